import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { api, requireApiUser } from "~/utils/api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => json(await requireApiUser(request)));
}
