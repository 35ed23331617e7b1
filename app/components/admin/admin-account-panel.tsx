import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Avatar } from "~/components/shell/avatar";
import { SubmitButton } from "~/components/ui/field";
import { useT } from "~/utils/i18n-react";
import { FormAlert, TextField, type AdminFormResult } from "./form-bits";

/** The administrator's own details: name, photo and e-mail (multipart, works without JavaScript). */
export function AdminAccountPanel({
  viewer,
  result,
}: {
  viewer: { name: string; email: string; photo: string };
  result: AdminFormResult | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [preview, setPreview] = useState<string | null>(null);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "account";
  const mine = result?.form === "account" ? result : undefined;
  const fieldError = (name: string) => mine?.fields?.[name];
  return (
    <section className="card space-y-5 p-6" aria-labelledby="admin-account-title">
      <h2 id="admin-account-title" className="text-lg font-extrabold">
        {t("admin.account.panel")}
      </h2>
      {mine?.error && !mine.fields ? <FormAlert>{mine.error}</FormAlert> : null}
      <Form method="post" encType="multipart/form-data" className="space-y-5" data-testid="admin-account-form">
        <input type="hidden" name="intent" value="account" />
        <div className="flex items-center gap-4">
          {preview ? <img src={preview} alt="" className="size-12 rounded-full object-cover ring-2 ring-white" /> : <Avatar name={viewer.name} photo={viewer.photo} size="medium" />}
          <div className="min-w-0 flex-1">
            <label htmlFor="admin-photo" className="label">
              {t("account.photo")}
            </label>
            <input
              id="admin-photo"
              name="file"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="block w-full text-sm file:mr-3 file:rounded-(--radius-control) file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-bold file:text-brand-700"
              aria-describedby={fieldError("file") ? "admin-photo-error" : "admin-photo-hint"}
              aria-invalid={fieldError("file") ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
            {fieldError("file") ? (
              <p id="admin-photo-error" className="field-error">
                {fieldError("file")}
              </p>
            ) : (
              <p id="admin-photo-hint" className="mt-1 text-sm text-ink-muted">
                {t("account.photoHint")}
              </p>
            )}
            {viewer.photo ? (
              <label className="mt-2 inline-flex items-center gap-2 text-sm">
                <input type="checkbox" name="removePhoto" value="1" />
                {t("account.photoRemove")}
              </label>
            ) : null}
          </div>
        </div>
        <TextField
          id="admin-name"
          name="name"
          label={t("auth.field.name")}
          defaultValue={mine?.values?.name ?? viewer.name}
          required
          maxLength={80}
          autoComplete="name"
          error={fieldError("name")}
        />
        <TextField
          id="admin-email"
          name="email"
          type="email"
          label={t("auth.field.email")}
          defaultValue={mine?.values?.email ?? viewer.email}
          required
          autoComplete="email"
          error={fieldError("email")}
        />
        <SubmitButton busy={busy} className="btn-primary">
          {t("admin.account.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}
