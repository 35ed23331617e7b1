import { useActionData, useLoaderData } from "@remix-run/react";
import type { RichText } from "~/lib/website/schema";
import type { MessageKey } from "~/i18n";
import { LegalPageForm } from "./legal-page-form";

type EditorData = { page: "terms" | "privacy"; visibility: boolean; content: RichText; text: string };

/** docs/product.md §2: the terms or privacy editor (rich text, with a plain-text fallback without JavaScript). */
export function LegalPageEditor() {
  const data = useLoaderData<EditorData>();
  const actionData = useActionData<{ error?: MessageKey }>();
  return <LegalPageForm data={data} error={actionData?.error} />;
}
