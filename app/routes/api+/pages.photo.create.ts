import { translate } from "~/i18n";
import { createPhotoPage } from "~/services/photo-page.server";
import { apiRoute, readBody } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST /api/pages/photo/create {photo, detail?, title?}: 201 {created: page}; spends a creation. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user", status: 201 }, async ({ request, viewer }) => {
  const fallback = translate(getLocale(request), "create.photo.defaultTitle");
  return { created: await createPhotoPage(viewer, await readBody(request), fallback) };
});
