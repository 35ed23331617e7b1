import { Form, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/admin/back-link";
import { useEffect, useState } from "react";
import { RichTextEditor } from "~/components/admin/rich-text-editor.client";
import { SubmitButton } from "~/components/ui/field";
import type { RichText } from "~/lib/website/schema";
import { FormAlert } from "~/components/ui/form-fields";
import { useT, useText } from "~/utils/i18n-react";
import { adminMessages } from "~/i18n/messages/admin";
import { errorsMessages } from "~/i18n/messages/errors";

export type LegalPageData = { page: "terms" | "privacy"; visibility: boolean; content: RichText; text: string };

/**
 * The terms or privacy editor: without JavaScript a textarea (blank lines split paragraphs,
 * "## " starts a heading); once hydrated, the slate editor writing JSON into a hidden input.
 */
export function LegalPageForm({ data, error }: { data: LegalPageData; error?: string | undefined }) {
  const t = useT(adminMessages);
  const text = useText(adminMessages, errorsMessages);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const rich = hydrated && typeof RichTextEditor === "function";
  return (
    <section className="mx-auto max-w-3xl space-y-6" aria-labelledby="legal-edit-title">
      <BackLink to="/admin/website">{t("admin.website.back")}</BackLink>
      <div className="card p-6 sm:p-8">
        <h1 id="legal-edit-title" className="text-2xl font-extrabold sm:text-3xl">
          {t("admin.website.editTitle", { section: t(`admin.website.section.${data.page}`) })}
        </h1>
        <Form method="post" className="mt-6 space-y-5">
          {error ? <FormAlert>{text(error)}</FormAlert> : null}
          <label className="flex items-center gap-2 font-bold">
            <input type="checkbox" name="visibility" defaultChecked={data.visibility} className="size-5" />
            {t("admin.website.field.visibility")}
          </label>
          {rich ? (
            <div>
              <p id="legal-content-label" className="label">
                {t("admin.website.legal.content")}
              </p>
              <input type="hidden" name="format" value="json" />
              <RichTextEditor name="content" initialValue={data.content} labelledBy="legal-content-label" />
            </div>
          ) : (
            <div>
              <label htmlFor="legal-text" className="label">
                {t("admin.website.legal.content")}
              </label>
              <input type="hidden" name="format" value="text" />
              <textarea
                id="legal-text"
                name="text"
                rows={16}
                defaultValue={data.text}
                className="input min-h-64 font-mono text-sm"
                aria-describedby="legal-text-hint"
              />
              <p id="legal-text-hint" className="mt-1 text-sm text-ink-soft">
                {t("admin.website.legal.textHint")}
              </p>
            </div>
          )}
          <SubmitButton busy={busy}>{t("admin.website.save")}</SubmitButton>
        </Form>
      </div>
    </section>
  );
}
