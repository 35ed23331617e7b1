import { accountMessages } from "~/i18n/messages/account";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminAccountPanel } from "~/components/admin/admin-account-panel";
import { AppSettingsForm, FAVICON_IMAGE, type SecretField } from "~/components/admin/app-settings-form";
import { formState } from "~/lib/forms";
import { StatusList } from "~/components/admin/status-list";
import { appStatus } from "~/services/app-status.server";
import { AppError, isAppError } from "~/lib/errors";
import { chosenPhoto } from "~/services/users.server";
import { checkSettings, getSettingsValues, saveSetting, saveSettings, SECRET_SETTINGS } from "~/services/settings.server";
import { limitFields, limitsFromFields, readLimits } from "~/services/limits.server";
import { listPlans } from "~/services/plans.server";
import { savingCurrency } from "~/services/plan-prices.server";
import { LimitsForm } from "~/components/admin/limits-form";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { changePassword } from "~/services/passwords.server";
import { updateOwnProfile } from "~/services/profile.server";
import { PasswordForm } from "~/components/account/password-form";
import { getEnv } from "~/infra/env.server";
import { useT } from "~/utils/i18n-react";
import { formErrorReply, formsByIntent, readForm, type SentForm } from "~/utils/forms.server";
import { changePasswordSchema, profileSchema } from "~/lib/validation";
import * as z from "zod";
import { getLocale } from "~/utils/request.server";
import { requireAdmin, sessionId } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { chosenFile } from "~/utils/upload.server";
import { authMessages } from "~/i18n/messages/auth";
import { adminMessages } from "~/i18n/messages/admin";

// The form's rules (a small PNG or WebP), as the storage reads them.
const FAVICON_RULES = {
  extensions: FAVICON_IMAGE.types.map((type) => type.replace("image/", "")).join(","),
  max: String(FAVICON_IMAGE.maxBytes / 1024),
  dimensions: "min_width=16,min_height=16,max_width=1024,max_height=1024",
};

const ENV_NAMES = { openai_key: "OPENAI_API_KEY", stripe_key: "STRIPE_SECRET_KEY", stripe_webhook_secret: "STRIPE_WEBHOOK_SECRET" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireAdmin(request);
  const [settings, status, limits, plans] = await Promise.all([
    getSettingsValues(["app_name", "tagline", "favicon", "currency"]),
    appStatus(),
    readLimits(),
    listPlans(),
  ]);
  const env = getEnv();
  const configured: Record<SecretField, boolean> = {
    openai_key: status.openaiApi,
    stripe_key: status.stripeApi,
    stripe_webhook_secret: status.stripeWebhook,
  };
  const secrets = Object.fromEntries(SECRET_SETTINGS.map((name) => [name, { configured: configured[name], fromEnv: Boolean(env[ENV_NAMES[name]]) }])) as Record<
    SecretField,
    { configured: boolean; fromEnv: boolean }
  >;
  return json({
    viewer: { name: viewer.name, email: viewer.email, photo: viewer.photo },
    settings,
    status,
    secrets,
    limits: limitFields(
      limits,
      plans.map((plan) => plan.name),
    ),
    plans: plans.map((plan) => ({ name: plan.name, title: plan.title })),
  });
}

/** The settings' refusal and the favicon's as one: every mistake of the form at once. */
const withFields = (settings: AppError, favicon: AppError) =>
  new AppError(
    422,
    "VALIDATION",
    "errors.validation",
    { ...settings.fields, favicon: favicon.fields?.file ?? favicon.messageKey },
    { ...favicon.params, ...settings.params },
  );

/** Which of the screen's forms was sent (each says it in `intent`; the settings' is the rest). */
const intentOf = (intent: unknown) => (intent === "account" || intent === "password" || intent === "limits" ? intent : "settings");

/**
 * The screen's forms (all multipart: the account's and the settings' carry a picture), each with
 * its service's fields. The limits and the settings are named at run time (a plan's storage, the
 * keys) and checked by their services field by field, every mistake at once (the favicon's too):
 * here their text is only read. (a function: a `.server` module is empty in the browser's build, where the route's module runs too)
 */
const adminForms = () =>
  formsByIntent(intentOf, [
    profileSchema.pick({ name: true, email: true }).extend({ intent: z.literal("account"), removePhoto: z.string().optional() }),
    changePasswordSchema.extend({ intent: z.literal("password") }),
    z.object({ intent: z.literal("limits") }),
    z.object({
      intent: z.literal("settings"),
      app_name: z.string().default(""),
      tagline: z.string().default(""),
      // (a form from before record 0172 has none: the currency chosen stays)
      currency: z.string().optional(),
      ...Object.fromEntries(SECRET_SETTINGS.map((name) => [name, z.string().default("")])),
    }),
  ]);

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireAdmin(request);
  const locale = getLocale(request);
  let sent: SentForm<z.output<ReturnType<typeof adminForms>>>;
  try {
    // The values come back on a refusal, never a password nor a key.
    sent = await readForm(request, adminForms(), { files: ["file"], hide: SECRET_SETTINGS });
  } catch (error) {
    // Unreadable: nothing says which form it was, so say it on the settings form's alert.
    return formErrorReply(request, error, undefined, { form: "settings" });
  }
  const { form } = sent;
  const intent = intentOf(form.get("intent"));
  let input: z.output<ReturnType<typeof adminForms>>;
  try {
    input = sent.value();
  } catch (error) {
    return formErrorReply(request, error, sent.reply, { form: intent });
  }

  if (input.intent === "limits") {
    const fields = Object.fromEntries(
      [...form.entries()].filter(([name]) => /^(ai|uploads|storage)\./.test(name)).map(([name, value]) => [name, typeof value === "string" ? value : ""]),
    );
    try {
      const plans = (await listPlans()).map((plan) => plan.name);
      await saveSetting("limits", JSON.stringify(limitsFromFields(fields, plans)));
    } catch (error) {
      return formErrorReply(request, error, sent.reply, { form: "limits", message: "admin.limits.failed" });
    }
    return redirectWithToast("/admin/account", { variant: "success", key: "admin.limits.saved" });
  }

  if (input.intent === "password") {
    try {
      await changePassword(viewer.id, { current: input.current, password: input.password }, { sessionId: (await sessionId(request)) ?? undefined }, locale);
    } catch (error) {
      return formErrorReply(request, error, sent.reply, { form: "password" });
    }
    return redirectWithToast("/admin/account", { variant: "success", key: "auth.password.changed" });
  }

  if (input.intent === "account") {
    try {
      const photo = await chosenPhoto(viewer, { file: await chosenFile(sent), remove: input.removePhoto === "1" });
      const { pendingEmail } = await updateOwnProfile(viewer, { name: input.name, email: input.email, photo }, locale);
      if (pendingEmail)
        return redirectWithToast("/admin/account", { variant: "success", key: "auth.email.pending", params: { email: pendingEmail }, persist: true });
    } catch (error) {
      return formErrorReply(request, error, sent.reply, { form: "account" });
    }
    return redirectWithToast("/admin/account", { variant: "success", key: "account.updated" });
  }

  // App settings: name, tagline and favicon always, the currency when the form sends it (a form
  // from before record 0172 keeps the one chosen); a key only when one was typed (docs/product.md §5).
  const settings: Record<string, string | undefined> = input;
  const values = {
    app_name: input.app_name,
    tagline: input.tagline,
    ...(input.currency !== undefined ? { currency: input.currency } : {}),
  };
  let favicon = (await getSettingsValues(["favicon"])).favicon;
  let refusedFavicon: AppError | null = null;
  try {
    const rules = parseUploadRules(FAVICON_RULES);
    const file = await chosenFile(sent, "file", rules.maxBytes);
    if (file) favicon = (await storeUpload(viewer.id, file, rules, "site")).url;
  } catch (error) {
    if (!isAppError(error)) throw error;
    refusedFavicon = error;
  }
  const candidates: [string, string][] = [...Object.entries(values), ["favicon", favicon]];
  for (const name of SECRET_SETTINGS) {
    const value = (settings[name] ?? "").trim();
    if (value) candidates.push([name, value]);
  }
  // The service checks every value before it writes any, then writes them in one transaction;
  // with a refused favicon the rest is still checked, to show every mistake at once.
  let refusal: unknown = refusedFavicon;
  try {
    if (refusedFavicon) checkSettings(candidates);
    else await savingCurrency(() => saveSettings(candidates));
  } catch (error) {
    refusal = refusedFavicon && isAppError(error) ? withFields(error, refusedFavicon) : error;
  }
  if (refusal) return formErrorReply(request, refusal, sent.reply, { form: "settings", fieldAs: { favicon: "file" }, message: "admin.settings.failed" });
  // The root loader runs again after this redirect: title, header name and favicon follow at once.
  return redirectWithToast("/admin/account", { variant: "success", key: "admin.settings.updated" });
}

export default function AdminAccount() {
  const t = useT(authMessages, accountMessages, adminMessages);
  const { viewer, settings, status, secrets, limits, plans } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t("admin.account.title")}</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <StatusList status={status} />
          <AdminAccountPanel viewer={viewer} result={formState(result, "account")} />
          <PasswordForm result={formState(result, "password")} multipart />
        </div>
        <div className="space-y-6">
          <AppSettingsForm settings={settings} secrets={secrets} result={formState(result, "settings")} />
          <LimitsForm limits={limits} plans={plans} result={formState(result, "limits")} />
        </div>
      </div>
    </div>
  );
}
