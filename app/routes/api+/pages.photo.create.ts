import { translate } from "~/i18n";
import { notSharedWarnings } from "~/services/page-creation.server";
import { createPhotoPage } from "~/services/photo-page.server";
import { apiCard } from "~/utils/api-shapes.server";
import { readBody } from "~/utils/api.server";
import { pageCreationRoute } from "~/utils/page-creation-route.server";

/**
 * POST /api/pages/photo/create {photo, detail?, title?, visibility?}: 201 {created: page, warnings};
 * spends a creation. With an Idempotency-Key, a retry whose answer was lost answers the page made.
 */
export const { loader, action } = pageCreationRoute(
  async ({ request, viewer }, locale) => createPhotoPage(viewer, await readBody(request), translate(locale, "create.photo.defaultTitle")),
  // Kept private by moderation although asked to share: `warnings` says so.
  (locale, { page, notShared }) => ({ created: apiCard(page), warnings: notSharedWarnings(locale, notShared ?? null) }),
);
