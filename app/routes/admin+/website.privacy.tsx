import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LegalPageForm } from "~/components/admin/legal-page-form";
import type { MessageKey } from "~/i18n";
import { isAppError } from "~/services/errors";
import { getWebsite, legalPageFromForm, richTextToText, updateLegalPage } from "~/services/website-admin.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

const PAGE = "privacy" as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { visibility, content } = (await getWebsite())[PAGE];
  return json({ page: PAGE, visibility, content, text: richTextToText(content) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  try {
    await updateLegalPage(PAGE, legalPageFromForm(await request.formData()));
  } catch (error) {
    if (!isAppError(error)) throw error;
    return json({ error: "admin.website.failed" as MessageKey }, { status: error.status });
  }
  return redirectWithToast("/admin/website/privacy", { variant: "success", key: "admin.website.saved" });
}

/** SPEC §2: the privacy editor (rich text, with a plain-text fallback without JavaScript). */
export default function LegalPageEditor() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <LegalPageForm data={data} error={actionData?.error} />;
}
