import { pinDailyPage, unpinDailyPage, upcomingPins } from "~/services/daily-pages.server";
import { apiRoute, readBody } from "~/utils/api.server";

/**
 * The admin's pins of the page of the day. GET: `{ data: [{ day, page_id, title, thumbnail, public }] }`
 * from today on; POST { day: "YYYY-MM-DD", pageId }: `{ pinned: { day, page_id } }`; DELETE { day }: `{ unpinned: { day } }`.
 */
export const { loader, action } = apiRoute({ method: ["GET", "POST", "DELETE"], auth: "admin" }, async ({ request, viewer }) => {
  const now = new Date();
  if (request.method === "POST") {
    const pinned = await pinDailyPage(viewer, await readBody(request), now);
    return { pinned: { day: pinned.day, page_id: pinned.pageId } };
  }
  if (request.method === "DELETE") return { unpinned: await unpinDailyPage(viewer, await readBody(request), now) };
  const pins = await upcomingPins(viewer, now);
  return { data: pins.map((pin) => ({ day: pin.day, page_id: pin.pageId, title: pin.title, thumbnail: pin.thumbnail, public: pin.public })) };
});
