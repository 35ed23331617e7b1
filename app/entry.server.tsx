import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { logger } from "~/utils/logger.server";
import { NonceProvider } from "~/utils/nonce";

const ABORT_DELAY = 5_000;

/**
 * The document, rendered once everything in it is ready and sent as one body. The app defers no
 * data (every loader has finished before rendering starts), so waiting for the whole document
 * costs no time to first byte; and one body is one write to the socket where React's stream made
 * one for each of its small chunks, each passed through a web stream and back (issue #15).
 */
const handleRequest: HandleDocumentRequestFunction = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) => {
  const nonce = loadContext.cspNonce ?? "";
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const chunks: Uint8Array[] = [];
    const body = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        // An error React recovers from (inside a Suspense boundary, or the render cut short) leaves
        // the document whole, to be finished in the browser: it is logged, and the status stays.
        onError(error: unknown) {
          logger.error("render failed", error);
        },
      },
    );
    // A render still waiting after this long is cut short: what is ready is sent.
    timer = setTimeout(abort, ABORT_DELAY);
  });
};

export default handleRequest;

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error(`unhandled error on ${request.method} ${new URL(request.url).pathname}`, error);
}
