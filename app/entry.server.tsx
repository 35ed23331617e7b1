import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { etagOf, holds, nonceOf, PUBLIC_CACHE_CONTROL, PUBLIC_VARY } from "~/utils/http-cache.server";
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
  let page = `<!DOCTYPE html>${html}`;
  const policy = nonce && isPublicDocument(request, responseStatusCode, responseHeaders, remixContext) ? loadContext.takeContentSecurityPolicy?.() : null;
  if (policy) {
    // The same for everyone signed out: tagged by what it shows (not this answer's nonce or id).
    const shown = page.replaceAll(nonce, "");
    const etag = etagOf(loadContext.requestId ? shown.replaceAll(loadContext.requestId, "") : shown);
    const ownNonce = nonceOf(etag, getEnv().sessionSecrets[0]);
    responseHeaders.set("ETag", etag);
    responseHeaders.set("Cache-Control", PUBLIC_CACHE_CONTROL);
    responseHeaders.set("Vary", PUBLIC_VARY);
    responseHeaders.set("Content-Security-Policy", policy.replaceAll(nonce, ownNonce));
    if (holds(request, etag)) return new Response(null, { status: 304, headers: responseHeaders });
    page = page.replaceAll(nonce, ownNonce);
  }
  // As bytes: a string body is first checked character by character for lone surrogates (fetch's
  // USVString rule) and then encoded. Written into room for the longest encoding in one pass
  // (Buffer.from measures the bytes first, then writes them: two passes over 50 kB).
  const bytes = Buffer.allocUnsafe(page.length * 3);
  return new Response(bytes.subarray(0, bytes.write(page)), { headers: responseHeaders, status: responseStatusCode });
};

export default handleRequest;

/** The documents that are the same for everyone signed out (record 0152): HTTP-cached, with an ETag. */
const PUBLIC_DOCUMENTS = new Set([
  "routes/_marketing+/_index",
  "routes/_marketing+/privacy",
  "routes/_marketing+/terms",
  "routes/_marketing+/compartido.$token",
  "routes/_marketing+/pagina-del-dia",
  "routes/colecciones+/$slug",
]);

/** A public document shown to someone signed out, with no toast and no cookie being set: what anyone else signed out would be shown. */
function isPublicDocument(request: Request, status: number, headers: Headers, context: EntryContext) {
  if (request.method !== "GET" || status !== 200 || headers.has("Set-Cookie")) return false;
  const { matches, loaderData } = context.staticHandlerContext;
  const root = loaderData.root as { user?: unknown; toast?: unknown } | undefined;
  return PUBLIC_DOCUMENTS.has(matches.at(-1)?.route.id ?? "") && !root?.user && !root?.toast;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error(`unhandled error on ${request.method} ${new URL(request.url).pathname}`, error);
}
