import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/admin/back-link";
import Plus from "lucide-react/icons/plus";
import { SubmitButton } from "~/components/ui/field";
import { formState } from "~/lib/forms";
import {
  getWebsite,
  saveWebsiteSection,
  SECTION_FIELDS,
  sectionOfSlug,
  type Draft,
  type FieldSpec,
  type ItemField,
  type Row,
} from "~/services/website/admin.server";
import * as z from "zod";
import type { LandingSectionName } from "~/lib/website/schema";
import { formErrorReply, readForm, type SentForm } from "~/utils/forms.server";
import { draftFromForm, sectionImageFiles } from "~/routes/admin+/__website-form.server";
import { FormAlert } from "~/components/ui/form-fields";
import { useT, useText } from "~/utils/i18n-react";
import type { KeysOf } from "~/i18n/define";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorsMessages } from "~/i18n/messages/errors";
import { adminMessages } from "~/i18n/messages/admin";

function sectionOrBack(slug: string | undefined) {
  const section = sectionOfSlug(slug);
  if (!section) throw redirect("/admin/website");
  return section;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const section = sectionOrBack(params.section);
  const website = await getWebsite();
  return json({ slug: params.section as string, section, fields: SECTION_FIELDS[section], values: website.landing[section] as Draft });
}

/** Beside a refusal (or alone, after "Add another"): what was typed, and the empty rows each list shows. */
type Shown = { draft: Draft; spare: Record<string, number> };

/**
 * A section's form: its fields are made from the section's schema at run time and read by
 * draftFromForm, the service checking them (saveWebsiteSection); here only what the form asks
 * for (`intent`: save, or "add another" row of a list).
 */
const sectionFormSchema = z.object({ intent: z.string().optional().catch(undefined) });

/** The section's image inputs (`name.file`). */
const imageInputs = (section: LandingSectionName) => SECTION_FIELDS[section].filter((field) => field.kind === "image").map((field) => `${field.name}.file`);

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireAdmin(request);
  const section = sectionOrBack(params.section);
  let sent: SentForm<z.output<typeof sectionFormSchema>>;
  try {
    sent = await readForm(request, sectionFormSchema, { files: imageInputs(section) });
  } catch (error) {
    return formErrorReply(request, error, undefined, { extra: { draft: {}, spare: {} } satisfies Shown });
  }
  const { form } = sent;
  const { intent } = sent.value();
  const spare: Record<string, number> = {};
  for (const field of SECTION_FIELDS[section]) {
    if (field.kind !== "list") continue;
    const current = Math.min(Math.max(Number.parseInt(String(form.get(`${field.name}.spare`) ?? "1"), 10) || 1, 1), 20);
    spare[field.name] = intent === `add:${field.name}` ? current + 1 : current;
  }
  // "Add another" (and the remove boxes) re-render the form with what was typed, nothing saved.
  if (typeof intent === "string" && intent.startsWith("add:")) {
    return json({ draft: draftFromForm(section, form), spare } satisfies Shown);
  }
  try {
    await saveWebsiteSection(section, draftFromForm(section, form), await sectionImageFiles(section, form, sent.tooLarge), viewer.id);
  } catch (error) {
    return formErrorReply(request, error, sent.reply, {
      message: "admin.website.failed",
      extra: { draft: draftFromForm(section, form), spare } satisfies Shown,
    });
  }
  return redirectWithToast(`/admin/website/${params.section}`, { variant: "success", key: "admin.website.saved" });
}

/** The value at a dotted path ("support.heading") of the section's values. */
function getPath(source: unknown, path: string): unknown {
  let node = source;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const asString = (value: unknown) => (typeof value === "string" ? value : "");

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  const t = useText(errorsMessages, adminMessages);
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {t(error)}
    </p>
  ) : null;
}

function TextInput({
  kind,
  id,
  name,
  label,
  value,
  error,
}: {
  kind: "text" | "textarea" | "url";
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
}) {
  const described = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {kind === "textarea" ? (
        <textarea
          id={id}
          name={name}
          defaultValue={value}
          rows={3}
          className="input min-h-20"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          inputMode={kind === "url" ? "url" : undefined}
          defaultValue={value}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}

function ItemInput({ field, prefix, row, error }: { field: ItemField; prefix: string; row: Row | null; error?: string }) {
  const t = useT(errorsMessages, adminMessages);
  const name = `${prefix}.${field.name}`;
  const id = `f-${name.replace(/\./g, "-")}`;
  if (field.kind === "select") {
    return (
      <div>
        <label htmlFor={id} className="label">
          {t(field.label)}
        </label>
        <select id={id} name={name} defaultValue={row?.[field.name] ?? field.options[0]} className="input">
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ErrorText id={id} error={error} />
      </div>
    );
  }
  return <TextInput kind={field.kind} id={id} name={name} label={t(field.label)} value={row?.[field.name] ?? ""} error={error} />;
}

function ListField({
  field,
  rows,
  spare,
  errors,
}: {
  field: Extract<FieldSpec, { kind: "list" }>;
  rows: Row[];
  spare: number;
  errors: Record<string, string>;
}) {
  const t = useT(errorsMessages, adminMessages);
  const item = t(field.itemLabel);
  const all: (Row | null)[] = [...rows, ...Array.from({ length: spare }, () => null)];
  return (
    <fieldset className="space-y-4 rounded-(--radius-control) border border-ink/10 p-4" data-testid={`list-${field.name}`}>
      <legend className="px-1 text-lg font-extrabold">{t(field.label)}</legend>
      <input type="hidden" name={`${field.name}.rows`} value={all.length} />
      <input type="hidden" name={`${field.name}.spare`} value={spare} />
      {all.map((row, index) => {
        const prefix = `${field.name}.${index}`;
        return (
          <fieldset
            key={row ? `${row.id}` : `spare-${index}`}
            className="space-y-3 rounded-(--radius-control) bg-ink/5 p-4"
            data-testid={row ? "list-row" : "list-spare"}
          >
            <legend className="text-sm font-black">
              {row ? t("admin.website.rowNumber", { item, number: index + 1 }) : t("admin.website.newRow", { item })}
            </legend>
            {row ? <input type="hidden" name={`${prefix}.id`} value={row.id} /> : null}
            {field.item.map((itemField) => (
              <ItemInput key={itemField.name} field={itemField} prefix={prefix} row={row} error={errors[`${prefix}.${itemField.name}`]} />
            ))}
            {row ? (
              <label className="inline-flex items-center gap-2 text-sm font-bold">
                <input type="checkbox" name={`${prefix}.remove`} value="1" className="size-4" />
                {t("admin.website.removeRow")} ({t("admin.website.rowNumber", { item, number: index + 1 })})
              </label>
            ) : null}
          </fieldset>
        );
      })}
      <button type="submit" name="intent" value={`add:${field.name}`} className="btn-secondary inline-flex items-center gap-1.5" formNoValidate>
        <Plus aria-hidden className="size-4" />
        {t("admin.website.addRow")} ({item})
      </button>
    </fieldset>
  );
}

/** docs/product.md §2, §3: one editor for every landing section, driven by its field list. Works without JavaScript. */
export default function WebsiteSectionEditor() {
  const t = useT(errorsMessages, adminMessages);
  const { slug, section, fields, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Partial<Shown> | undefined;
  const refused = formState(actionData);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const draft = actionData?.draft && Object.keys(actionData.draft).length > 0 ? actionData.draft : values;
  const errors = refused?.fields ?? {};
  const title = t(`admin.website.section.${section}` as KeysOf<typeof adminMessages>);
  return (
    <section className="mx-auto max-w-3xl space-y-6" aria-labelledby="section-edit-title">
      <BackLink to="/admin/website">{t("admin.website.back")}</BackLink>
      <div className="card p-6 sm:p-8">
        <h1 id="section-edit-title" className="text-2xl font-extrabold sm:text-3xl">
          {t("admin.website.editTitle", { section: title })}
        </h1>
        <Form key={slug} method="post" encType="multipart/form-data" className="mt-6 space-y-5" noValidate>
          {refused?.error ? <FormAlert>{refused.error}</FormAlert> : null}
          {fields.map((field) => {
            const id = `f-${field.name.replace(/\./g, "-")}`;
            const value = getPath(draft, field.name);
            if (field.kind === "checkbox") {
              return (
                <label key={field.name} className="flex items-center gap-2 font-bold">
                  <input type="checkbox" name={field.name} defaultChecked={value === true} className="size-5" />
                  {t(field.label)}
                </label>
              );
            }
            if (field.kind === "image") {
              const url = asString(value);
              return (
                <div key={field.name} className="space-y-2">
                  <label htmlFor={id} className="label">
                    {t(field.label)}
                  </label>
                  {url ? <img src={url} alt={t("admin.website.currentImage")} className="max-h-40 rounded-(--radius-control) border border-ink/10" /> : null}
                  <input type="hidden" name={field.name} value={url} />
                  <input
                    id={id}
                    name={`${field.name}.file`}
                    type="file"
                    accept="image/png,image/jpeg,image/webp"
                    className="input"
                    aria-invalid={errors[field.name] ? true : undefined}
                    aria-describedby={errors[field.name] ? `${id}-error` : undefined}
                  />
                  <ErrorText id={id} error={errors[field.name]} />
                </div>
              );
            }
            if (field.kind === "list") {
              const rows = Array.isArray(value) ? (value as Row[]) : [];
              return <ListField key={field.name} field={field} rows={rows} spare={actionData?.spare?.[field.name] ?? 1} errors={errors} />;
            }
            return (
              <TextInput
                key={field.name}
                kind={field.kind}
                id={id}
                name={field.name}
                label={t(field.label)}
                value={asString(value)}
                error={errors[field.name]}
              />
            );
          })}
          <SubmitButton busy={busy}>{t("admin.website.save")}</SubmitButton>
        </Form>
      </div>
    </section>
  );
}
