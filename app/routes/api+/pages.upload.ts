import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { translate } from "~/i18n";
import { createUploadedPage } from "~/services/page-creation.server";
import { uploadWarnings } from "~/services/regions.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const viewer = await requireApiUser(request);
    const locale = getLocale(request);
    const fallback = translate(locale, "create.upload.defaultTitle");
    const { page, problems } = await createUploadedPage(viewer, await readBody(request), fallback);
    // A page that is hard to fill is still created; `warnings` says why (empty when it is fine).
    return json({ created: page, warnings: uploadWarnings(locale, problems) }, { status: 201 });
  });
}
