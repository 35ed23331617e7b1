import { storeUpload } from "~/services/storage/uploads.server";
import { apiRoute } from "~/utils/api.server";
import { readUpload } from "~/utils/upload.server";

/** POST multipart {file, extensions?, max?, dimensions?} → {url} of the stored upload. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user" }, async ({ request, viewer }) => {
  // (The caller is known before the body is read: strangers' uploads are never parsed.)
  const { file, rules } = await readUpload(request);
  const { url } = await storeUpload(viewer.id, file, rules);
  return { url };
});
