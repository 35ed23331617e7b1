import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isAppError } from "~/lib/errors";
import { formList } from "~/lib/validation";
import { recentColorsSchema, saveRecentColors } from "~/services/recent-colors.server";
import { fetchErrorReply, readForm } from "~/utils/forms.server";
import { requireRegularUser } from "~/utils/session.server";

export const loader = () => redirect("/pages/public");

/** The service's schema, its list as a form sends it (a function: a `.server` module is empty in the browser's build, where the route's module runs too). */
const recentColorsForm = () => recentColorsSchema.extend({ colors: formList(recentColorsSchema.shape.colors) });

/** The colour screen keeps the viewer's recent colours here: form fields `colors`, newest first. */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const sent = await readForm(request, recentColorsForm());
  try {
    return json({ colors: await saveRecentColors(viewer, sent.value()) });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return fetchErrorReply(request, error);
  }
}
