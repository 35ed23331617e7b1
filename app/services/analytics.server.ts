import { count, gte, isNotNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { coloreds, pages, subscriptions, users } from "~/db/schema";

export type CounterSet = { users: number; pages: number; coloreds: number; subscriptions: number };

const WEEK = 7 * 24 * 60 * 60 * 1000;

async function countRows(table: PgTable, createdAt: PgColumn, since?: Date) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(since ? gte(createdAt, since) : isNotNull(createdAt));
  return row?.n ?? 0;
}

/** GET /analytics/counters: the last 7 days and all time. */
export async function getCounters(now = new Date()): Promise<{ week: CounterSet; total: CounterSet }> {
  const since = new Date(now.getTime() - WEEK);
  const sources = [
    ["users", users, users.createdAt],
    ["pages", pages, pages.createdAt],
    ["coloreds", coloreds, coloreds.createdAt],
    ["subscriptions", subscriptions, subscriptions.createdAt],
  ] as const;
  const [week, total] = await Promise.all(
    [since, undefined].map(async (from) => {
      const counts = await Promise.all(sources.map(([, table, column]) => countRows(table, column, from)));
      return Object.fromEntries(sources.map(([name], i) => [name, counts[i]])) as CounterSet;
    }),
  );
  return { week, total };
}
