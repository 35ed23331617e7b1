import { listCollections } from "~/services/collections.server";
import { apiRoute } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** GET: every curated collection, `{ data: [{ slug, title, description, count, cover }] }`; signed out too. */
export const { loader, action } = apiRoute({ method: "GET", auth: "optional" }, async ({ request }) => ({
  data: await listCollections(getLocale(request)),
}));
