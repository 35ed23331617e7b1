import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { pictureAt } from "~/services/colored-pictures.server";
import { requirePaidColored } from "~/routes/pages+/__color-route.server";
import { downloadDay, downloadName } from "~/lib/page-title";

/** The saved composite at full size, as a file named after the page and the person's day (#14). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page, preview } = await requirePaidColored(request, params, "download");
  const data = await pictureAt(preview);
  // A colouring without a readable composite is saved again from the colour screen.
  if (!data) throw redirect(`/pages/${page.id}/color`);
  return new Response(new Uint8Array(data), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(data.byteLength),
      "Content-Disposition": `attachment; filename="${downloadName(page.title, page.id, downloadDay(new URL(request.url).searchParams.get("date")))}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
