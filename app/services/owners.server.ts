/**
 * Who a browser session or an API token belongs to, as every signed-in request asks: read on every
 * request, in one prepared statement (record 0152: what belongs to one viewer is not kept).
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { prepared } from "~/db/client.server";
import { apiTokens, credits, plans, sessions, users } from "~/db/schema";
import { keepForRequest, noteCaller } from "~/infra/request-context.server";
import { currentCredits } from "./credits.server";
import { publicPlanColumns, publicUserColumns, toPublicUser, type PublicUser } from "./users.server";

/**
 * The owner of a session or token with their plan, in the same query as the session or token
 * itself (prepared once); callers refuse a blocked one.
 */
function ownerOf(from: typeof sessions | typeof apiTokens, key: typeof sessions.idHash | typeof apiTokens.tokenHash) {
  return prepared((db) =>
    db
      .select({
        user: publicUserColumns,
        plan: publicPlanColumns,
        periodEnds: credits.expireAt,
        parentGate: users.parentGate,
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
  parentGate: boolean;
  expiresAt: Date;
  lastUsedAt: Date | null;
};

/** The request memo's key for whether a user's parent's question is on (services/parent-gate.server). */
export const parentGateKey = (userId: number) => `parent-gate:${userId}`;

const sessionOwner = ownerOf(sessions, sessions.idHash);
const tokenOwner = ownerOf(apiTokens, apiTokens.tokenHash);

/** The owner row of a session or a token (each by its hash), unless it has ended. */
export async function ownerRow(kind: "session" | "token", key: string): Promise<OwnerRow | undefined> {
  const [row] = await (await (kind === "session" ? sessionOwner : tokenOwner)()).execute({ key });
  return row;
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
  // The parent's question is on or off with the same row: the root loader asks no more (record 0171).
  keepForRequest(parentGateKey(user.id), Promise.resolve(row.parentGate));
  if (!row.plan.paid || !row.periodEnds || row.periodEnds > new Date()) return user;
  const { plan } = await currentCredits(user.id);
  return { ...user, plan: { title: plan.title, name: plan.name, paid: plan.paid } };
}
