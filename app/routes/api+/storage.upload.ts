import { recordUpload, storedUpload, storeUpload } from "~/services/storage/uploads.server";
import { BadBody } from "~/lib/errors";
import { apiRoute } from "~/utils/api.server";
import { readUpload } from "~/utils/upload.server";

/**
 * POST multipart {file, extensions?, max?, dimensions?} → {url} of the stored upload. With an
 * Idempotency-Key, a retry whose answer was lost answers the file stored.
 */
export const { loader, action } = apiRoute(
  { method: "POST", auth: "user", idempotent: { rebuild: async ({ effect }) => storedUpload(effect) } },
  async ({ request, viewer }) => {
    // (The caller is known before the body is read: strangers' uploads are never parsed.)
    // (A body that is not a multipart form is a 400, as every /api body not as documented: record 0158.)
    const { file, rules } = await readUpload(request, BadBody);
    const { url } = await storeUpload(viewer.id, file, rules);
    await recordUpload(url);
    return { url };
  },
);
