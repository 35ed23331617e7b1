import { photoLinesOf, regionMapOf, traceLinesOf } from "./image-tasks";
import { renderBooklet, renderPdf } from "./pdf-tasks";

/**
 * The entry of the image worker threads (piscina runs one named export per task). Built to
 * server-build/image.worker.mjs for production; run from source through tsx otherwise.
 */
export const regionMap = ({ lineArt }: { lineArt: Uint8Array }) => regionMapOf(lineArt);

export const photoLines = ({ photo, detail }: { photo: Uint8Array; detail: number }) => photoLinesOf(photo, detail);

export const traceLines = ({ lineArt }: { lineArt: Uint8Array }) => traceLinesOf(lineArt);

export const printPdf = (input: Parameters<typeof renderPdf>[0]) => renderPdf(input);

export const bookletPdf = (input: Parameters<typeof renderBooklet>[0]) => renderBooklet(input);

export default regionMap;
