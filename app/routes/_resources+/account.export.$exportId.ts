import type { LoaderFunctionArgs } from "@remix-run/node";
import { isAppError } from "~/lib/errors";
import { exportFile } from "~/services/data-export.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

/** /account/export/{id}: the finished copy of one's data, as a download (its owner's only); a copy that is gone goes back to the account, saying so. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireUser(request);
  const file = await exportFile(viewer, params.exportId ?? "").catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  });
  if (!file) return redirectWithToast("/account#data", { variant: "info", key: "account.export.gone" });
  return new Response(new Uint8Array(file.zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(file.zip.byteLength),
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
