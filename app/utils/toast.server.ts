import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { translate, type Locale, type MessageKey, type MessageParams } from "~/i18n";
import { paidFeaturePath } from "~/lib/paid-features";
import { isAppError } from "~/lib/errors";
import { getEnv } from "~/infra/env.server";

export type ToastVariant = "info" | "success" | "danger";
export type Toast = { id: string; variant: ToastVariant; key: MessageKey; params?: MessageParams; persist?: boolean };
export type ToastInput = Omit<Toast, "id"> & { id?: string };

const storage = () => {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: "toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.APP_URL.startsWith("https://"),
      secrets: env.sessionSecrets,
    },
  });
};

/** A Set-Cookie header carrying one toast to the next page (works without JavaScript). */
export async function toastHeader(toast: ToastInput) {
  const store = storage();
  const session = await store.getSession();
  session.flash("toast", { id: toast.id ?? crypto.randomUUID(), ...toast } satisfies Toast);
  return store.commitSession(session);
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads and spends the flashed toast. */
export async function getToast(request: Request) {
  const store = storage();
  const session = await store.getSession(request.headers.get("Cookie"));
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  return { toast, setCookie: toast ? await store.destroySession(session) : null };
}

/** A toast as the page shows it: its text in the locale (the page's JavaScript carries only its own strings). */
export function shownToast(toast: Toast | null, locale: Locale) {
  if (!toast) return null;
  const { id, variant, persist } = toast;
  return { id, variant, message: translate(locale, toast.key, toast.params), ...(persist ? { persist } : {}) };
}

/**
 * The browser door's answer to a refusal for want of a paid plan or of credits. A paid feature:
 * the page that says what it gives and the plan that has it (or that none can be
 * bought yet), with the way back to `back`, where the person was; never a checkout that cannot
 * sell, never an error. No credits: /checkout, saying why. Null for any other error.
 */
export function upgradeFor(error: unknown, back: string): Promise<Response> | null {
  if (!isAppError(error)) return null;
  if (error.paid) return Promise.resolve(redirect(paidFeaturePath(error.paid.feature, back)));
  if (error.code !== "NO_CREDITS") return null;
  return redirectWithToast("/checkout", { variant: "danger", key: error.messageKey });
}
