import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { readCredits } from "~/services/credits.server";
import { api, requireApiUser } from "~/utils/api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    const viewer = await requireApiUser(request);
    return json(await readCredits(viewer.id));
  });
}
