import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { useT } from "~/utils/i18n-react";
import { authMessages } from "~/i18n/messages/auth";

type Fields = { name: FieldMetadata<string>; email: FieldMetadata<string>; password: FieldMetadata<string> };

/**
 * The name, e-mail and password of a new account, in a conform form. `own`: the person signs
 * themselves up, so the browser may fill in their name and e-mail and the name takes the focus;
 * an administrator making someone else's account gets neither.
 */
export function NewAccountFields({ fields, own }: { fields: Fields; own: boolean }) {
  const t = useT(authMessages);
  return (
    <>
      <Field
        label={t("auth.field.name")}
        id={fields.name.id}
        errors={fields.name.errors}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), ...(own ? { autoComplete: "name", autoFocus: true } : { autoComplete: "off" }) }}
      />
      <Field
        label={t("auth.field.email")}
        id={fields.email.id}
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: own ? "email" : "off" }}
      />
      <Field
        label={t("auth.field.password")}
        id={fields.password.id}
        errors={fields.password.errors}
        hint={t("auth.field.passwordHint")}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
      />
    </>
  );
}
