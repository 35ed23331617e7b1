import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { personalFile } from "~/services/storage/personal-files.server";
import { userFromApiToken } from "~/services/auth.server";
import { bearerToken } from "~/utils/api.server";
import { getSessionUser } from "~/utils/session.server";

/**
 * /files/{folder}/{userId}/{name}: a personal file, for its owner and admins only,
 * signed in by the session cookie (the web) or a Bearer token (the shells). Public folders'
 * files never get here: the server hands them out as static files (or the store does). Anyone
 * else gets the same 404 as for a file that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const bearer = bearerToken(request);
  const viewer = (await getSessionUser(request)) ?? (bearer ? ((await userFromApiToken(bearer)) ?? null) : null);
  const file = await personalFile(params["*"] ?? "", viewer, request.headers.get("If-None-Match"));
  if (file.kind === "missing")
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  if (file.kind === "redirect") return new Response(null, { status: 302, headers: { Location: file.url, "Cache-Control": "private, no-store" } });
  // (every answer says X-Content-Type-Options: nosniff already: helmet, server/app.server)
  const headers = { "Cache-Control": file.cache, ETag: file.etag };
  if (file.kind === "unchanged") return new Response(null, { status: 304, headers });
  return new Response(createReadableStreamFromReadable(file.stream), {
    headers: { ...headers, "Content-Type": file.type, "Content-Length": String(file.size) },
  });
}
