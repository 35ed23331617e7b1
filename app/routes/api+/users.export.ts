import { requestExport } from "~/services/data-export.server";
import { apiRoute } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST: a copy of the caller's data, made in the background → 202 {export} (issue #28; one at a time, a few a day). */
export const { loader, action } = apiRoute({ method: "POST", auth: "user", status: 202 }, async ({ request, viewer }) => ({
  export: await requestExport(viewer, getLocale(request)),
}));
