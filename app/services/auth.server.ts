/**
 * Who is signed in: e-mail and password checked (with the account's own limit on wrong ones),
 * browser sessions and the shells' API tokens, and ending them. The links mailed to an address are
 * email-links.server.ts; passwords are passwords.server.ts; the person's details profile.server.ts.
 */
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { apiTokens, sessions, verificationTokens } from "~/db/schema";
import { burnPasswordCheck, randomToken, sha256, verifyPassword } from "~/infra/crypto.server";
import { refusedBy } from "~/infra/metrics.server";
import { cancelLinks } from "./account-mail.server";
import { EmailNotVerified, RateLimited, secondsUntil, Unauthorized, UserBlocked } from "~/lib/errors";
import { accountKey, countOf, forget, hit, purgeRateLimits } from "./rate-limits.server";
import { findUserRow, toPublicUser, type PublicUser } from "./users.server";
import { parseInput, signInSchema } from "~/lib/validation";
import { ownerNow, ownerRow } from "./owners.server";

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = 30 * DAY;
export const API_TOKEN_TTL = 30 * DAY;
/** Wrong passwords one account takes in SIGN_IN_WINDOW, from whatever addresses, before it waits. */
export const ACCOUNT_SIGN_IN_LIMIT = 10;
export const SIGN_IN_WINDOW = 15 * 60 * 1000;

/**
 * Signs the account out everywhere (but `keep`, the device asking) and cancels every change of
 * address it has waiting: whoever had a session or token, or asked for a change with it, is out
 * (a change asked for with a stolen token must not survive the owner's new password).
 */
export async function endEverySession(tx: Tx, userId: number, keep: { sessionId?: string; apiToken?: string } = {}) {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), keep.sessionId ? ne(sessions.idHash, sha256(keep.sessionId)) : undefined));
  await tx.delete(apiTokens).where(and(eq(apiTokens.userId, userId), keep.apiToken ? ne(apiTokens.tokenHash, sha256(keep.apiToken)) : undefined));
  await cancelLinks(tx, userId, ["email"]);
}

/** E-mail and password; one answer for an unknown e-mail and a wrong password. */
export async function checkCredentials(input: unknown): Promise<PublicUser> {
  const data = parseInput(signInSchema, input);
  // Counted per account in the database, so neither another address nor another app server
  // starts the count again; the right password waits too while it is spent.
  const attempts = accountKey("sign-in", data.email);
  const count = await countOf(attempts);
  const failed = count?.hits ?? 0;
  if (count && failed >= ACCOUNT_SIGN_IN_LIMIT) {
    refusedBy("account_sign_in");
    throw RateLimited("auth.signIn.accountLimited", secondsUntil(count.resetAt));
  }
  const row = await findUserRow({ email: data.email });
  const hash = row?.user.passwordHash;
  const good = hash ? await verifyPassword(hash, data.password) : (await burnPasswordCheck(data.password), false);
  if (!row || !good) {
    await hit(attempts, SIGN_IN_WINDOW);
    throw Unauthorized("errors.badCredentials");
  }
  if (failed > 0) await forget(attempts);
  if (row.user.blocked) throw UserBlocked();
  if (!row.user.emailVerifiedAt) throw EmailNotVerified();
  return toPublicUser(row.user, row.plan);
}

// Browser sessions -----------------------------------------------------------

/** A new session: its id goes in the cookie, and only the id's hash into the table. */
export async function createSession(userId: number) {
  const db = await getDb();
  const id = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL);
  await db.insert(sessions).values({ idHash: sha256(id), userId, expiresAt });
  return { id, expiresAt };
}

export async function userFromSession(sessionId: string): Promise<PublicUser | undefined> {
  const row = await ownerRow("session", sha256(sessionId));
  return row ? ownerNow(row) : undefined;
}

export async function destroySession(sessionId: string) {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.idHash, sha256(sessionId)));
}

// API tokens for the shells ---------------------------------------------------

/** What issueApiToken gives out: 32 random bytes, base64url. */
const API_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether this could be a token we gave out. One that could not never signed anyone in; one that
 * could but opens nothing was given out and has expired or been revoked (sign-out, a new
 * password), or was made up in our shape, which the table no longer tells apart.
 */
export const isApiTokenShaped = (token: string) => API_TOKEN_SHAPE.test(token);

export async function issueApiToken(userId: number) {
  const db = await getDb();
  const token = randomToken();
  await db.insert(apiTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + API_TOKEN_TTL),
  });
  return token;
}

/** How stale a token's `last_used_at` may get: reading a token is not a write on every request. */
export const TOKEN_USE_RESOLUTION = 5 * 60 * 1000;

export async function userFromApiToken(token: string): Promise<PublicUser | undefined> {
  const tokenHash = sha256(token);
  const row = await ownerRow("token", tokenHash);
  if (!row) return undefined;
  // Written at most once every TOKEN_USE_RESOLUTION, not on every request.
  const stale = new Date(Date.now() - TOKEN_USE_RESOLUTION);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    const db = await getDb();
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(apiTokens.tokenHash, tokenHash), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  }
  return ownerNow(row);
}

export async function revokeApiToken(token: string) {
  const db = await getDb();
  await db.delete(apiTokens).where(eq(apiTokens.tokenHash, sha256(token)));
}

/**
 * How long a spent new account's link is kept: opened again from an old mail within it, it says
 * the address is verified and offers to sign in, not that it is bad (record 0163).
 */
export const SPENT_VERIFY_LINK_KEPT_DAYS = 90;

/** Drops expired sessions, tokens and links; run at start and daily. */
export async function purgeExpired() {
  await purgeRateLimits();
  const db = await getDb();
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, now));
  const spentVerifyKeptSince = new Date(now.getTime() - SPENT_VERIFY_LINK_KEPT_DAYS * DAY);
  await db
    .delete(verificationTokens)
    .where(
      or(
        and(ne(verificationTokens.purpose, "verify"), or(lt(verificationTokens.expiresAt, now), lt(verificationTokens.usedAt, new Date(now.getTime() - DAY)))),
        and(eq(verificationTokens.purpose, "verify"), isNull(verificationTokens.usedAt), lt(verificationTokens.expiresAt, now)),
        and(eq(verificationTokens.purpose, "verify"), lt(verificationTokens.usedAt, spentVerifyKeptSince)),
      ),
    );
}
