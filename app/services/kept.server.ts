import { getConnection, type Connection, type Db } from "~/db/client.server";
import { logger } from "~/server/logger.server";

/** How long a value is kept at most, even while no change is heard: a notice lost with its connection leaves a value at most this old. */
const KEEP_MS = 10_000;
/** Values kept per reader (a reader keyed by day keeps a few days, not every day ever asked). */
const MAX_KEYS = 8;

type Kept<K, T> = { connection: Connection; listening: boolean; values: Map<K, { value: Promise<T>; at: number }> };

/** Whether each reader asked so far is listening (a test waits for it before it counts on anything being kept). */
const readers: (() => boolean)[] = [];
export const everyReaderListening = () => readers.every((listening) => listening());

/**
 * What this server reads on nearly every screen and what changes seldom (the settings, the plans,
 * the page of the day), kept between requests. A trigger notifies `channel` when a write to its
 * table commits, whichever server, worker or tool made it, and every server forgets what it kept
 * (drizzle/0015, 0023). Nothing is kept before the listening has started, and nothing longer than
 * KEEP_MS even then; a failed read is not kept. `forget` is for this server's own writes: it
 * forgets at once, the notice reaches the others.
 */
export function keptReads<K, T>(channel: string, read: (db: Db, key: K) => Promise<T>) {
  let current: Kept<K, T> | null = null;
  readers.push(() => current === null || current.listening);

  function keptFor(connection: Connection): Kept<K, T> {
    if (current?.connection === connection) return current;
    const kept: Kept<K, T> = { connection, listening: false, values: new Map() };
    current = kept;
    connection
      .listen(
        channel,
        () => kept.values.clear(),
        () => {
          kept.values.clear();
          kept.listening = true;
        },
      )
      .catch((error) => logger.error(`${channel}: cannot listen for changes, so nothing is kept`, error));
    return kept;
  }

  return {
    async get(key: K): Promise<T> {
      const connection = await getConnection();
      const kept = keptFor(connection);
      const found = kept.values.get(key);
      if (found && kept.listening && Date.now() - found.at <= KEEP_MS) return found.value;
      // Awaited once here: a drizzle query is a thenable that runs again each time it is awaited.
      const value = (async () => await read(connection.db, key))();
      if (kept.listening) {
        if (kept.values.size >= MAX_KEYS) kept.values.clear();
        const entry = { value, at: Date.now() };
        kept.values.set(key, entry);
        value.catch(() => {
          if (kept.values.get(key) === entry) kept.values.delete(key);
        });
      }
      return value;
    },
    forget() {
      current?.values.clear();
    },
  };
}
