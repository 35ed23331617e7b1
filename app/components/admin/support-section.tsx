import { Form, useNavigation } from "@remix-run/react";
import LifeBuoy from "lucide-react/icons/life-buoy";
import type { ReactNode } from "react";
import { SupportGrantItem } from "~/components/admin/support-grant-item";
import type { SupportGrant } from "~/lib/support-grants";
import { SubmitButton } from "~/components/ui/field";
import { FormAlert, SelectField, TextAreaField, TextField } from "~/components/ui/form-fields";
import { supportMessages } from "~/i18n/messages/support";
import type { FormState } from "~/lib/forms";
import { formatDate } from "~/lib/money";
import { useLocale, useT } from "~/utils/i18n-react";
import { CardHeading } from "~/components/ui/heading";

/** What the section shows (services/support-grants.server.ts SupportPanel). */
export type SupportPanelView = {
  credits: {
    publicPage: number;
    pageCreation: number;
    expireAt: string;
    user: {
      plan: { name: string; title: string; paid: boolean };
      subscription: { canceledAt: string | null; expireAt: string; source: "stripe" | "admin" } | null;
    };
  };
  plans: { name: string; title: string }[];
  grants: SupportGrant[];
};

export type SupportForm = "support-plan" | "support-credits";

/**
 * "Ayuda de soporte" on the user edit screen (record 0127): where the person stands
 * (plan, until when, credits left), a form to give a plan for some months and one to give extra
 * credits, each with its reason, and the latest gifts to this account. Both forms work without
 * JavaScript; a refusal is said on its own form and keeps what was typed.
 */
export function SupportSection({ support, result }: { support: SupportPanelView; result: (form: SupportForm) => FormState | undefined }) {
  const t = useT(supportMessages);
  const locale = useLocale();
  const { credits, plans, grants } = support;
  const { plan, subscription } = credits.user;
  const date = (iso: string) => formatDate(iso, locale);
  const given = subscription?.source === "admin" ? subscription : null;
  const paying = subscription?.source === "stripe" ? subscription : null;
  const now = given
    ? t("support.now.given", { plan: plan.title, date: date(given.expireAt) })
    : paying
      ? t(paying.canceledAt ? "support.now.canceled" : "support.now.paying", { plan: plan.title, date: date(paying.expireAt) })
      : t("support.now.free");
  return (
    <section className="card space-y-5 p-6" aria-labelledby="support-title" data-testid="support-section">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-mint-100 text-mint-700">
          <LifeBuoy aria-hidden className="size-5" />
        </span>
        <CardHeading id="support-title" title={t("support.title")} intro={t("support.intro")} />
      </div>
      <div className="rounded-(--radius-control) bg-brand-50 p-4 text-sm" data-testid="support-now">
        <p className="font-bold">{now}</p>
        <p className="text-ink-soft">
          {t("support.now.credits", { publicPage: credits.publicPage, pageCreation: credits.pageCreation, date: date(credits.expireAt) })}
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <GiveForm kind="plan" title={t("support.plan.title")} result={result("support-plan")} submit={t("support.plan.submit")}>
          {paying ? (
            <p className="text-sm font-semibold text-coral-700" data-testid="support-paying">
              {t("support.plan.payingNote")}
            </p>
          ) : null}
          {given ? (
            <p className="text-sm text-ink-soft">{t("support.plan.extendNote", { plan: plan.title, date: date(given.expireAt) })}</p>
          ) : paying ? null : (
            <p className="text-sm text-ink-soft" data-testid="support-plan-adds">
              {t("support.plan.addsNote")}
            </p>
          )}
          <PlanSelect plans={plans} current={given ? plan.name : undefined} result={result("support-plan")} />
          <TextField
            id="support-months"
            name="months"
            label={t("support.months.field")}
            type="number"
            inputMode="numeric"
            min={1}
            max={12}
            step={1}
            required
            defaultValue={result("support-plan")?.values?.months ?? "1"}
            hint={t("support.months.hint")}
            error={result("support-plan")?.fields?.months}
          />
        </GiveForm>
        <GiveForm kind="credits" title={t("support.credits.title")} result={result("support-credits")} submit={t("support.credits.submit")}>
          <p className="text-sm text-ink-soft">{t("support.credits.hint", { date: date(credits.expireAt) })}</p>
          <div className="grid grid-cols-2 gap-3">
            {(["publicPage", "pageCreation"] as const).map((name) => (
              <TextField
                key={name}
                id={`support-${name}`}
                name={name}
                label={t(name === "publicPage" ? "support.credits.publicPage" : "support.credits.pageCreation")}
                type="number"
                inputMode="numeric"
                min={0}
                max={500}
                step={1}
                defaultValue={result("support-credits")?.values?.[name] ?? "0"}
                error={result("support-credits")?.fields?.[name]}
              />
            ))}
          </div>
        </GiveForm>
      </div>
      {grants.length > 0 ? (
        <div className="space-y-3 border-t border-line pt-5">
          <h3 className="font-extrabold">{t("support.recent")}</h3>
          <ul className="space-y-4" data-testid="support-recent">
            {grants.map((grant) => (
              <li key={grant.id}>
                <SupportGrantItem grant={grant} showUser={false} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** One of the two forms: its fields, the reason every gift needs, its button. */
function GiveForm({
  kind,
  title,
  result,
  submit,
  children,
}: {
  kind: "plan" | "credits";
  title: string;
  result: FormState | undefined;
  submit: string;
  children: ReactNode;
}) {
  const t = useT(supportMessages);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "support" && navigation.formData.get("kind") === kind;
  const id = `support-${kind}`;
  // A refusal that names a field says it there; one about the whole form (a Stripe subscriber) says it above.
  const alert = result?.error && !result.fields ? result.error : null;
  return (
    <Form
      method="post"
      className="flex flex-col gap-4 rounded-(--radius-control) border border-line p-4"
      aria-labelledby={`${id}-title`}
      data-testid={`${id}-form`}
    >
      <h3 id={`${id}-title`} className="font-extrabold">
        {title}
      </h3>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <input type="hidden" name="intent" value="support" />
      <input type="hidden" name="kind" value={kind} />
      {children}
      <TextAreaField
        id={`${id}-reason`}
        name="reason"
        label={t("support.reason.field")}
        hint={t("support.reason.hint")}
        error={result?.fields?.reason}
        rows={2}
        required
        minLength={3}
        maxLength={500}
        defaultValue={result?.values?.reason ?? ""}
        className="input min-h-16"
      />
      <SubmitButton busy={busy} className="btn-primary mt-auto">
        {submit}
      </SubmitButton>
    </Form>
  );
}

/** The paid plans to give; a running gift's plan first chosen (giving it again lengthens it). */
function PlanSelect({ plans, current, result }: { plans: SupportPanelView["plans"]; current: string | undefined; result: FormState | undefined }) {
  const t = useT(supportMessages);
  return (
    <SelectField
      id="support-plan-select"
      name="plan"
      label={t("support.plan.field")}
      options={plans.map((plan) => ({ value: plan.name, label: plan.title }))}
      defaultValue={result?.values?.plan ?? current ?? plans[0]?.name}
      error={result?.fields?.plan}
    />
  );
}
