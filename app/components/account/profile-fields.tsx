import { PhotoField, TextField } from "~/components/ui/form-fields";
import { useT } from "~/utils/i18n-react";
import { accountMessages } from "~/i18n/messages/account";
import { authMessages } from "~/i18n/messages/auth";

/** A person's photo, as the account screens and the admin's edit of a user ask it: a multipart form's `file` and `removePhoto`. */
export function PersonPhotoField({ id, person, error }: { id: string; person: { name: string; photo: string }; error?: string }) {
  const t = useT(accountMessages);
  return (
    <PhotoField
      id={id}
      name={person.name}
      photo={person.photo}
      label={t("account.photo")}
      hint={t("account.photoHint")}
      removeLabel={t("account.photoRemove")}
      error={error}
    />
  );
}

/**
 * One's own photo, name and e-mail, as both account screens ask them (the user's and the
 * administrator's): fields of a multipart form, read as `file`, `removePhoto`, `name`, `email`.
 */
export function OwnProfileFields({
  idPrefix = "",
  viewer,
  values,
  fieldError,
  emailHint,
}: {
  /** Keeps the ids unique on a screen with other forms (the administrator's settings). */
  idPrefix?: string;
  viewer: { name: string; email: string; photo: string };
  /** What was sent, shown again after a refusal (else what is stored). */
  values?: Record<string, string>;
  fieldError: (name: string) => string | undefined;
  emailHint?: string;
}) {
  const t = useT(accountMessages, authMessages);
  return (
    <>
      <PersonPhotoField id={`${idPrefix}photo`} person={viewer} error={fieldError("file")} />
      <TextField
        id={`${idPrefix}name`}
        name="name"
        label={t("auth.field.name")}
        defaultValue={values?.name ?? viewer.name}
        required
        maxLength={80}
        autoComplete="name"
        error={fieldError("name")}
      />
      <TextField
        id={`${idPrefix}email`}
        name="email"
        type="email"
        label={t("auth.field.email")}
        defaultValue={values?.email ?? viewer.email}
        required
        autoComplete="email"
        error={fieldError("email")}
        hint={emailHint}
      />
    </>
  );
}
