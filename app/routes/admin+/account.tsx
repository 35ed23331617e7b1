import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminAccountPanel } from "~/components/admin/admin-account-panel";
import { AppSettingsForm, type SecretField } from "~/components/admin/app-settings-form";
import type { AdminFormResult } from "~/components/admin/form-bits";
import { StatusList } from "~/components/admin/status-list";
import { translate, type Locale, type MessageKey } from "~/i18n";
import { appStatus } from "~/services/app-status.server";
import { isAppError, type AppError } from "~/services/errors";
import { getSettingsValues, parseSettingValue, saveSetting, SECRET_SETTINGS } from "~/services/settings.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { changePassword, updateOwnProfile } from "~/services/auth.server";
import { PasswordForm } from "~/components/account/password-form";
import { getEnv } from "~/utils/env.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { requireAdmin, sessionId } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readOptionalUpload } from "~/utils/upload.server";
import { authMessages } from "~/i18n/messages/auth";
import { specMessages } from "~/i18n/messages/spec";
import { adminMessages } from "~/i18n/messages/admin";

const PHOTO_RULES = { extensions: "png,jpg,jpeg,webp", max: "5120", dimensions: "min_width=64,min_height=64" };
// Our storage refuses SVG; a favicon is a small PNG or WebP (an .ico can be saved as PNG).
const FAVICON_RULES = { extensions: "png,webp", max: "512", dimensions: "min_width=16,min_height=16,max_width=1024,max_height=1024" };

const ENV_NAMES = { openai_key: "OPENAI_API_KEY", stripe_key: "STRIPE_SECRET_KEY", stripe_webhook_secret: "STRIPE_WEBHOOK_SECRET" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireAdmin(request);
  const [settings, status] = await Promise.all([getSettingsValues(["app_name", "tagline", "favicon"]), appStatus()]);
  const env = getEnv();
  const configured: Record<SecretField, boolean> = {
    openai_key: status.openaiApi,
    stripe_key: status.stripeApi,
    stripe_webhook_secret: status.stripeWebhook,
  };
  const secrets = Object.fromEntries(
    SECRET_SETTINGS.map((name) => [name, { configured: configured[name], fromEnv: Boolean(env[ENV_NAMES[name]]) }]),
  ) as Record<SecretField, { configured: boolean; fromEnv: boolean }>;
  return json({ viewer: { name: viewer.name, email: viewer.email, photo: viewer.photo }, settings, status, secrets });
}

/** Field errors of an AppError, translated; `as` renames the error's field (e.g. value → tagline). */
function fieldErrors(locale: Locale, error: AppError, as?: string) {
  if (!error.fields) return { [as ?? "form"]: translate(locale, error.messageKey, error.params) };
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, key]) => [as && field === "value" ? as : field, translate(locale, key as MessageKey, error.params)]),
  );
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireAdmin(request);
  const locale = getLocale(request);
  let form: FormData | null = null;
  let file: Awaited<ReturnType<typeof readOptionalUpload>>["file"] = null;
  try {
    ({ form, file } = await readOptionalUpload(request));
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Unreadable or too large: the body never arrived, so say it on the form-wide alert.
    return json({ form: "settings", error: translate(locale, error.messageKey, error.params) } satisfies AdminFormResult, { status: error.status });
  }
  const intent = text(form, "intent") === "account" ? "account" : text(form, "intent") === "password" ? "password" : "settings";

  if (intent === "password") {
    try {
      await changePassword(viewer.id, { current: text(form, "current"), password: text(form, "password") }, { sessionId: (await sessionId(request)) ?? undefined });
    } catch (error) {
      if (!isAppError(error)) throw error;
      const result: AdminFormResult = { form: "password", error: translate(locale, error.messageKey, error.params), fields: error.fields ? fieldErrors(locale, error) : undefined };
      return json(result, { status: error.status });
    }
    return redirectWithToast("/admin/account", { variant: "success", key: "auth.password.changed" });
  }

  if (intent === "account") {
    const values = { name: text(form, "name"), email: text(form, "email") };
    try {
      let photo = form.get("removePhoto") === "1" ? "" : viewer.photo;
      if (file) photo = (await storeUpload(viewer.id, file, parseUploadRules(PHOTO_RULES))).url;
      const { pendingEmail } = await updateOwnProfile(viewer, { ...values, photo }, locale);
      if (pendingEmail) return redirectWithToast("/admin/account", { variant: "success", key: "auth.email.pending", params: { email: pendingEmail }, persist: true });
    } catch (error) {
      if (!isAppError(error)) throw error;
      const result: AdminFormResult = { form: "account", error: translate(locale, error.messageKey, error.params), fields: error.fields ? fieldErrors(locale, error) : undefined, values };
      return json(result, { status: error.status });
    }
    return redirectWithToast("/admin/account", { variant: "success", key: "spec.accountUpdated" });
  }

  // App settings: name, tagline and favicon always; a key only when one was typed (SPEC §5).
  const values = { app_name: text(form, "app_name"), tagline: text(form, "tagline") };
  const fields: Record<string, string> = {};
  const updates: [string, string][] = [];
  let favicon = (await getSettingsValues(["favicon"])).favicon;
  if (file) {
    try {
      favicon = (await storeUpload(viewer.id, file, parseUploadRules(FAVICON_RULES))).url;
    } catch (error) {
      if (!isAppError(error)) throw error;
      Object.assign(fields, fieldErrors(locale, error, "file"));
    }
  }
  const candidates: [string, string][] = [...Object.entries(values), ["favicon", favicon]];
  for (const name of SECRET_SETTINGS) {
    const value = text(form, name).trim();
    if (value) candidates.push([name, value]);
  }
  // Everything is checked before anything is written, so a bad field leaves all as they were.
  for (const [name, value] of candidates) {
    try {
      updates.push([name, parseSettingValue(name, value)]);
    } catch (error) {
      if (!isAppError(error)) throw error;
      Object.assign(fields, fieldErrors(locale, error, name === "favicon" ? "file" : name));
    }
  }
  const failed = (extra: Record<string, string>, status = 422) =>
    json({ form: "settings", error: translate(locale, "admin.settings.failed"), fields: { ...fields, ...extra }, values } satisfies AdminFormResult, { status });
  if (Object.keys(fields).length > 0) return failed({});
  for (const [name, value] of updates) {
    try {
      await saveSetting(name, value);
    } catch (error) {
      if (!isAppError(error)) throw error;
      return failed(fieldErrors(locale, error, name === "favicon" ? "file" : name), error.status);
    }
  }
  // The root loader runs again after this redirect: title, header name and favicon follow at once.
  return redirectWithToast("/admin/account", { variant: "success", key: "spec.settingsUpdated" });
}

export default function AdminAccount() {
  const t = useT(authMessages, specMessages, adminMessages);
  const { viewer, settings, status, secrets } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AdminFormResult | undefined;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t("admin.account.title")}</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <StatusList status={status} />
          <AdminAccountPanel viewer={viewer} result={result} />
          <PasswordForm result={result?.form === "password" ? result : undefined} multipart />
        </div>
        <AppSettingsForm settings={settings} secrets={secrets} result={result} />
      </div>
    </div>
  );
}
