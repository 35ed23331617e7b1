import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { storeUpload } from "~/services/storage.server";
import { api, methodNotAllowed, requireApiUser } from "~/utils/api.server";
import { readUpload } from "~/utils/upload.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    // Authenticate before reading the body: strangers' uploads are never parsed.
    const user = await requireApiUser(request);
    const { file, rules } = await readUpload(request);
    const { url } = await storeUpload(user.id, file, rules);
    return json({ url });
  });
}
