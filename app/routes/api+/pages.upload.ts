import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { translate } from "~/i18n";
import { createUploadedPage } from "~/services/page-creation.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const viewer = await requireApiUser(request);
    const fallback = translate(getLocale(request), "create.upload.defaultTitle");
    return json({ created: await createUploadedPage(viewer, await readBody(request), fallback) }, { status: 201 });
  });
}
