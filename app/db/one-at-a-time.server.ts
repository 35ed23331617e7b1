import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What keeps a transaction's work on its own handle (record 0151, #41).
 *
 * The embedded database has one connection: a statement sent through the shared handle (`getDb()`,
 * or a query prepared on it) while the same request's transaction holds that connection waits for
 * the transaction, which waits for the statement, and every later request waits behind both. On
 * Postgres the same code runs on another connection, outside the transaction (it sees nothing the
 * transaction wrote and does not roll back with it). Either way it is a mistake, so the code that
 * runs a transaction's body is marked here, and a statement sent through the shared handle from
 * inside it fails at once, naming the statement and where it was sent from.
 */
const inside = new AsyncLocalStorage<{ open: boolean; begun: Error }>();

/** Where a transaction is being begun, taken when it is asked for: its stack is read only if its body errs. */
export function beginning() {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 30;
  const begun = new Error();
  Error.stackTraceLimit = limit;
  return begun;
}

/**
 * Runs `work` as the body of the transaction `begun` (beginning()): marked open until it settles
 * (what it left running later is not inside).
 */
export function asTransactionBody<T>(begun: Error, work: () => Promise<T>): Promise<T> {
  const mark = { open: true, begun };
  return inside.run(mark, async () => {
    try {
      return await work();
    } finally {
      mark.open = false;
    }
  });
}

export class StatementOutsideTransaction extends Error {
  name = "StatementOutsideTransaction";
}

/** Throws when the running code is a transaction's body: `statement` was sent through the shared handle. */
export function refuseInsideTransaction(statement: string) {
  const mark = inside.getStore();
  if (!mark?.open) return;
  throw new StatementOutsideTransaction(
    `A statement was sent through the shared database handle from inside the transaction begun at ${ownFrame(mark.begun) ?? "(unknown)"}: ` +
      `send it through the transaction's handle (tx), or after the transaction. Statement: ${statement.replace(/\s+/g, " ").slice(0, 120)}`,
  );
}

/** The first frame of `error`'s stack that is the app's own code, not the database layer's or a library's. */
function ownFrame(error: Error) {
  const frames = (error.stack ?? "").split("\n").slice(1);
  const own = frames.find((frame) => !/node_modules|node:|one-at-a-time\.server|client\.server/.test(frame));
  return own?.trim().replace(/^at /, "");
}

/** The embedded database was busy longer than a request may wait: the doors answer 503 with Retry-After. */
export class DatabaseBusy extends Error {
  name = "DatabaseBusy";
  code = "DATABASE_BUSY";
}

/**
 * The embedded database's statements and transactions, one at a time in the order they came (as
 * PGlite runs them anyway), with the waiting made visible: one that waits longer than `waitMs`
 * leaves the line without ever being sent and fails with DatabaseBusy, and a transaction that holds
 * the database longer than `holdMs` is rolled back (its body's later statements fail), so nothing
 * waits forever and the database is free again by itself.
 */
export function oneAtATime(waitMs: number, holdMs: number) {
  let busy = false;
  const line: (() => void)[] = [];

  async function turn() {
    if (!busy) {
      busy = true;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        line.splice(line.indexOf(start), 1);
        reject(new DatabaseBusy(`waited ${waitMs} ms for the embedded database`));
      }, waitMs);
      line.push(start);
    });
  }

  function done() {
    const next = line.shift();
    if (next) next();
    else busy = false;
  }

  return {
    /** Runs one statement in its turn. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await work();
      } finally {
        done();
      }
    },
    /** Runs a transaction in its turn; `open(body)` starts it, `body` is rolled back past `holdMs`. */
    async transaction<T>(open: (body: (work: () => Promise<T>) => Promise<T>) => Promise<T>): Promise<T> {
      const begun = beginning();
      await turn();
      try {
        return await open((work) => {
          let timer: NodeJS.Timeout | undefined;
          const ceiling = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new DatabaseBusy(`a transaction held the embedded database over ${holdMs} ms`)), holdMs);
          });
          const body = asTransactionBody(begun, work);
          // (a body past its time is rolled back: what it fails with later is nobody's answer)
          body.catch(() => {});
          return Promise.race([body, ceiling]).finally(() => clearTimeout(timer));
        });
      } finally {
        done();
      }
    },
  };
}
