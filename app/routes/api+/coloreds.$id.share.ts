import { apiShare } from "~/utils/api-shapes.server";
import { readShare, shareColoring, stopSharing } from "~/services/shares.server";
import { apiRoute, JSON_TYPE } from "~/utils/api.server";
import { parseId } from "~/utils/params";

/**
 * The share link of the caller's colouring of page {id} (issue #30):
 * - GET → {share: {token, url, picture, card, created_at} | null} (null while not shared);
 * - POST → {share} — made now (201) with a new unguessable token, or the one it has (200): sharing
 *   twice gives the same link while it is on;
 * - DELETE → {share: null} — turned off: the share page, its picture and its card answer 404;
 *   sharing again makes a new token.
 * 404 NOT_FOUND when the caller has no saved colouring of a page they may see (another user's
 * colouring is never theirs to share or stop).
 */
export const { loader, action } = apiRoute({ method: ["GET", "POST", "DELETE"], auth: "user" }, async ({ request, params, viewer }) => {
  const pageId = parseId(params.id);
  if (request.method === "DELETE") {
    await stopSharing(viewer, pageId);
    return { share: null };
  }
  if (request.method === "POST") {
    const { share, created } = await shareColoring(viewer, pageId);
    return new Response(JSON.stringify({ share: apiShare(share) }), { status: created ? 201 : 200, headers: { "Content-Type": JSON_TYPE } });
  }
  const share = await readShare(viewer, pageId);
  return { share: share && apiShare(share) };
});
