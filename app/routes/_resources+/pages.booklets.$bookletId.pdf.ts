import type { LoaderFunctionArgs } from "@remix-run/node";
import { bookletFile } from "~/services/booklets.server";
import { pdfDownload } from "~/services/print.server";
import { goneToNew } from "~/routes/pages+/__booklet-route.server";
import { requireRegularUser } from "~/utils/session.server";

/** /pages/booklets/{id}/pdf: the finished booklet as a download (404 until it is made). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const { pdf, name } = await bookletFile(viewer, params.bookletId ?? "").catch(goneToNew);
  return pdfDownload(pdf, name);
}
