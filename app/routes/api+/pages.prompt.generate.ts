import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { generatePromptIdea } from "~/services/ai.server";
import { Forbidden } from "~/services/errors";
import { api, requireApiUser } from "~/utils/api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return api(request, async () => {
    const viewer = await requireApiUser(request);
    if (viewer.admin) throw Forbidden();
    return json({ prompt: await generatePromptIdea() });
  });
}
