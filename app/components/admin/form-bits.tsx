import type { InputHTMLAttributes, ReactNode } from "react";

/** The action's answer for one of the account screen's forms. */
export type AdminFormResult = {
  form: "account" | "settings";
  error: string | null;
  fields?: Record<string, string>;
  values?: Record<string, string>;
};

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-(--radius-control) border border-coral-400 bg-coral-100 px-4 py-3 text-sm font-semibold text-coral-700">
      {children}
    </p>
  );
}

/** A labelled text-like input with its hint or error, wired for screen readers. */
export function TextField({
  id,
  name = id,
  label,
  hint,
  error,
  children,
  describedBy: extra,
  ...input
}: {
  id: string;
  name?: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children?: ReactNode;
  /** Another element describing the input (e.g. a "configured" hint). */
  describedBy?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "children">) {
  const describedBy = [error ? `${id}-error` : hint ? `${id}-hint` : null, extra].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="label">
          {label}
        </label>
        {children}
      </div>
      <input id={id} name={name} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
