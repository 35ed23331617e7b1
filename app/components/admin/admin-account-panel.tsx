import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/field";
import { useT } from "~/utils/i18n-react";
import { OwnProfileFields } from "~/components/account/profile-fields";
import { FormAlert } from "~/components/ui/form-fields";
import { CardSection } from "~/components/ui/card-section";
import type { FormState } from "~/lib/forms";
import { adminMessages } from "~/i18n/messages/admin";

/** The administrator's own details: name, photo and e-mail (multipart, works without JavaScript). */
export function AdminAccountPanel({ viewer, result }: { viewer: { name: string; email: string; photo: string }; result: FormState | undefined }) {
  const t = useT(adminMessages);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "account";
  const mine = result;
  const fieldError = (name: string) => mine?.fields?.[name];
  return (
    <CardSection id="admin-account-title" title={t("admin.account.panel")}>
      {mine?.error && !mine.fields ? <FormAlert>{mine.error}</FormAlert> : null}
      <Form method="post" encType="multipart/form-data" className="space-y-5" data-testid="admin-account-form">
        <input type="hidden" name="intent" value="account" />
        <OwnProfileFields idPrefix="admin-" viewer={viewer} values={mine?.values} fieldError={fieldError} />
        <SubmitButton busy={busy} className="btn-primary">
          {t("admin.account.save")}
        </SubmitButton>
      </Form>
    </CardSection>
  );
}
