import { json } from "@remix-run/node";
import { translate } from "~/i18n";
import { userFromApiToken } from "~/services/auth.server";
import { AppError, Forbidden, Unauthorized, UserBlocked, isAppError } from "~/services/errors";
import type { PublicUser } from "~/services/users.server";
import { logger } from "./logger.server";
import { getLocale } from "./request.server";

export function bearerToken(request: Request) {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function requireApiUser(request: Request): Promise<PublicUser> {
  const token = bearerToken(request);
  const user = token ? await userFromApiToken(token) : undefined;
  if (!user) throw Unauthorized();
  if (user.blocked) throw UserBlocked();
  return user;
}

export async function requireApiAdmin(request: Request) {
  const user = await requireApiUser(request);
  if (!user.admin) throw Forbidden();
  return user;
}

/** The JSON body of an /api error (DECISIONS §2). */
export function apiError(error: AppError, request: Request) {
  const locale = getLocale(request);
  const body: { message: string; code: string; errors?: Record<string, string> } = {
    message: translate(locale, error.messageKey, error.params),
    code: error.code,
  };
  if (error.fields) {
    body.errors = Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translate(locale, key, error.params)]));
  }
  return json(body, { status: error.status });
}

/** Reads a JSON (or form) body; an unreadable one is an empty object, which validation then rejects. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = (await request.json()) as unknown;
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    }
    if (type.includes("form")) return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
  return {};
}

/** Runs an /api handler: JSON out, typed errors mapped once, never a redirect. */
export async function api(request: Request, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (isAppError(error)) return apiError(error, request);
    if (error instanceof Response) return error;
    logger.error(`api ${request.method} ${new URL(request.url).pathname} failed`, error);
    return json({ message: translate(getLocale(request), "errors.generic"), code: "INTERNAL" }, { status: 500 });
  }
}

export const methodNotAllowed = (request: Request, allowed: string[]) =>
  json(
    { message: translate(getLocale(request), "errors.methodNotAllowed"), code: "METHOD_NOT_ALLOWED" },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
