import { apiCredits } from "~/utils/api-shapes.server";
import { readCredits } from "~/services/credits.server";
import { storageOf } from "~/services/storage/usage.server";
import { apiRoute } from "~/utils/api.server";

/** GET /api/credits/read: the viewer's credits, plan and subscription, and their storage ({used, quota} in bytes, issue #27). */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ viewer }) => {
  const [credits, storage] = await Promise.all([readCredits(viewer.id), storageOf(viewer.id)]);
  return { ...apiCredits(credits), storage };
});
