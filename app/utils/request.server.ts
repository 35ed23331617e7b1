import { isLocale, type Locale } from "~/i18n";
import { PLATFORMS, type Platform } from "~/lib/platforms";

export { PLATFORMS, type Platform } from "~/lib/platforms";

function readCookie(request: Request, name: string) {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The token the shells append to their web view's User-Agent (see docs/shells.md). */
const SHELL_AGENT = /\bColoreaShell\/(\w+)/;

/**
 * The shells say which platform they are (docs/product.md §16): an X-Platform header, a `platform`
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

/**
 * A path of this site to go to after signing in; anything else falls back. The value is
 * parsed as a browser would (tabs and newlines dropped, backslashes as slashes) and kept
 * only if it stays on our origin; what is returned is the parsed path, never the raw text.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2048) return fallback;
  const origin = "http://colorea.invalid";
  try {
    const url = new URL(to, origin);
    if (url.origin !== origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // A path the browser could still read as another host ("//x", "/\\x") is not ours either.
    return path.startsWith("//") || path.startsWith("/\\") ? fallback : path;
  } catch {
    return fallback;
  }
}
