import { getConnection, openConnection, type Connection, type Db } from "~/db/client.server";
import { getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { keptReadsAsked } from "~/infra/metrics.server";

/** How long a value is kept at most, even while no change is heard: a notice lost with its connection leaves a value at most this old. */
const KEEP_MS = 10_000;
/** Values kept per reader by default (a reader keyed by day keeps a few days, not every day ever asked). */
const MAX_KEYS = 8;

type Entry<T> = { value: Promise<T>; at: number; settled?: { value: T } };
type Kept<K, T> = { connection: Connection; listening: boolean; values: Map<K, Entry<T>> };

export type KeptOptions = {
  /** The most values kept; past it the least recently used goes first. */
  max?: number;
  /** How long a value is kept at most while no change is heard. */
  keepMs?: number;
};

/** Whether each reader asked so far is listening (a test waits for it before it counts on anything being kept). */
const readers: (() => boolean)[] = [];
export const everyReaderListening = () => readers.every((listening) => listening());

/** The readers, by name: what `KEEP_READS` switches on and off, and what /metrics counts them by. */
export const KEPT_READERS = ["settings", "plans", "daily", "searches"] as const;
export type KeptReader = (typeof KEPT_READERS)[number];

/** Whether `KEEP_READS` lets `reader` keep anything (read when the reader is first asked). */
export function keeping(reader: KeptReader) {
  const { KEEP_READS } = getEnv();
  return KEEP_READS === "all" || KEEP_READS.split(",").includes(reader);
}

/**
 * What this server reads on nearly every request and is the same for every viewer (the settings,
 * the plans, the page of the day), kept between requests (record 0152: what belongs to one viewer
 * is never kept, and the gallery's rows, which bought under 5 % of a busy evening, are not either). A trigger notifies `channel` when a write to its table
 * commits, whichever server, worker or tool made it, and every server forgets everything it kept
 * (drizzle/0015, 0023). Nothing is kept before the listening has started, and nothing longer
 * than `keepMs` even then; a failed read is not kept. `forget` is for this server's own writes: it
 * forgets at once, the notice reaches the others. `KEEP_READS` switches each reader off (it then
 * reads every time); /metrics counts each reader's hits and misses.
 */
export function keptReads<K, T>(name: KeptReader, channel: string, read: (db: Db, key: K) => Promise<T>, options: KeptOptions = {}) {
  const { max = MAX_KEYS, keepMs = KEEP_MS } = options;
  let current: Kept<K, T> | null = null;
  let on: boolean | undefined;
  const hit = keptReadsAsked.labels(name, "hit");
  const miss = keptReadsAsked.labels(name, "miss");
  readers.push(() => current === null || current.listening);

  function keptFor(connection: Connection): Kept<K, T> {
    if (current?.connection === connection) return current;
    const kept: Kept<K, T> = { connection, listening: false, values: new Map() };
    current = kept;
    connection
      .listen(
        channel,
        () => kept.values.clear(),
        () => kept.values.clear(),
      )
      .then(
        () => {
          kept.values.clear();
          kept.listening = true;
        },
        (error: unknown) => logger.error(`${channel}: cannot listen for changes, so nothing is kept`, error),
      );
    return kept;
  }

  /** The value kept for `key`, if it is still to be believed. */
  function found(kept: Kept<K, T> | null, key: K): Entry<T> | undefined {
    if (!kept?.listening) return undefined;
    const entry = kept.values.get(key);
    if (!entry || Date.now() - entry.at > keepMs) return undefined;
    // (the most recently used last: the first in the map is the next to go)
    kept.values.delete(key);
    kept.values.set(key, entry);
    return entry;
  }

  async function readAndKeep(key: K): Promise<T> {
    miss.inc();
    const connection = await getConnection();
    if (!(on ??= keeping(name))) return read(connection.db, key);
    const kept = keptFor(connection);
    const keptAlready = found(kept, key);
    if (keptAlready) return keptAlready.value;
    // Awaited once here: a drizzle query is a thenable that runs again each time it is awaited.
    const value = (async () => await read(connection.db, key))();
    if (kept.listening) {
      kept.values.delete(key);
      if (kept.values.size >= max) kept.values.delete(kept.values.keys().next().value as K);
      const entry: Entry<T> = { value, at: Date.now() };
      kept.values.set(key, entry);
      value.then(
        (settled) => {
          if (kept.values.get(key) === entry) entry.settled = { value: settled };
        },
        () => {
          if (kept.values.get(key) === entry) kept.values.delete(key);
        },
      );
    }
    return value;
  }

  return {
    /** The value for `key`: what is kept, without waiting for anything, or read (and kept). */
    get(key: K): Promise<T> {
      const kept = current && current.connection === openConnection() ? current : null;
      const entry = found(kept, key);
      if (!entry) return readAndKeep(key);
      hit.inc();
      return entry.value;
    },
    /** This server's own write: everything kept (and what is still being read) is forgotten at once. */
    forget() {
      current?.values.clear();
    },
  };
}
