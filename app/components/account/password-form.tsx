import type { FormState } from "~/lib/forms";
import { Form, useNavigation } from "@remix-run/react";
import KeyRound from "lucide-react/icons/key-round";
import { SubmitButton } from "~/components/ui/field";
import { FormAlert, TextField } from "~/components/ui/form-fields";
import { CardSection } from "~/components/ui/card-section";
import { useT } from "~/utils/i18n-react";
import { authMessages } from "~/i18n/messages/auth";

/**
 * Change of password on the account screens (the user's and the administrator's): the current
 * one, then the new one. Sent with `intent=password` (multipart where the screen's other forms
 * are, so one action reads them all). The fields are empty after every answer.
 */
export function PasswordForm({ result, multipart = false }: { result: FormState | undefined; multipart?: boolean }) {
  const t = useT(authMessages);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "password";
  const fieldError = (name: string) => result?.fields?.[name];
  return (
    <CardSection id="password-title" title={t("auth.password.title")} icon={KeyRound} testId="password-form">
      {result?.error && !result.fields ? <FormAlert>{result.error}</FormAlert> : null}
      <Form method="post" encType={multipart ? "multipart/form-data" : undefined} className="space-y-5" key={JSON.stringify(result ?? null)}>
        <input type="hidden" name="intent" value="password" />
        <TextField
          id="current-password"
          name="current"
          type="password"
          label={t("auth.password.current")}
          required
          autoComplete="current-password"
          error={fieldError("current")}
        />
        <TextField
          id="new-password"
          name="password"
          type="password"
          label={t("auth.password.new")}
          hint={t("auth.field.passwordHint")}
          required
          minLength={8}
          maxLength={128}
          autoComplete="new-password"
          error={fieldError("password")}
        />
        <SubmitButton busy={busy} className="btn-secondary">
          {t("auth.password.submit")}
        </SubmitButton>
      </Form>
    </CardSection>
  );
}
