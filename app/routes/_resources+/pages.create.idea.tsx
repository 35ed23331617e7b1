import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { generatePromptIdea } from "~/services/ai.server";
import { isAppError } from "~/lib/errors";
import { fetchErrorReply } from "~/utils/forms.server";
import { requireRegularUser } from "~/utils/session.server";

/** 'Dame una idea' with JavaScript: a short kid-friendly prompt, or why there is none. */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  try {
    return json({ prompt: await generatePromptIdea(viewer) });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return fetchErrorReply(request, error);
  }
}
