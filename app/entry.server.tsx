import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { logger } from "~/server/logger.server";
import { NonceProvider } from "~/utils/nonce";
import { createApp } from "~/server/app.server";
import { main } from "~/server/main.server";

/**
 * What the build offers beside Remix's own entry: server.ts starts the process with `main`, and
 * the HTTP tests put `createApp` in front of a build, each from the build's single copy of the app.
 */
export { createApp, main };
export type ServerEntry = { createApp: typeof createApp; main: typeof main };

/**
 * The document, rendered to one string and sent as one body. The app defers no data (every
 * loader has finished before rendering starts) and nothing on a screen suspends while it is
 * rendered on the server (each Suspense boundary shows only after hydration), so a stream would
 * only cut the same document into pieces: React's stream encoded each of its small strings to
 * bytes and sent them one write at a time, through a web stream and back.
 */
const handleRequest: HandleDocumentRequestFunction = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) => {
  const nonce = loadContext.cspNonce ?? "";
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} />
    </NonceProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // As bytes: a string body is first checked character by character for lone surrogates (fetch's
  // USVString rule) and then encoded. Written into room for the longest encoding in one pass
  // (Buffer.from measures the bytes first, then writes them: two passes over 50 kB).
  const page = `<!DOCTYPE html>${html}`;
  const bytes = Buffer.allocUnsafe(page.length * 3);
  return new Response(bytes.subarray(0, bytes.write(page)), { headers: responseHeaders, status: responseStatusCode });
};

export default handleRequest;

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error(`unhandled error on ${request.method} ${new URL(request.url).pathname}`, error);
}
