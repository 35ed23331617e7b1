import { apiCard } from "~/utils/api-shapes.server";
import { translate, type Locale } from "~/i18n";
import { createdPage, createUploadedPage, notSharedWarnings, type UploadedPage } from "~/services/page-creation.server";
import { uploadWarnings } from "~/services/regions.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

// A page that is hard to fill, or kept private by moderation, is still created; `warnings` says why (empty when all is fine).
const answer = (locale: Locale, { page, problems, notShared }: UploadedPage) => ({
  created: apiCard(page),
  warnings: [...notSharedWarnings(locale, notShared), ...uploadWarnings(locale, problems)],
});

/**
 * POST {illustration, name?, visibility?}: a page from a stored upload, titled after `name` (the
 * file's name), private unless `visibility` is "public" → 201 {created: page, warnings}; spends a
 * creation. With an Idempotency-Key, a retry whose answer was lost answers the page made, with the
 * same warnings.
 */
export const { loader, action } = apiRoute(
  {
    method: "POST",
    auth: "user",
    status: 201,
    idempotent: { rebuild: async ({ request, viewer, effect }) => answer(getLocale(request), await createdPage(viewer, effect)) },
  },
  async ({ request, viewer }) => {
    const locale = getLocale(request);
    return answer(locale, await createUploadedPage(viewer, await readBody(request), translate(locale, "create.upload.defaultTitle")));
  },
);
