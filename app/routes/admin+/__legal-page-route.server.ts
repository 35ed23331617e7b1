import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getWebsite, updateLegalPage } from "~/services/website/admin.server";
import { legalPageFormSchema, richTextToText } from "~/routes/admin+/__website-form.server";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

type LegalPage = "terms" | "privacy";

/** The loader of /admin/website/terms and /admin/website/privacy. */
export async function legalPageLoader(page: LegalPage, { request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { visibility, content } = (await getWebsite())[page];
  return json({ page, visibility, content, text: richTextToText(content) });
}

/** Saves the page's visibility and content (slate JSON, or the plain-text fallback). */
export async function legalPageAction(page: LegalPage, { request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const sent = await readForm(request, legalPageFormSchema);
  try {
    await updateLegalPage(page, sent.value());
  } catch (error) {
    return formErrorReply(request, error, sent.reply, { message: "admin.website.failed" });
  }
  return redirectWithToast(`/admin/website/${page}`, { variant: "success", key: "admin.website.saved" });
}
