import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { readRecentColors, saveRecentColors } from "~/services/recent-colors.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";

/** GET: `{colors}`, the viewer's recent colours, newest first. */
export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    const user = await requireApiUser(request);
    return json({ colors: await readRecentColors(user.id) });
  });
}

/** PATCH {colors}: replaces them (at most 8 kept, each once) and answers `{colors}`. */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(request, ["GET", "PATCH"]);
    const user = await requireApiUser(request);
    return json({ colors: await saveRecentColors(user, await readBody(request)) });
  });
}
