import { translate } from "~/i18n";
import { createUploadedPage, notSharedWarnings } from "~/services/page-creation.server";
import { uploadWarnings } from "~/services/regions.server";
import { apiCard } from "~/utils/api-shapes.server";
import { readBody } from "~/utils/api.server";
import { pageCreationRoute } from "~/utils/page-creation-route.server";

/**
 * POST {illustration, name?, visibility?}: a page from a stored upload, titled after `name` (the
 * file's name), private unless `visibility` is "public" → 201 {created: page, warnings}; spends a
 * creation. With an Idempotency-Key, a retry whose answer was lost answers the page made, with the
 * same warnings.
 */
export const { loader, action } = pageCreationRoute(
  async ({ request, viewer }, locale) => createUploadedPage(viewer, await readBody(request), translate(locale, "create.upload.defaultTitle")),
  // A page that is hard to fill, or kept private by moderation, is still created; `warnings` says why (empty when all is fine).
  (locale, { page, problems, notShared }) => ({
    created: apiCard(page),
    warnings: [...notSharedWarnings(locale, notShared ?? null), ...uploadWarnings(locale, problems ?? [])],
  }),
);
