import type { Locale } from "~/i18n";
import type { Card } from "~/lib/pages";
import { createdPage, type NotShared } from "~/services/page-creation.server";
import { apiRoute, type ApiArgs } from "./api.server";
import { getLocale } from "./request.server";

/** A page just made, with what its creator is told of it (an upload's fillability problems; kept private by moderation). */
export type MadePage = { page: Card; problems?: string[]; notShared?: NotShared };

/**
 * An /api route that makes a page and spends a creation (pages/create, its pattern, photo and
 * upload forms): 201 with `answer` of the page made. With an Idempotency-Key, a retry whose first
 * answer was lost gets the same `answer` of the page the first call made (record 0143).
 */
export function pageCreationRoute(make: (args: ApiArgs<"user">, locale: Locale) => Promise<MadePage>, answer: (locale: Locale, made: MadePage) => unknown) {
  return apiRoute(
    {
      method: "POST",
      auth: "user",
      status: 201,
      idempotent: { rebuild: async ({ request, viewer, effect }) => answer(getLocale(request), await createdPage(viewer, effect)) },
    },
    async (args) => {
      const locale = getLocale(args.request);
      return answer(locale, await make(args, locale));
    },
  );
}
