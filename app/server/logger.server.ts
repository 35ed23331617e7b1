type Level = "error" | "info" | "debug";
const order: Record<Level | "silent", number> = { silent: 0, error: 1, info: 2, debug: 3 };

const current = () => order[(process.env.LOG_LEVEL as Level | "silent") ?? "info"] ?? order.info;

function write(level: Level, message: string, extra?: unknown) {
  if (order[level] > current()) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}`;
  const stream = level === "error" ? process.stderr : process.stdout;
  stream.write(extra === undefined ? `${line}\n` : `${line} ${extra instanceof Error ? extra.stack : JSON.stringify(extra)}\n`);
}

export const logger = {
  error: (message: string, extra?: unknown) => write("error", message, extra),
  info: (message: string, extra?: unknown) => write("info", message, extra),
  debug: (message: string, extra?: unknown) => write("debug", message, extra),
};

/**
 * The screens whose next path segment is a link's secret (an e-mailed token, or a shared
 * colouring's: whoever reads it sees the picture): every route file named `<screen>.$token` is
 * one of these (logger.server.test.ts walks app/routes to hold it).
 */
export const SECRET_LINK_SCREENS = ["verify", "reset-password", "not-me", "compartido"] as const;
const secretScreens = new Set<string>(SECRET_LINK_SCREENS);

function decodedSegment(segment: string) {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Removes secrets from a URL before it is logged: the token after any secret link's screen, in
 * any spelling a router would read the same (percent-encoded, after empty or dot segments), and
 * secret query values (`?_data=` forms of those screens included, their path being redacted).
 */
export function redactUrl(url: string) {
  const [pathname, query] = url.split("?", 2);
  const segments = pathname.split("/");
  for (let i = 0; i < segments.length - 1; i++) {
    if (secretScreens.has(decodedSegment(segments[i])) && segments[i + 1] !== "") segments[i + 1] = "[redacted]";
  }
  const safePath = segments.join("/");
  if (!query) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (/token|password|secret|key|code|session|signature|sig$|credential|x-amz/i.test(key)) params.set(key, "[redacted]");
  }
  return `${safePath}?${params.toString()}`;
}
