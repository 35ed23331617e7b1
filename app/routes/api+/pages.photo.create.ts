import { apiCard } from "~/utils/api-shapes.server";
import { translate, type Locale } from "~/i18n";
import { createdPage, notSharedWarnings, type NotShared } from "~/services/page-creation.server";
import { createPhotoPage } from "~/services/photo-page.server";
import type { Card } from "~/lib/pages";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

// Kept private by moderation although asked to share: `warnings` says so.
const answer = (locale: Locale, { page, notShared }: { page: Card; notShared: NotShared }) => ({
  created: apiCard(page),
  warnings: notSharedWarnings(locale, notShared),
});

/**
 * POST /api/pages/photo/create {photo, detail?, title?, visibility?}: 201 {created: page, warnings};
 * spends a creation. With an Idempotency-Key, a retry whose answer was lost answers the page made.
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
    return answer(locale, await createPhotoPage(viewer, await readBody(request), translate(locale, "create.photo.defaultTitle")));
  },
);
