import { and, count, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { coloreds, pages, subscriptions, users } from "~/db/schema";

export type CounterSet = { users: number; pages: number; coloreds: number; subscriptions: number };
export type CounterName = keyof CounterSet;

const WEEK = 7 * 24 * 60 * 60 * 1000;

const SOURCES = [
  ["users", users, users.createdAt],
  ["pages", pages, pages.createdAt],
  ["coloreds", coloreds, coloreds.createdAt],
  ["subscriptions", subscriptions, subscriptions.createdAt],
] as const;

async function countRows(table: PgTable, createdAt: PgColumn, range?: { from: Date; to: Date }) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(range ? and(gte(createdAt, range.from), lte(createdAt, range.to)) : isNotNull(createdAt));
  return row?.n ?? 0;
}

/** GET /analytics/counters: the last 7 days (up to `now`, both ends included) and all time. */
export async function getCounters(now = new Date()): Promise<{ week: CounterSet; total: CounterSet }> {
  const week = { from: new Date(now.getTime() - WEEK), to: now };
  const [weekSet, total] = await Promise.all(
    [week, undefined].map(async (range) => {
      const counts = await Promise.all(SOURCES.map(([, table, column]) => countRows(table, column, range)));
      return Object.fromEntries(SOURCES.map(([name], i) => [name, counts[i]])) as CounterSet;
    }),
  );
  return { week: weekSet, total };
}

// ---------------------------------------------------------------------------
// Monthly charts (docs/product.md §11): the last 12 months, the current one included.
// ---------------------------------------------------------------------------

export type ChartEntry<K extends CounterName> = { name: string } & Record<K, number>;
export type Charts = { [K in CounterName]: ChartEntry<K>[] };

const MONTHS = 12;
const monthName = new Intl.DateTimeFormat("es", { month: "short", timeZone: "UTC" });

/** "ene", "feb", … "sept": short Spanish month names without the trailing dot, so twelve fit. */
export const shortMonthName = (date: Date) => monthName.format(date).replace(/\.$/, "");

/** UTC month starts: [first of 11 months ago, …, first of this month, first of next month]. */
export function monthStarts(now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: MONTHS + 1 }, (_, i) => new Date(Date.UTC(year, month - (MONTHS - 1) + i, 1)));
}

const monthKey = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;

async function countByMonth(table: PgTable, createdAt: PgColumn, from: Date, to: Date) {
  const db = await getDb();
  const month = sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: count() })
    .from(table)
    .where(and(gte(createdAt, from), lt(createdAt, to)))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, Number(row.n)]));
}

/** GET /analytics/charts: rows created in each of the last 12 UTC months; empty months are 0. */
export async function getCharts(now = new Date()): Promise<Charts> {
  const starts = monthStarts(now);
  const months = starts.slice(0, MONTHS);
  const from = starts[0];
  const to = starts[MONTHS];
  const maps = await Promise.all(SOURCES.map(([, table, column]) => countByMonth(table, column, from, to)));
  const series = <K extends CounterName>(name: K, byMonth: Map<string, number>) =>
    months.map((start) => ({ name: shortMonthName(start), [name]: byMonth.get(monthKey(start)) ?? 0 }) as ChartEntry<K>);
  return {
    users: series("users", maps[0]),
    pages: series("pages", maps[1]),
    coloreds: series("coloreds", maps[2]),
    subscriptions: series("subscriptions", maps[3]),
  };
}
