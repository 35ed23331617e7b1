import { Form, Link, useNavigation } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Eye from "lucide-react/icons/eye";
import Globe from "lucide-react/icons/globe";
import Lock from "lucide-react/icons/lock";
import type { ChangeEventHandler, ReactNode } from "react";
import { ProgressPanel } from "~/components/create/progress";
import { FormAlert } from "~/components/ui/form-fields";
import { useT } from "~/utils/i18n-react";
import { useHydrated } from "~/utils/use-hydrated";
import { createMessages } from "~/i18n/messages/create";
import { DEFAULT_VISIBILITY, type Visibility } from "~/lib/pages";

/** The frame of a creation screen: back link, heading with icon, intro, credits left. */
export function CreateScreen({
  id,
  icon: Icon,
  title,
  intro,
  credits,
  wide = false,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  intro: string;
  credits: number;
  /** Room for a preview beside the form on wide screens. */
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useT(createMessages);
  return (
    <section className={`mx-auto space-y-6 ${wide ? "max-w-5xl" : "max-w-2xl"}`} aria-labelledby={id}>
      <Link to="/pages/create" className="btn-ghost -ml-3">
        <ArrowLeft aria-hidden className="size-4" />
        {t("create.back")}
      </Link>
      <div className="card space-y-6 p-6 sm:p-8">
        <div className="space-y-2">
          <h1 id={id} className="flex items-center gap-2 text-2xl font-extrabold sm:text-3xl">
            <Icon aria-hidden className="size-7 text-brand-600" />
            {title}
          </h1>
          <p className="text-ink-soft">{intro}</p>
          <p className="text-sm font-bold text-brand-700">{t("create.credits", { count: credits })}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

/** A refusal shown above a creation form. */
export function CreateError({ message }: { message?: string | null }) {
  return message ? <FormAlert>{message}</FormAlert> : null;
}

/** True while the screen's form is being posted (the upload or creation is running). */
export function usePosting() {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST";
}

/** What a creation form reads: its words, whether the page is hydrated, and whether the form is being posted. */
export function useCreateForm() {
  return { t: useT(createMessages), hydrated: useHydrated(), posting: usePosting() };
}

/** What the route gives a creation form with a preview: the new page's title, who will see it, and the form's refusal. */
export type CreateFormProps = { title: string; visibility: Visibility; error?: string | null };

type TitleFieldProps = { label: string; placeholder: string } & ({ value: string; onChange: ChangeEventHandler<HTMLInputElement> } | { defaultValue: string });

/**
 * A creation form with the picture's preview beside its choices on wide screens; not posted twice
 * while it runs. Beside the preview: the form's refusal, the choices (`children`), the new page's
 * title, who will see it, the buttons (the no-JavaScript preview and the submit, after `back` when
 * there is one) and, while the form is posted, the progress.
 */
export function PreviewedCreateForm({
  creating,
  preview,
  error,
  title,
  visibility,
  back,
  submitIcon,
  labels,
  children,
}: {
  creating: boolean;
  preview: ReactNode;
  error: CreateFormProps["error"];
  title: TitleFieldProps;
  visibility: CreateFormProps["visibility"];
  back?: ReactNode;
  submitIcon: LucideIcon;
  labels: { preview: string; submit: string; working: string };
  children: ReactNode;
}) {
  const buttons = (
    <>
      <PreviewWithoutScript label={labels.preview} />
      <CreateSubmit icon={submitIcon} label={labels.submit} busy={creating} />
    </>
  );
  return (
    <Form
      method="post"
      className="grid gap-6 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:items-start"
      onSubmit={(event) => creating && event.preventDefault()}
    >
      {preview}
      <div className="space-y-6">
        <CreateError message={error} />
        {children}
        <PageTitleField {...title} disabled={creating} />
        <VisibilityChoice defaultValue={visibility} />
        {back ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
            {back}
            <div className="flex flex-col gap-3 sm:flex-row">{buttons}</div>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">{buttons}</div>
        )}
        {creating ? <ProgressPanel label={labels.working} /> : null}
      </div>
    </Form>
  );
}

/** The new page's title, sent as `title`: the placeholder says what it is called without one. */
function PageTitleField({ label, placeholder, disabled, ...value }: TitleFieldProps & { disabled: boolean }) {
  return (
    <div>
      <label htmlFor="title" className="label">
        {label}
      </label>
      <input id="title" name="title" {...value} maxLength={120} placeholder={placeholder} className="input" disabled={disabled} />
    </div>
  );
}

/** The main button of a creation form: disabled and marked busy while the form is posted. */
export function CreateSubmit({ icon: Icon, label, busy }: { icon: LucideIcon; label: string; busy: boolean }) {
  return (
    <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );
}

/** Without JavaScript the preview only follows the choices when asked: this button reloads the screen with them (GET). */
function PreviewWithoutScript({ label }: { label: string }) {
  const hydrated = useHydrated();
  return hydrated ? null : (
    <button type="submit" formMethod="get" className="btn-secondary">
      <Eye aria-hidden className="size-4" />
      {label}
    </button>
  );
}

/**
 * Who will see the new page: "Solo para mí" or "Compartir en la galería pública",
 * sent as the form's `visibility`.
 */
export function VisibilityChoice({ defaultValue = DEFAULT_VISIBILITY }: { defaultValue?: Visibility }) {
  const t = useT(createMessages);
  const option = (value: "private" | "public", Icon: LucideIcon) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-(--radius-control) border-2 border-line bg-surface p-3 transition has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-500">
      <input type="radio" name="visibility" value={value} defaultChecked={defaultValue === value} className="mt-1 size-4 accent-brand-600" />
      <span className="flex-1">
        <span className="flex items-center gap-1.5 font-bold">
          <Icon aria-hidden className="size-4 text-brand-700" />
          {t(value === "private" ? "create.visibility.private" : "create.visibility.public")}
        </span>
        <span className="block text-sm text-ink-soft">{t(value === "private" ? "create.visibility.privateHint" : "create.visibility.publicHint")}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-2" data-testid="visibility-choice">
      <legend className="label">{t("create.visibility.legend")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option("private", Lock)}
        {option("public", Globe)}
      </div>
    </fieldset>
  );
}
