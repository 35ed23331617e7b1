import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { MessageKey } from "~/i18n";
import { isAppError } from "~/lib/errors";
import { getWebsite, updateLegalPage } from "~/services/website/admin.server";
import { legalPageFromForm, richTextToText } from "~/routes/admin+/__website-form.server";
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
  try {
    await updateLegalPage(page, legalPageFromForm(await request.formData()));
  } catch (error) {
    if (!isAppError(error)) throw error;
    return json({ error: "admin.website.failed" as MessageKey }, { status: error.status });
  }
  return redirectWithToast(`/admin/website/${page}`, { variant: "success", key: "admin.website.saved" });
}
