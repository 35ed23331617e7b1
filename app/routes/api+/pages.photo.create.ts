import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { translate } from "~/i18n";
import { createPhotoPage } from "~/services/photo-page.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

/** POST /api/pages/photo/create {photo, detail?, title?}: 201 {created: page}; spends a creation. */
export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const viewer = await requireApiUser(request);
    const fallback = translate(getLocale(request), "creation.photo.defaultTitle");
    return json({ created: await createPhotoPage(viewer, await readBody(request), fallback) }, { status: 201 });
  });
}
