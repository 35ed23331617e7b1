import { Form, useNavigation } from "@remix-run/react";
import CheckCircle2 from "lucide-react/icons/circle-check";
import CircleDashed from "lucide-react/icons/circle-dashed";
import { useEffect, useRef, useState } from "react";
import { SubmitButton } from "~/components/ui/field";
import { useT } from "~/utils/i18n-react";
import { FormAlert, SelectField, TextField } from "~/components/ui/form-fields";
import { CURRENCIES } from "~/lib/money";
import { CardSection } from "~/components/ui/card-section";
import { FileFieldError, useCheckedImage } from "~/components/ui/checked-image";
import { textFieldOf, type FormState } from "~/lib/forms";
import type { ImageRules } from "~/lib/uploads";
import { adminMessages } from "~/i18n/messages/admin";
import type { KeysOf } from "~/i18n/define";

/** What a favicon may be: a small PNG or WebP (our storage refuses SVG; an .ico can be saved as PNG). */
export const FAVICON_IMAGE = { maxBytes: 512 * 1024, types: ["image/png", "image/webp"] } as const satisfies ImageRules;

export type SecretField = "openai_key" | "stripe_key" | "stripe_webhook_secret";
export type SecretState = { configured: boolean; fromEnv: boolean };

const SECRETS: { name: SecretField; label: KeysOf<typeof adminMessages> }[] = [
  { name: "openai_key", label: "admin.settings.openaiKey" },
  { name: "stripe_key", label: "admin.settings.stripeKey" },
  { name: "stripe_webhook_secret", label: "admin.settings.webhookSecret" },
];

function ConfiguredHint({ configured, id }: { configured: boolean; id: string }) {
  const t = useT(adminMessages);
  const Icon = configured ? CheckCircle2 : CircleDashed;
  return (
    <span id={id} className={`inline-flex items-center gap-1 text-xs font-bold ${configured ? "text-mint-700" : "text-ink-muted"}`} data-testid={`${id}`}>
      <Icon aria-hidden className="size-3.5" />
      {t(configured ? "admin.status.configured" : "admin.status.missing")}
    </span>
  );
}

/**
 * App name, tagline, favicon, the prices' currency and the three keys. Keys are password fields that always
 * start empty and are only sent when filled (the server ignores empty ones).
 */
export function AppSettingsForm({
  settings,
  secrets,
  result,
}: {
  settings: { app_name: string; tagline: string; favicon: string; currency: string };
  secrets: Record<SecretField, SecretState>;
  result: FormState | undefined;
}) {
  const t = useT(adminMessages);
  const navigation = useNavigation();
  const [preview, setPreview] = useState<string | null>(null);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "settings";
  const mine = result;
  const fieldError = (name: string) => mine?.fields?.[name];
  const field = textFieldOf(mine, settings);
  const favicon = useCheckedImage(fieldError("file"), FAVICON_IMAGE);
  const formRef = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(false);
  // Keys are never kept on screen: once a save ends (saved or not), the key and file inputs empty.
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"], input[type="file"]').forEach((input) => {
      input.value = "";
    });
    setPreview(null);
  }, [busy]);
  return (
    <CardSection id="settings-title" title={t("admin.settings.title")}>
      {mine?.error ? <FormAlert>{mine.error}</FormAlert> : null}
      <Form ref={formRef} method="post" encType="multipart/form-data" className="space-y-5" data-testid="app-settings-form">
        <input type="hidden" name="intent" value="settings" />
        <TextField {...field("app_name")} label={t("admin.settings.appName")} required maxLength={80} />
        <TextField {...field("tagline")} label={t("admin.settings.tagline")} required maxLength={160} />
        <div>
          <label htmlFor="favicon" className="label">
            {t("admin.settings.favicon")}
          </label>
          <div className="flex items-center gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-(--radius-control) border border-line bg-paper">
              <img src={preview ?? settings.favicon} alt={t("admin.settings.faviconCurrent")} className="size-8 object-contain" data-testid="favicon-preview" />
            </span>
            <input
              ref={favicon.input}
              id="favicon"
              name="file"
              type="file"
              accept={favicon.accept}
              className="block w-full min-w-0 text-sm file:mr-3 file:rounded-(--radius-control) file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-bold file:text-brand-700"
              aria-describedby={favicon.error ? "favicon-error" : "favicon-hint"}
              aria-invalid={favicon.error ? true : undefined}
              onChange={(event) => {
                const file = favicon.choose(event.target.files?.[0]);
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
          </div>
          {favicon.error ? (
            <FileFieldError id="favicon-error" message={favicon.error} />
          ) : (
            <p id="favicon-hint" className="mt-1.5 text-sm text-ink-muted">
              {t("admin.settings.faviconHint")}
            </p>
          )}
        </div>
        <div>
          <SelectField
            id="currency"
            label={t("admin.settings.currency")}
            options={CURRENCIES.map((code) => ({ value: code, label: t(`admin.settings.currency.${code}`) }))}
            defaultValue={settings.currency}
            error={fieldError("currency")}
          />
          <p className="mt-1.5 text-sm text-ink-muted">{t("admin.settings.currencyHint")}</p>
        </div>
        {SECRETS.map(({ name, label }) => {
          const state = secrets[name];
          return (
            <TextField
              key={name}
              id={name}
              type="password"
              label={t(label)}
              defaultValue=""
              autoComplete="off"
              spellCheck={false}
              maxLength={512}
              hint={t(state.fromEnv ? "admin.settings.fromEnv" : "admin.settings.secretHint")}
              error={fieldError(name)}
              describedBy={`${name}-state`}
            >
              <ConfiguredHint configured={state.configured} id={`${name}-state`} />
            </TextField>
          );
        })}
        <SubmitButton busy={busy} className="btn-primary">
          {t("admin.settings.save")}
        </SubmitButton>
      </Form>
    </CardSection>
  );
}
