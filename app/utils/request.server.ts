import { isLocale, type Locale } from "~/i18n";

export const PLATFORMS = ["web", "android", "ios", "windows", "mac", "debian"] as const;
export type Platform = (typeof PLATFORMS)[number];

function readCookie(request: Request, name: string) {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The token the shells append to their web view's User-Agent (see README "Native shells"). */
const SHELL_AGENT = /\bColoreaShell\/(\w+)/;

/**
 * The shells say which platform they are (DECISIONS §7): an X-Platform header, a `platform`
 * cookie, or `ColoreaShell/{platform}` in the User-Agent; anything else is the web.
 */
export function getPlatform(request: Request): Platform {
  const value = (
    request.headers.get("X-Platform") ??
    readCookie(request, "platform") ??
    SHELL_AGENT.exec(request.headers.get("User-Agent") ?? "")?.[1] ??
    "web"
  ).toLowerCase();
  return (PLATFORMS as readonly string[]).includes(value) ? (value as Platform) : "web";
}

export function getLocale(request: Request): Locale {
  const value = readCookie(request, "lang");
  return isLocale(value) ? value : "es";
}

/** A same-site path to go to after signing in; anything else falls back. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
