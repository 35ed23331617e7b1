import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { readPlan, toPublicPlan } from "~/services/plans.server";
import { api, requireApiUser } from "~/utils/api.server";
import { parseId } from "~/utils/params";

export function loader({ request, params }: LoaderFunctionArgs) {
  return api(request, async () => {
    await requireApiUser(request);
    return json(toPublicPlan(await readPlan(parseId(params.id))));
  });
}
