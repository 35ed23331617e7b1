import { useActionData, useLoaderData } from "@remix-run/react";
import { formMessage } from "~/lib/forms";
import type { RichText } from "~/lib/website/schema";
import { LegalPageForm } from "./legal-page-form";

type EditorData = { page: "terms" | "privacy"; visibility: boolean; content: RichText; text: string };

/** docs/product.md §2: the terms or privacy editor (rich text, with a plain-text fallback without JavaScript). */
export function LegalPageEditor() {
  const data = useLoaderData<EditorData>();
  // A refusal says the form's message (in the request's language).
  return <LegalPageForm data={data} error={formMessage(useActionData()) ?? undefined} />;
}
