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

/** Removes secrets from a URL before it is logged: verification tokens in paths, secret query values. */
export function redactUrl(url: string) {
  const [pathname, query] = url.split("?", 2);
  const safePath = pathname.replace(/\/verify\/[^/]+/g, "/verify/[redacted]");
  if (!query) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (/token|password|secret|key|code|session|signature/i.test(key)) params.set(key, "[redacted]");
  }
  return `${safePath}?${params.toString()}`;
}
