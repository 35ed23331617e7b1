import { apiCard } from "~/utils/api-shapes.server";
import { translate } from "~/i18n";
import { createUploadedPage, notSharedWarnings } from "~/services/page-creation.server";
import { uploadWarnings } from "~/services/regions.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST {illustration, name?, visibility?}: a page from a stored upload, titled after `name` (the file's name), private unless `visibility` is "public" → 201 {created: page, warnings}; spends a creation. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user", status: 201 }, async ({ request, viewer }) => {
  const locale = getLocale(request);
  const { page, problems, notShared } = await createUploadedPage(viewer, await readBody(request), translate(locale, "create.upload.defaultTitle"));
  // A page that is hard to fill, or kept private by moderation, is still created; `warnings` says why (empty when all is fine).
  return { created: apiCard(page), warnings: [...notSharedWarnings(locale, notShared), ...uploadWarnings(locale, problems)] };
});
