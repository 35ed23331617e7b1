import { currentRequestId } from "./request-context.server";

type Level = "error" | "info" | "debug";
const order: Record<Level | "silent", number> = { silent: 0, error: 1, info: 2, debug: 3 };

export type LogLevel = keyof typeof order;

/** Whether a line of `level` is written at `threshold` (LOG_LEVEL, info when unset). */
export const logs = (level: Level, threshold: string | undefined = process.env.LOG_LEVEL) =>
  order[level] <= (order[(threshold ?? "info") as LogLevel] ?? order.info);

function write(level: Level, message: string, extra?: unknown) {
  if (!logs(level)) return;
  // A line written while a request is served names it: the id a family quotes from the error page
  // leads to the request's line and to what went wrong in it.
  const requestId = currentRequestId();
  const line = `${new Date().toISOString()} ${level.toUpperCase()}${requestId ? ` [${requestId}]` : ""} ${message}`;
  const stream = level === "error" ? process.stderr : process.stdout;
  stream.write(extra === undefined ? `${line}\n` : `${line} ${extra instanceof Error ? extra.stack : JSON.stringify(extra)}\n`);
}

export const logger = {
  error: (message: string, extra?: unknown) => write("error", message, extra),
  info: (message: string, extra?: unknown) => write("info", message, extra),
  debug: (message: string, extra?: unknown) => write("debug", message, extra),
};

/** What the log says of one request, once it has been answered. */
export type RequestRecord = {
  requestId: string;
  userId: number | null;
  method: string;
  /** The route id or /api pattern (the metrics' label), never the path with its ids. */
  route: string;
  /** The path as asked for; redacted here. */
  url: string;
  /** The status sent, or null when the client left before the answer was complete. */
  status: number | null;
  durationMs: number;
};

/**
 * One request as one JSON line (record 0139): its id, the signed-in user when the request read
 * one, the route, method, status and duration. The URL goes through redactUrl (no secret link,
 * no token in a query); headers, cookies and bodies are never written.
 */
export function requestLine(record: RequestRecord, level: Level = levelOf(record), at = new Date()) {
  return JSON.stringify({
    time: at.toISOString(),
    level,
    msg: "request",
    request_id: record.requestId,
    user_id: record.userId,
    method: record.method,
    route: record.route,
    path: redactUrl(record.url),
    status: record.status,
    duration_ms: Math.round(record.durationMs * 10) / 10,
  });
}

const levelOf = (record: RequestRecord): Level => (record.status !== null && record.status >= 500 ? "error" : "info");

/**
 * Writes a request's line if `threshold` (the app's LOG_LEVEL) lets it: a 5xx as an error (to
 * stderr), anything else at info, or at `quietLevel` (the health probes and scrapes: debug).
 */
export function logRequest(record: RequestRecord, threshold: string | undefined, quietLevel?: Level) {
  const level = levelOf(record) === "error" ? "error" : (quietLevel ?? "info");
  if (!logs(level, threshold)) return;
  (level === "error" ? process.stderr : process.stdout).write(`${requestLine(record, level)}\n`);
}

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
