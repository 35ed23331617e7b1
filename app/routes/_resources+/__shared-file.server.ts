import { isAppError } from "~/lib/errors";
import type { SharedFile } from "~/services/shares.server";

/**
 * A shared picture as a PNG answer: asked again on every use (`no-cache` with an ETag), so a link
 * turned off stops answering at once; a 404 of a missing file for a link that is off or unknown;
 * a limit's 429 with Retry-After.
 */
export async function sharedFileResponse(request: Request, read: () => Promise<SharedFile>) {
  try {
    const { data, etag } = await read();
    const headers = { "Cache-Control": "public, no-cache", ETag: etag };
    if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(data), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(data.byteLength) } });
  } catch (error) {
    if (!isAppError(error) || (error.status !== 404 && error.status !== 429)) throw error;
    const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    if (error.retryAfter) headers["Retry-After"] = String(error.retryAfter);
    return new Response(error.status === 404 ? "Not found" : "Too many requests", { status: error.status, headers });
  }
}
