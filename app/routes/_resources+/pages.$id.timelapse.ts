import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { readTimelapse } from "~/services/coloreds.server";
import { isAppError } from "~/lib/errors";
import { idOrNull } from "~/utils/params";
import { requireRegularUser } from "~/utils/session.server";

const noStore = { "Cache-Control": "private, no-store" };

/** /pages/{id}/timelapse: the colour screen's time-lapse of the viewer's colouring, as JSON ({timelapse, version}; 404 for a page not theirs to see). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const id = idOrNull(params.id);
  const gone = () => json({ timelapse: null, version: 0 }, { status: 404, headers: noStore });
  if (!id) return gone();
  try {
    return json(await readTimelapse(viewer, id), { headers: noStore });
  } catch (error) {
    if (isAppError(error) && error.status === 404) return gone();
    throw error;
  }
}
