import type { LoaderFunctionArgs } from "@remix-run/node";
import { translate } from "~/i18n";
import { isAppError } from "~/lib/errors";
import { previewPhotoPage } from "~/services/photo-page.server";
import { getLocale } from "~/utils/request.server";
import { requireRegularUser } from "~/utils/session.server";

/**
 * GET /pages/create/photo/preview?photo&detail: the line art the photo becomes, as a PNG. The
 * same photo and detail always give the same picture, so the browser may keep it a day.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const query = new URL(request.url).searchParams;
  try {
    const png = await previewPhotoPage(viewer, { photo: query.get("photo") ?? "", detail: query.get("detail") ?? undefined });
    return new Response(new Uint8Array(png), {
      headers: { "Content-Type": "image/png", "Content-Length": String(png.byteLength), "Cache-Control": "private, max-age=86400" },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(translate(getLocale(request), error.messageKey, error.params), {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
