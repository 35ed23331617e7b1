import { previewPhotoPage } from "~/services/photo-page.server";
import { apiRoute } from "~/utils/api.server";

/**
 * GET /api/pages/photo/preview?photo={upload url}&detail=1..5: the line art the photo would
 * become, as a 1024×1024 PNG (errors as JSON). Nothing is stored or spent.
 */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ request, viewer }) => {
  const query = new URL(request.url).searchParams;
  const png = await previewPhotoPage(viewer, { photo: query.get("photo") ?? "", detail: query.get("detail") ?? undefined });
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.byteLength), "Cache-Control": "private, max-age=86400" },
  });
});
