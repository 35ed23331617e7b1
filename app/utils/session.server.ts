import { createCookie, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { checkCredentials, createSession, destroySession, SESSION_TTL, userFromSession } from "~/services/auth.server";
import type { PublicUser } from "~/services/users.server";
import { getEnv } from "~/infra/env.server";
import { redirectWithToast, type ToastInput } from "./toast.server";
import { oncePerRequest } from "~/infra/request-context.server";

/** The browser session's cookie name (the guards tell a signed-in request by it). */
export const SESSION_COOKIE = "__session";

let cookie: ReturnType<typeof createCookie> | null = null;
const sessionCookie = () => {
  if (cookie) return cookie;
  const env = getEnv();
  cookie = createCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.APP_URL.startsWith("https://"),
    secrets: env.sessionSecrets,
    maxAge: SESSION_TTL / 1000,
  });
  return cookie;
};

/** remix-auth's form strategy: e-mail and password through the users service. */
export const authenticator = new Authenticator<PublicUser>();
authenticator.use(new FormStrategy(({ form }) => checkCredentials({ email: form.get("email") ?? "", password: form.get("password") ?? "" })), "form");

/** The id of the request's browser session, if it carries one. */
export async function sessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

// The root, the layout and the screen each ask who is signed in for the same request:
// the session is read once per request.
function sessionOwner(request: Request) {
  return oncePerRequest(`session-owner:${request.headers.get("Cookie") ?? ""}`, () => sessionId(request).then((id) => (id ? userFromSession(id) : undefined)));
}

/** The signed-in user, or null (a blocked user counts as signed out). */
export async function getSessionUser(request: Request): Promise<PublicUser | null> {
  const user = await sessionOwner(request);
  return user && !user.blocked ? user : null;
}

export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await sessionOwner(request);
  if (user?.blocked) throw await signOutAndRedirect(request, "/sign-in", { variant: "danger", key: "errors.userBlocked", persist: true });
  if (user) return user;
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  const query = redirectTo === "/" ? "" : `?${new URLSearchParams({ redirectTo })}`;
  throw redirect(`/sign-in${query}`);
}

/** Admins live in /admin; everyone else is sent there from user screens. */
export async function requireRegularUser(request: Request) {
  const user = await requireUser(request);
  // Said, not silent: a link from an e-mail or a bookmark can land an admin here.
  if (user.admin) throw await redirectWithToast("/admin", { variant: "info", key: "errors.adminHome" });
  return user;
}

export async function requireAdmin(request: Request) {
  const user = await requireUser(request);
  if (!user.admin) throw await redirectWithToast("/pages/public", { variant: "info", key: "errors.adminOnly" });
  return user;
}

export { homeFor } from "~/lib/users";

/** Starts a session and sends the user on, with an optional toast. */
export async function signInAndRedirect(user: PublicUser, to: string, toast?: ToastInput) {
  const session = await createSession(user.id);
  const headers = new Headers({ "Set-Cookie": await sessionCookie().serialize(session.id) });
  if (toast) return redirectWithToast(to, toast, { headers });
  return redirect(to, { headers });
}

/** The headers that clear the session cookie (the session itself is ended apart). */
export async function signOutHeaders() {
  return new Headers({ "Set-Cookie": await sessionCookie().serialize("", { maxAge: 0 }) });
}

export async function signOutAndRedirect(request: Request, to: string, toast?: ToastInput) {
  const id = await sessionId(request);
  if (id) await destroySession(id);
  const headers = await signOutHeaders();
  if (toast) return redirectWithToast(to, toast, { headers });
  return redirect(to, { headers });
}
