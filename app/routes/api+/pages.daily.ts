import { apiCard } from "~/utils/api-shapes.server";
import { pageOfTheDay } from "~/services/daily-pages.server";
import { SIGNED_OUT } from "~/services/pages.server";
import { apiRoute } from "~/utils/api.server";

/** GET: `{ day, page }`, the page of the day (the /api gallery's card), `page` null when none is public; signed out too. */
export const { loader, action } = apiRoute({ method: "GET", auth: "optional" }, async ({ viewer }) => {
  const now = new Date();
  const daily = await pageOfTheDay(viewer ?? SIGNED_OUT, now);
  return daily ? { day: daily.day, page: apiCard(daily.page) } : { day: null, page: null };
});
