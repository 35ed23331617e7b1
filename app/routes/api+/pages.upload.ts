import { translate } from "~/i18n";
import { createUploadedPage } from "~/services/page-creation.server";
import { uploadWarnings } from "~/services/regions.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST {illustration, title?, visibility?}: a page from a stored upload → 201 {created: page, warnings}; spends a creation. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user", status: 201 }, async ({ request, viewer }) => {
  const locale = getLocale(request);
  const { page, problems } = await createUploadedPage(viewer, await readBody(request), translate(locale, "create.upload.defaultTitle"));
  // A page that is hard to fill is still created; `warnings` says why (empty when it is fine).
  return { created: page, warnings: uploadWarnings(locale, problems) };
});
