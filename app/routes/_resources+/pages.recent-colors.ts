import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isAppError } from "~/lib/errors";
import { saveRecentColors } from "~/services/recent-colors.server";
import { fetchErrorReply } from "~/utils/forms.server";
import { requireRegularUser } from "~/utils/session.server";

export const loader = () => redirect("/pages/public");

/** The colour screen keeps the viewer's recent colours here: form fields `colors`, newest first. */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  try {
    const form = await request.formData();
    return json({ colors: await saveRecentColors(viewer, { colors: form.getAll("colors") }) });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return fetchErrorReply(request, error);
  }
}
