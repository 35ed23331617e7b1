/**
 * Counts the statements the app sends to Postgres. A test file routes postgres.js through
 * `countingPostgres` (vi.mock("postgres", ...)), which adds postgres.js's `debug` hook to every
 * client the app opens; `statementsOf(run)` then answers the statements `run` sent. Every
 * statement is a round trip once its connection has prepared it (the app prepares all of them,
 * db/client.server.ts), so a test that runs a request twice and counts the second run counts the
 * request's round trips.
 */
type Postgres = (url: string, options?: Record<string, unknown>) => unknown;

let heard: string[] | null = null;

export function countingPostgres<M extends { default: unknown }>(real: M): M {
  const open = real.default as Postgres;
  const counting = (url: string, options: Record<string, unknown> = {}) =>
    open(url, {
      ...options,
      debug: (connection: number, query: string, ...rest: unknown[]) => {
        heard?.push(query);
        if (typeof options.debug === "function") options.debug(connection, query, ...rest);
      },
    });
  return { ...real, default: Object.assign(counting, open) };
}

/** The statements `run` sent, in order (the whitespace of each folded). */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  if (heard) throw new Error("statementsOf does not nest");
  heard = [];
  try {
    await run();
    return heard.map((query) => query.replace(/\s+/g, " ").trim());
  } finally {
    heard = null;
  }
}
