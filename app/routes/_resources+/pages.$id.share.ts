import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { readShare, shareColoring, stopSharing } from "~/services/shares.server";
import { fetchErrorReply } from "~/utils/forms.server";
import { parseId } from "~/utils/params";
import { requireRegularUser } from "~/utils/session.server";

const noStore = { "Cache-Control": "private, no-store" };

/** /pages/{id}/share: the share link of the viewer's colouring of the page, as JSON ({share}: null while not shared). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  try {
    return json({ share: await readShare(viewer, parseId(params.id)) }, { headers: noStore });
  } catch (error) {
    return fetchErrorReply(request, error);
  }
}

/**
 * The colour screen's "Compartir" (POST: the link, made now or the one it has; {share}) and
 * "Dejar de compartir" (DELETE: {share: null}). Errors as a fetcher's ({error: {message, code}}).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  try {
    const pageId = parseId(params.id);
    if (request.method === "DELETE") {
      await stopSharing(viewer, pageId);
      return json({ share: null }, { headers: noStore });
    }
    const { share, created } = await shareColoring(viewer, pageId);
    return json({ share }, { status: created ? 201 : 200, headers: noStore });
  } catch (error) {
    return fetchErrorReply(request, error);
  }
}
