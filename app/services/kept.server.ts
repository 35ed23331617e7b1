import { getConnection, openConnection, type Connection, type Db } from "~/db/client.server";
import { logger } from "~/server/logger.server";

/** How long a value is kept at most, even while no change is heard: a notice lost with its connection leaves a value at most this old. */
const KEEP_MS = 10_000;
/** Values kept per reader by default (a reader keyed by day keeps a few days, not every day ever asked). */
const MAX_KEYS = 8;

type Entry<T> = { value: Promise<T>; at: number; settled?: { value: T } };
type Kept<K, T> = { connection: Connection; listening: boolean; values: Map<K, Entry<T>> };

export type KeptOptions<T> = {
  /** Further channels whose every notice forgets everything (what the values are made of, kept elsewhere). */
  alsoOn?: string[];
  /** The most values kept; past it the least recently used goes first. */
  max?: number;
  /** How long a value is kept at most while no change is heard. */
  keepMs?: number;
  /** Whom a value concerns: a notice whose payload names someone forgets theirs only (an empty payload forgets everything). */
  whose?: (value: T) => string | undefined;
  /** Whether a value is kept at all (one that may stop being true without a notice is read each time). */
  keeps?: (value: T) => boolean;
};

/** Whether each reader asked so far is listening (a test waits for it before it counts on anything being kept). */
const readers: (() => boolean)[] = [];
export const everyReaderListening = () => readers.every((listening) => listening());

/** The readers whose values concern an account (`whose`). */
const accountReaders: ((who: string) => void)[] = [];

/** This server changed an account (its sessions, tokens, details or plan): what concerns it is forgotten here at once; the notice tells the others. */
export function forgetAccount(userId: number) {
  for (const forget of accountReaders) forget(String(userId));
}

/**
 * What this server reads on nearly every request (the settings, the plans, the page of the day,
 * who is signed in, the gallery's cards and each viewer's marks on them), kept between requests.
 * A trigger notifies `channel` when a write to its table commits, whichever server, worker or
 * tool made it, and every server forgets what it kept (drizzle/0015, 0023, 0024, 0025):
 * everything, or only what concerns the account the notice names (`whose`). Nothing is kept
 * before the listening has started, and nothing longer than `keepMs` even then; a failed read is
 * not kept. `forget`, `forgetWhose` and `forgetAccount` are for this server's own writes: they
 * forget at once, the notice reaches the others.
 */
export function keptReads<K, T>(channel: string, read: (db: Db, key: K) => Promise<T>, options: KeptOptions<T> = {}) {
  const { max = MAX_KEYS, keepMs = KEEP_MS, whose, keeps } = options;
  let current: Kept<K, T> | null = null;
  readers.push(() => current === null || current.listening);
  if (whose) accountReaders.push((who) => forgetIn(current, who));

  /** Forgets the values concerning `who` (and those still being read, which may be theirs), or everything. */
  function forgetIn(kept: Kept<K, T> | null, who?: string) {
    if (!kept) return;
    if (!who || !whose) return kept.values.clear();
    for (const [key, entry] of kept.values) if (!entry.settled || whose(entry.settled.value) === who) kept.values.delete(key);
  }

  function keptFor(connection: Connection): Kept<K, T> {
    if (current?.connection === connection) return current;
    const kept: Kept<K, T> = { connection, listening: false, values: new Map() };
    current = kept;
    const listening = [channel, ...(options.alsoOn ?? [])].map((each) =>
      connection.listen(
        each,
        (payload) => forgetIn(kept, each === channel ? payload : undefined),
        () => kept.values.clear(),
      ),
    );
    Promise.all(listening).then(
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
    const connection = await getConnection();
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
          if (kept.values.get(key) !== entry) return;
          if (keeps && !keeps(settled)) kept.values.delete(key);
          else entry.settled = { value: settled };
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
      return found(kept, key)?.value ?? readAndKeep(key);
    },
    /** This server's own write: everything kept is forgotten at once (forgetWhose for one account's). */
    forget() {
      forgetIn(current);
    },
    /** This server's own write concerning one account: what is kept of it is forgotten at once (every reader's: forgetAccount). */
    forgetWhose(who: number) {
      forgetIn(current, String(who));
    },
  };
}
