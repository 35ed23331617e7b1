import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/field";
import { FormAlert, TextField } from "~/components/ui/form-fields";
import { adminMessages } from "~/i18n/messages/admin";
import type { KeysOf } from "~/i18n/define";
import type { FormState } from "~/lib/forms";
import { useT } from "~/utils/i18n-react";
import { CardHeading } from "~/components/ui/heading";

/** The limits as the form shows them: flat field names (`ai.idea.minute`) and their values. */
export type LimitValues = Record<string, number>;
export type PlanName = { name: string; title: string };

const AI_ROWS: { kind: "idea" | "page" | "moderation"; label: KeysOf<typeof adminMessages> }[] = [
  { kind: "idea", label: "admin.limits.idea" },
  { kind: "page", label: "admin.limits.page" },
  { kind: "moderation", label: "admin.limits.moderation" },
];

/**
 * The per-person limits: AI calls per minute and per day, uploads per hour, and each
 * plan's storage. A refused field keeps what was typed and says why beside it.
 */
export function LimitsForm({ limits, plans, result }: { limits: LimitValues; plans: PlanName[]; result: FormState | undefined }) {
  const t = useT(adminMessages);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "limits";
  const value = (name: string) => result?.values?.[name] ?? String(limits[name] ?? "");
  const field = (name: string, label: string) => (
    <TextField
      key={name}
      id={`limits-${name.replaceAll(".", "-")}`}
      name={name}
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      required
      defaultValue={value(name)}
      error={result?.fields?.[name]}
    />
  );
  return (
    <section className="card space-y-5 p-6" aria-labelledby="limits-title" data-testid="limits-form">
      <CardHeading id="limits-title" title={t("admin.limits.title")} intro={t("admin.limits.intro")} />
      {result?.error ? <FormAlert>{result.error}</FormAlert> : null}
      <Form method="post" encType="multipart/form-data" className="space-y-5">
        <input type="hidden" name="intent" value="limits" />
        <fieldset className="space-y-3">
          <legend className="label">{t("admin.limits.ai")}</legend>
          {AI_ROWS.map(({ kind, label }) => (
            <fieldset key={kind} className="rounded-(--radius-control) border border-line p-3">
              <legend className="px-1 text-sm font-bold">{t(label)}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {field(`ai.${kind}.minute`, t("admin.limits.perMinute"))}
                {field(`ai.${kind}.day`, t("admin.limits.perDay"))}
              </div>
            </fieldset>
          ))}
        </fieldset>
        {field("uploads.perHour", t("admin.limits.uploads"))}
        <fieldset className="space-y-3">
          <legend className="label">{t("admin.limits.storage")}</legend>
          <p className="text-sm text-ink-muted">{t("admin.limits.storageHint")}</p>
          <div className="grid gap-3 sm:grid-cols-3">{plans.map((plan) => field(`storage.${plan.name}`, plan.title))}</div>
        </fieldset>
        <SubmitButton busy={busy} className="btn-primary">
          {t("admin.limits.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}
