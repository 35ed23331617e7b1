import { generatePromptIdea } from "~/services/ai.server";
import { apiRoute } from "~/utils/api.server";

/** GET: a kid-friendly idea for a page → {prompt} (not for admins, who make no pages). */
export const { loader, action } = apiRoute({ method: "GET", auth: "user" }, async ({ viewer }) => ({ prompt: await generatePromptIdea(viewer) }));
