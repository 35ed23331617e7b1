import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { createAiPage } from "~/services/page-creation.server";
import { api, methodNotAllowed, readBody, requireApiUser } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const viewer = await requireApiUser(request);
    return json({ created: await createAiPage(viewer, await readBody(request)) }, { status: 201 });
  });
}
