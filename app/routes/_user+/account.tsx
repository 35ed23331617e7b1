import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Gift from "lucide-react/icons/gift";
import Sparkles from "lucide-react/icons/sparkles";
import XCircle from "lucide-react/icons/circle-x";
import { useRef, useState } from "react";
import { ConfirmScreen } from "~/components/gallery/confirm-screen";
import { ConfirmToast } from "~/components/gallery/confirm-toast";
import { OwnProfileFields } from "~/components/account/profile-fields";
import { useParentGate } from "~/components/parent-gate";
import { FormAlert } from "~/components/ui/form-fields";
import { SubmitButton } from "~/components/ui/field";
import type { MessageKey } from "~/i18n";
import { readCredits } from "~/services/credits.server";
import { storageOf } from "~/services/storage/usage.server";
import { latestExport, requestExport } from "~/services/data-export.server";
import { DataPanel } from "~/components/account/data-panel";
import { formatBytes } from "~/lib/uploads";
import { cancelSubscription } from "~/services/payments/checkout.server";
import { parentGateOn, setParentGate } from "~/services/parent-gate.server";
import { chosenPhoto } from "~/services/users.server";
import { formState, type FormState } from "~/lib/forms";
import { formErrorReply, formsByIntent, readForm, type SentForm } from "~/utils/forms.server";
import { changePassword } from "~/services/passwords.server";
import { pendingEmailOf, updateOwnProfile } from "~/services/profile.server";
import { PasswordForm } from "~/components/account/password-form";
import { useT } from "~/utils/i18n-react";
import { formatDate } from "~/lib/money";
import { changePasswordSchema, profileSchema } from "~/lib/validation";
import * as z from "zod";
import { getLocale } from "~/utils/request.server";
import { requireRegularUser, sessionId } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useHydrated } from "~/utils/use-hydrated";
import { chosenFile } from "~/utils/upload.server";
import { authMessages } from "~/i18n/messages/auth";
import { accountMessages } from "~/i18n/messages/account";
import { ProgressBar } from "~/components/ui/progress-bar";
import { CardSection } from "~/components/ui/card-section";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const confirming = new URL(request.url).searchParams.get("confirm") === "cancel";
  const [credits, pendingEmail, storage, latest, parentGate] = await Promise.all([
    readCredits(viewer.id),
    pendingEmailOf(viewer.id),
    storageOf(viewer.id),
    latestExport(viewer),
    parentGateOn(viewer.id),
  ]);
  return json({ viewer, credits, confirming, pendingEmail, storage, latest, parentGate });
}

type AccountForm = "details" | "password" | "export";

/**
 * Which of the screen's forms was sent: the details are the multipart one (with the photo); the
 * others say it in `intent`; anything else is the plan's cancel button.
 */
const intentOf = (intent: unknown, multipart: boolean) =>
  multipart ? "details" : intent === "export" || intent === "parentGate" || intent === "password" ? intent : "cancel";

/** The screen's forms, each with its service's fields. */
const accountForms = (multipart: boolean) =>
  formsByIntent(
    (intent) => intentOf(intent, multipart),
    [
      profileSchema.pick({ name: true, email: true }).extend({ intent: z.literal("details"), removePhoto: z.string().optional() }),
      changePasswordSchema.extend({ intent: z.literal("password") }),
      z.object({ intent: z.literal("export") }),
      z.object({ intent: z.literal("parentGate"), parentGate: z.string().optional() }),
      z.object({ intent: z.literal("cancel"), confirmed: z.string().optional() }),
    ],
  );

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const locale = getLocale(request);
  const multipart = /^multipart\//i.test(request.headers.get("Content-Type") ?? "");
  let sent: SentForm<z.output<ReturnType<typeof accountForms>>>;
  try {
    sent = await readForm(request, accountForms(multipart), { files: ["file"] });
  } catch (error) {
    // An upload that cannot be read: said on the details form, the one that uploads.
    return formErrorReply(request, error, undefined, { form: "details" });
  }
  const intent = intentOf(sent.form.get("intent"), multipart);
  // A refusal is said on its own form (the gate's and the plan's on the details form's alert).
  const form: AccountForm = intent === "export" || intent === "password" ? intent : "details";
  try {
    const input = sent.value();
    if (input.intent === "export") {
      await requestExport(viewer, locale);
      return redirectWithToast("/account#data", { variant: "success", key: "account.export.asked" });
    }
    if (input.intent === "parentGate") {
      const on = input.parentGate === "on";
      await setParentGate(viewer.id, on);
      return redirectWithToast("/account", { variant: "success", key: on ? "account.gate.on" : "account.gate.off" });
    }
    if (input.intent === "password") {
      await changePassword(viewer.id, { current: input.current, password: input.password }, { sessionId: (await sessionId(request)) ?? undefined }, locale);
      return redirectWithToast("/account", { variant: "success", key: "auth.password.changed" });
    }
    if (input.intent === "cancel") {
      // The cancel form: confirmed by the toast (JavaScript) or by the confirm screen.
      if (input.confirmed !== "1") throw redirect("/account?confirm=cancel");
      const key = await cancelSubscription(viewer);
      return redirectWithToast("/pages/public", { variant: "success", key: key as MessageKey });
    }
    const photo = await chosenPhoto(viewer, { file: await chosenFile(sent), remove: input.removePhoto === "1" });
    const { pendingEmail } = await updateOwnProfile(viewer, { name: input.name, email: input.email, photo }, locale);
    // A new e-mail waits for its link; the rest is saved at once.
    if (pendingEmail) return redirectWithToast("/account", { variant: "success", key: "auth.email.pending", params: { email: pendingEmail }, persist: true });
    return redirectWithToast("/account", { variant: "success", key: "account.updated" });
  } catch (error) {
    return formErrorReply(request, error, sent.reply, { form });
  }
}

export default function Account() {
  const t = useT(authMessages, accountMessages);
  const { viewer, credits, confirming, pendingEmail, storage, latest, parentGate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (confirming) return <ConfirmScreen message={t("account.confirmCancelPlan")} back="/account" />;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t("account.title")}</h1>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <DetailsForm viewer={viewer} pendingEmail={pendingEmail} actionData={formState(actionData, "details")} />
          <PasswordForm result={formState(actionData, "password")} />
        </div>
        <div className="space-y-6">
          <PlanPanel credits={credits} storage={storage} />
          <DataPanel latest={latest} refused={formState(actionData, "export")?.error ?? null} />
          <ParentGatePanel on={parentGate} />
        </div>
      </div>
    </div>
  );
}

function DetailsForm({
  viewer,
  pendingEmail,
  actionData,
}: {
  viewer: { name: string; email: string; photo: string };
  pendingEmail: string | null;
  actionData: FormState | undefined;
}) {
  const t = useT(authMessages, accountMessages);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";
  const fieldError = (name: string) => actionData?.fields?.[name];
  return (
    <CardSection id="details-title" title={t("account.details")}>
      {actionData?.error && !actionData.fields ? <FormAlert>{actionData.error}</FormAlert> : null}
      {/* Saved: the form starts again from what is stored (a new e-mail shows as pending, not typed). */}
      <Form method="post" encType="multipart/form-data" className="space-y-5" key={`${viewer.name}|${viewer.email}|${viewer.photo}|${pendingEmail ?? ""}`}>
        <OwnProfileFields
          viewer={viewer}
          values={actionData?.values}
          fieldError={fieldError}
          emailHint={pendingEmail ? t("auth.email.pendingNote", { email: pendingEmail }) : undefined}
        />
        <SubmitButton busy={busy} className="btn-primary">
          {t("account.save")}
        </SubmitButton>
      </Form>
    </CardSection>
  );
}

type Credits = Awaited<ReturnType<typeof readCredits>>;

function PlanPanel({ credits, storage }: { credits: Credits; storage: { used: number; quota: number } }) {
  const t = useT(authMessages, accountMessages);
  const submit = useSubmit();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const gate = useParentGate();
  const { plan, subscription } = credits.user;
  const date = formatDate(credits.expireAt);
  // A plan the team gave (record 0127) ends by itself: nothing to cancel, nothing to buy until then.
  const given = subscription?.source === "admin" ? subscription : null;
  const active = subscription && !given && !subscription.canceledAt;
  const busy =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formEncType !== "multipart/form-data" &&
    navigation.formData?.get("intent") !== "password";
  return (
    <section className="card flex flex-col gap-5 p-6" aria-labelledby="plan-title" data-testid="plan-panel">
      <div className="flex items-center justify-between gap-3">
        <h2 id="plan-title" className="text-lg font-extrabold">
          {t("account.plan")}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-black ${plan.paid ? "bg-brand-600 text-white" : "bg-sun-300 text-ink"}`} data-testid="plan-name">
          {plan.title}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <CreditTile className="bg-brand-50" label={t("account.credits.publicPage")} value={credits.publicPage} testId="credits-public" />
        <CreditTile className="bg-sun-100" label={t("account.credits.pageCreation")} value={credits.pageCreation} testId="credits-creation" />
      </dl>
      <StorageMeter used={storage.used} quota={storage.quota} />
      {given ? (
        <p className="flex items-start gap-2 rounded-(--radius-control) bg-brand-50 p-3 text-sm font-semibold text-brand-800" data-testid="plan-given">
          <Gift aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("account.given", { date: formatDate(given.expireAt) })}
        </p>
      ) : null}
      {/* A given plan's last period ends with it: the line above says what comes then. */}
      {given && credits.expireAt >= given.expireAt ? null : (
        <p className="flex items-start gap-2 text-sm text-ink-soft" data-testid="plan-renews">
          <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {given
            ? t("account.givenRenews", { date })
            : plan.paid
              ? active
                ? t("account.renews", { date })
                : t("account.expires", { date })
              : t("account.freeRenews", { date })}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-3">
        {given ? null : !active ? (
          <Link to="/checkout" className="btn-primary">
            <Sparkles aria-hidden className="size-4" />
            {t("account.upgrade")}
          </Link>
        ) : (
          <Form
            ref={formRef}
            method="post"
            onSubmit={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              // The parent's question before the plan changes (record 0171).
              gate(() => setConfirming(true));
            }}
          >
            <button type="submit" className="btn-secondary text-coral-700" disabled={busy}>
              <XCircle aria-hidden className="size-4" />
              {t("account.cancel")}
            </button>
          </Form>
        )}
      </div>
      <ConfirmToast
        confirmation={confirming ? { pageId: 0, variant: "danger", message: t("account.confirmCancelPlan") } : null}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onProceed={() => submit({ confirmed: "1" }, { method: "post" })}
      />
    </section>
  );
}

/**
 * The parent's gate, on or off for this account (record 0171). Turning it off is itself behind the
 * question, or a child could turn it off.
 */
function ParentGatePanel({ on }: { on: boolean }) {
  const t = useT(accountMessages);
  const gate = useParentGate();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "parentGate";
  return (
    <CardSection id="gate-title" title={t("account.gate.title")} testId="parent-gate-setting">
      <Form
        method="post"
        className="space-y-4"
        key={String(on)}
        onSubmit={(event) => {
          const form = event.currentTarget;
          event.preventDefault();
          const turningOff = !new FormData(form).get("parentGate");
          if (turningOff) gate(() => submit(form));
          else submit(form);
        }}
      >
        <input type="hidden" name="intent" value="parentGate" />
        <label className="flex items-start gap-3 font-semibold">
          <input type="checkbox" name="parentGate" defaultChecked={on} className="mt-1 size-5 shrink-0" aria-describedby="gate-hint" />
          {t("account.gate.label")}
        </label>
        <p id="gate-hint" className="text-sm text-ink-soft">
          {t("account.gate.hint")}
        </p>
        <SubmitButton busy={busy} className="btn-secondary">
          {t("account.gate.save")}
        </SubmitButton>
      </Form>
    </CardSection>
  );
}

/** How much of the plan's space the person's pictures take (the quota they meet on uploads). */
function StorageMeter({ used, quota }: { used: number; quota: number }) {
  const t = useT(accountMessages);
  const share = quota > 0 ? Math.min(1, used / quota) : 1;
  const full = share >= 0.9;
  return (
    <div data-testid="storage">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="storage-label" className="font-bold text-ink-muted">
          {t("account.storage")}
        </span>
        <span className="font-bold tabular-nums" data-testid="storage-used">
          {t("account.storage.used", { used: formatBytes(used), quota: formatBytes(quota) })}
        </span>
      </div>
      <ProgressBar
        labelledBy="storage-label"
        value={Math.round(share * 100)}
        valueText={t("account.storage.used", { used: formatBytes(used), quota: formatBytes(quota) })}
        shown={Math.max(share * 100, used > 0 ? 2 : 0)}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-line"
        fillClassName={`h-full rounded-full ${full ? "bg-coral-600" : "bg-brand-600"}`}
      />
      {full ? <p className="mt-1.5 text-sm text-coral-700">{t("account.storage.full")}</p> : null}
    </div>
  );
}

/** One kind of credit left this period, as a tile of the plan's card. */
function CreditTile({ className, label, value, testId }: { className: string; label: string; value: number; testId: string }) {
  return (
    <div className={`rounded-(--radius-control) p-4 ${className}`}>
      <dt className="text-sm font-bold text-ink-muted">{label}</dt>
      <dd className="text-3xl font-black tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
