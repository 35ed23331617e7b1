import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { readPage } from "~/services/pages.server";
import { api, requireApiUser } from "~/utils/api.server";
import { parseId } from "~/utils/params";

export function loader({ request, params }: LoaderFunctionArgs) {
  return api(request, async () => {
    const viewer = await requireApiUser(request);
    return json(await readPage(viewer, parseId(params.id)));
  });
}
