/**
 * Who a browser session or an API token belongs to, as every signed-in request asks: kept by
 * this server between requests and forgotten when anything it shows changes (record 0149).
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { prepared } from "~/db/client.server";
import { apiTokens, credits, plans, sessions, users } from "~/db/schema";
import { noteCaller } from "~/server/request-context.server";
import { currentCredits } from "./credits.server";
import { keptReads } from "./kept.server";
import { publicPlanColumns, publicUserColumns, toPublicUser, type PublicUser } from "./users.server";

/**
 * The owner of a session or token with their plan, in the same query as the session or token
 * itself (prepared once); callers refuse a blocked one.
 */
function ownerOf(from: typeof sessions | typeof apiTokens, key: typeof sessions.id | typeof apiTokens.tokenHash) {
  return prepared((db) =>
    db
      .select({
        user: publicUserColumns,
        plan: publicPlanColumns,
        periodEnds: credits.expireAt,
        expiresAt: from.expiresAt,
        lastUsedAt: from === apiTokens ? apiTokens.lastUsedAt : sql<null>`null`,
      })
      .from(from)
      .innerJoin(users, eq(users.id, from.userId))
      .innerJoin(plans, eq(plans.id, users.planId))
      .leftJoin(credits, eq(credits.userId, users.id))
      .where(and(eq(key, sql.placeholder("key")), gt(from.expiresAt, sql`now()`)))
      .limit(1)
      .prepare(`owner_of_${from === apiTokens ? "token" : "session"}`),
  );
}

export type OwnerRow = {
  user: Parameters<typeof toPublicUser>[0];
  plan: Parameters<typeof toPublicUser>[1];
  periodEnds: Date | null;
  expiresAt: Date;
  lastUsedAt: Date | null;
};

/**
 * Kept per session id and per token hash, each forgotten on a notice naming its account
 * (drizzle/0024: the session or token ended, the account or its credit period changed) or on any
 * change of plans. A session or token that opens nothing is not kept: the next read asks again.
 * Nothing is kept longer than OWNER_KEEP_MS: the most a notice lost with its connection lets a
 * session live on after it ended, on a server other than the one that ended it.
 */
const OWNER_KEEP_MS = 5_000;
/** Owners kept per kind: the people signed in at once on one server, with room to spare. */
const OWNERS_KEPT = 10_000;

function keptOwners(from: typeof sessions | typeof apiTokens, key: typeof sessions.id | typeof apiTokens.tokenHash) {
  const query = ownerOf(from, key);
  return keptReads("owners_changed", async (_db, value: string): Promise<OwnerRow | undefined> => (await (await query()).execute({ key: value }))[0], {
    alsoOn: ["plans_changed"],
    max: OWNERS_KEPT,
    keepMs: OWNER_KEEP_MS,
    whose: (row) => row && String(row.user.id),
    keeps: (row) => row !== undefined,
  });
}

const sessionOwners = keptOwners(sessions, sessions.id);
const tokenOwners = keptOwners(apiTokens, apiTokens.tokenHash);

/** The owner row of a session (by id) or a token (by hash), unless it has ended. */
export async function ownerRow(kind: "session" | "token", key: string): Promise<OwnerRow | undefined> {
  const row = await (kind === "session" ? sessionOwners : tokenOwners).get(key);
  // (kept rows are not read again until forgotten: their end is checked here)
  return row && row.expiresAt > new Date() ? row : undefined;
}

/**
 * The owner as this request sees them; the request's log line names them (noteCaller). A paid
 * plan whose credit period has ended may have ended with it (a plan an admin gave, a cancelled
 * subscription): asked once more, so what is paid-only stops at the plan's end and not whenever
 * the credits are next read (record 0127).
 */
export async function ownerNow(row: OwnerRow): Promise<PublicUser> {
  const user = toPublicUser(row.user, row.plan);
  noteCaller(user.id);
  if (!row.plan.paid || !row.periodEnds || row.periodEnds > new Date()) return user;
  const { plan } = await currentCredits(user.id);
  return { ...user, plan: { title: plan.title, name: plan.name, paid: plan.paid } };
}
