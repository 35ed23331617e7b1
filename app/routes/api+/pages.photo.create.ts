import { apiCard } from "~/utils/api-shapes.server";
import { translate } from "~/i18n";
import { notSharedWarnings } from "~/services/page-creation.server";
import { createPhotoPage } from "~/services/photo-page.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST /api/pages/photo/create {photo, detail?, title?, visibility?}: 201 {created: page, warnings}; spends a creation. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user", status: 201 }, async ({ request, viewer }) => {
  const locale = getLocale(request);
  const { page, notShared } = await createPhotoPage(viewer, await readBody(request), translate(locale, "create.photo.defaultTitle"));
  // Kept private by moderation although asked to share: `warnings` says so.
  return { created: apiCard(page), warnings: notSharedWarnings(locale, notShared) };
});
