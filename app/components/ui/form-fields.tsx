import { useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { Avatar } from "~/components/shell/avatar";
import { FileFieldError, useCheckedImage } from "~/components/ui/checked-image";

/** A form-wide refusal shown above a form (texts already translated). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-(--radius-control) border border-coral-400 bg-coral-100 px-4 py-3 text-sm font-semibold text-coral-700">
      {children}
    </p>
  );
}

/** Under a field: its error, else its hint (`{id}-error`, `{id}-hint`: what the field's aria-describedby names). */
function FieldNote({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error)
    return (
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    );
  return hint ? (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
      {hint}
    </p>
  ) : null;
}

/** What a labelled field takes: its id (its name too, unless given), its label, and its hint or error. */
type LabelledField = { id: string; name?: string; label: string; hint?: ReactNode; error?: string };

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
}: LabelledField & {
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
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A labelled textarea with its hint or error, wired for screen readers (its own wiring, over any
 * the other attributes bring, as a conform field's).
 */
export function TextAreaField({
  id,
  name = id,
  label,
  hint,
  error,
  className,
  ...textarea
}: LabelledField & { className: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "children" | "className">) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        name={name}
        className={className}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled select of the given options, with its error, wired for screen readers. */
export function SelectField({
  id,
  name = id,
  label,
  options,
  error,
  className = "input",
  ...select
}: Omit<LabelledField, "hint"> & { options: readonly { value: string; label: string }[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "id" | "name" | "children"
  >) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={className}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNote id={id} error={error} />
    </div>
  );
}

/**
 * A person's photo: the current one (or their initial), a file input named `file` with a
 * preview of the chosen image, and, when there is a photo, a box to remove it.
 */
export function PhotoField({
  id,
  name,
  photo,
  label,
  hint,
  removeLabel,
  error,
}: {
  id: string;
  name: string;
  photo: string;
  label: string;
  hint: string;
  removeLabel: string;
  error?: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  // Checked as it is chosen and when the form is sent: the server's message otherwise.
  const checked = useCheckedImage(error);
  const shown = checked.error;
  return (
    <div className="flex items-center gap-4">
      {preview ? (
        <img src={preview} alt="" className="size-12 rounded-full object-cover ring-2 ring-white" />
      ) : (
        <Avatar name={name} photo={photo} size="medium" />
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="label">
          {label}
        </label>
        <input
          ref={checked.input}
          id={id}
          name="file"
          type="file"
          accept={checked.accept}
          className="block w-full text-sm file:mr-3 file:rounded-(--radius-control) file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-bold file:text-brand-700"
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            const file = checked.choose(event.target.files?.[0]);
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
        />
        {shown ? (
          <FileFieldError id={`${id}-error`} message={shown} />
        ) : (
          <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
            {hint}
          </p>
        )}
        {photo ? (
          <label className="mt-2 inline-flex items-center gap-2 text-sm">
            <input type="checkbox" name="removePhoto" value="1" />
            {removeLabel}
          </label>
        ) : null}
      </div>
    </div>
  );
}
