import type { InputHTMLAttributes, ReactNode } from "react";
import { useT, useText } from "~/utils/i18n-react";
import { appMessages } from "~/i18n/messages/app";
import { errorsMessages } from "~/i18n/messages/errors";

type FieldProps = {
  label: string;
  id: string;
  errors?: string[];
  hint?: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
};

/** A labelled input with its hint and error, wired for screen readers. Error texts are `errors.*` keys or texts the server translated. */
export function Field({ label, id, errors, hint, inputProps }: FieldProps) {
  const t = useText(errorsMessages);
  const error = errors?.[0];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input {...inputProps} id={id} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A form-wide error (e.g. wrong e-mail or password). */
export function FormError({ id, errors, children }: { id?: string; errors?: string[]; children?: ReactNode }) {
  const t = useText(errorsMessages);
  const error = errors?.[0];
  if (!error) return null;
  return (
    <div id={id} role="alert" className="rounded-(--radius-control) border border-coral-400 bg-coral-100 px-4 py-3 text-sm font-semibold text-coral-700">
      <p>{t(error)}</p>
      {children}
    </div>
  );
}

/** A submit button that says it is working while its form is being sent. */
export function SubmitButton({ busy, children, className = "btn-primary w-full" }: { busy: boolean; children: ReactNode; className?: string }) {
  const t = useT(appMessages);
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined} data-busy-text={t("app.processing")}>
      {busy ? (
        <>
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          {t("app.processing")}
        </>
      ) : (
        children
      )}
    </button>
  );
}
