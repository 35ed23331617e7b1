const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type Headers = { secFetchSite?: string; origin?: string; host?: string };

/** Whether a request's method can change anything (a read is never refused for its origin). */
export const isWrite = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/**
 * True for a cookie-authenticated write that another site started (CSRF). The browser
 * says so in Sec-Fetch-Site; older browsers are judged by Origin against Host. The
 * /api door authenticates with Bearer tokens, which another site cannot send.
 */
export function isCrossSiteWrite(method: string, path: string, headers: Headers) {
  if (!isWrite(method) || path.startsWith("/api/")) return false;
  if (headers.secFetchSite) return headers.secFetchSite !== "same-origin" && headers.secFetchSite !== "none";
  if (headers.origin && headers.origin !== "null") {
    try {
      return new URL(headers.origin).host !== headers.host;
    } catch {
      return true;
    }
  }
  if (headers.origin === "null") return true;
  return false;
}
