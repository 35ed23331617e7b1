import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { getDb, prepared, type Db, type Tx } from "~/db/client.server";
import { apiTokens, credits, plans, sessions, users, verificationTokens, type LinkPurpose } from "~/db/schema";
import type { Locale, MessageKey } from "~/i18n";
import { burnPasswordCheck, hashPassword, randomToken, sha256, verifyPassword } from "~/utils/crypto.server";
import { AppError, Conflict, EmailNotVerified, isAppError, Unauthorized, UserBlocked, Validation } from "./errors";
import { EMAIL_CHANGE_TTL, issueLink, mailAccount, mayMail } from "./account-mail.server";
import { currentCredits } from "./credits.server";
import { findPlanByName } from "./plans.server";
import { accountKey, forget, hit, hitsOf, purgeRateLimits } from "./rate-limits.server";
import { checkPhoto, createUser, findUserRow, publicPlanColumns, publicUserColumns, toPublicUser, updateProfile, type PublicUser } from "./users.server";
import { changePasswordSchema, emailOnlySchema, parseInput, profileSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./validation";

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = 30 * DAY;
export const API_TOKEN_TTL = 30 * DAY;
export { EMAIL_CHANGE_TTL, LINK_MAILS_PER_HOUR, RESET_TTL, UNDO_TTL, VERIFICATION_TTL } from "./account-mail.server";
/** Wrong passwords one account takes in SIGN_IN_WINDOW, from whatever addresses, before it waits. */
export const ACCOUNT_SIGN_IN_LIMIT = 10;
const SIGN_IN_WINDOW = 15 * 60 * 1000;

/** A plan name from ?plan= is kept only when it names a paid plan that exists. */
async function paidPlanName(name: string | undefined) {
  if (!name) return null;
  const plan = await findPlanByName(name);
  return plan?.paid ? plan.name : null;
}

/** Links of `purposes` of the account that are still waiting stop working. */
async function cancelLinks(tx: Tx, userId: number, purposes: LinkPurpose[]) {
  await tx
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationTokens.userId, userId), inArray(verificationTokens.purpose, purposes), isNull(verificationTokens.usedAt)));
}

/**
 * Signs the account out everywhere (but `keep`, the device asking) and cancels every change of
 * address it has waiting: whoever had a session or token, or asked for a change with it, is out
 * (issue #27: a change asked for with a stolen token must not survive the owner's new password).
 */
export async function endEverySession(tx: Tx, userId: number, keep: { sessionId?: string; apiToken?: string } = {}) {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), keep.sessionId ? ne(sessions.id, keep.sessionId) : undefined));
  await tx.delete(apiTokens).where(and(eq(apiTokens.userId, userId), keep.apiToken ? ne(apiTokens.tokenHash, sha256(keep.apiToken)) : undefined));
  await cancelLinks(tx, userId, ["email"]);
}

/**
 * Creates an unverified account on the free plan and e-mails its verification link. An
 * address that has an account gets the same answer, and its owner a mail instead: the form says
 * nothing about who has an account. An account never verified belongs to whoever signs up with
 * its address last (issue #27): their name and password replace the earlier ones and the earlier
 * links stop working, so nobody can claim someone else's address ahead of them.
 */
export async function signUp(input: unknown, locale: Locale = "es"): Promise<void> {
  const data = parseInput(signUpSchema, input);
  const plan = await paidPlanName(data.plan);
  const existing = await findUserRow({ email: data.email });
  if (existing) return signUpAgain(existing.user, data, plan, locale);
  try {
    const user = await createUser({ name: data.name, email: data.email, password: data.password });
    await mailAccount({ kind: "verify", userId: user.id, plan, locale });
  } catch (error) {
    // Someone signed up with it a moment ago.
    const taken = isAppError(error) && error.code === "CONFLICT" ? await findUserRow({ email: data.email }) : undefined;
    if (!taken) throw error;
    await signUpAgain(taken.user, data, plan, locale);
  }
}

/** A sign-up with an address that has an account (as long as creating one takes, whichever way it goes). */
async function signUpAgain(owner: { id: number; blocked: boolean; emailVerifiedAt: Date | null }, data: { name: string; password: string }, plan: string | null, locale: Locale) {
  if (owner.blocked || owner.emailVerifiedAt) {
    await burnPasswordCheck(data.password);
    if (!owner.blocked) await mailAccount({ kind: "exists", userId: owner.id, locale });
    return;
  }
  const passwordHash = await hashPassword(data.password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name: data.name.trim(), passwordHash, updatedAt: sql`now()` }).where(and(eq(users.id, owner.id), isNull(users.emailVerifiedAt)));
    await cancelLinks(tx, owner.id, ["verify"]);
  });
  await mailAccount({ kind: "verify", userId: owner.id, plan, locale });
}

/** Sends a fresh link to an unverified account; answers the same, as fast, whether or not one exists. */
export async function resendVerification(input: unknown, locale: Locale = "es") {
  const { email } = parseInput(emailOnlySchema, input);
  await mailAccount({ kind: "resend", email, locale });
}

/** Another account already uses this address: it cannot become this user's. */
async function emailTakenByOther(conn: Db | Tx, email: string, userId: number) {
  const [taken] = await conn.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId))).limit(1);
  return Boolean(taken);
}

/**
 * Spends a link of one of `purposes` (once, before it expires): what it was for, or null. A
 * blocked user's link is left alone.
 */
async function spendLink(tx: Tx, token: string, purposes: LinkPurpose[]) {
  const tokenHash = sha256(token);
  const ofPurpose = and(eq(verificationTokens.tokenHash, tokenHash), inArray(verificationTokens.purpose, purposes));
  const [owner] = await tx
    .select({ blocked: users.blocked })
    .from(verificationTokens)
    .innerJoin(users, eq(users.id, verificationTokens.userId))
    .where(ofPurpose)
    .limit(1);
  if (owner?.blocked) throw UserBlocked();
  const [spent] = await tx
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(and(ofPurpose, isNull(verificationTokens.usedAt), gt(verificationTokens.expiresAt, new Date())))
    .returning({ userId: verificationTokens.userId, plan: verificationTokens.plan, purpose: verificationTokens.purpose, newEmail: verificationTokens.newEmail });
  return spent ?? null;
}

async function publicUser(userId: number, missing: MessageKey) {
  const row = await findUserRow({ id: userId });
  if (!row) throw Unauthorized(missing);
  return toPublicUser(row.user, row.plan);
}

export type OpenedLink =
  /** A new account's address is verified: whoever opened it may be signed in (and sent on to a plan chosen at sign-up). */
  | { purpose: "verify"; user: PublicUser; plan: string | null }
  /** A change of address took effect. Nobody is signed in by it: `user` is the account, for the device already signed in to it. */
  | { purpose: "email"; user: PublicUser; plan: null };

/**
 * Opens an e-mailed link (once): a new account's ("verify": its address is verified, every
 * session and token made before ends) or a change of address's ("email": the new address takes
 * effect, unless another account took it meanwhile, and both addresses are told).
 */
export async function openLink(token: string, locale: Locale = "es"): Promise<OpenedLink> {
  const db = await getDb();
  const used = await db.transaction(async (tx) => {
    const spent = await spendLink(tx, token, ["verify", "email"]);
    if (!spent) throw Unauthorized("auth.verify.invalid");
    if (spent.purpose === "email" && spent.newEmail) {
      if (await emailTakenByOther(tx, spent.newEmail, spent.userId)) throw Conflict("errors.emailTaken", "email");
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, spent.userId));
      await tx.update(users).set({ email: spent.newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, spent.userId));
      // Any other change that was waiting is moot now.
      await cancelLinks(tx, spent.userId, ["email"]);
      return { ...spent, oldEmail: before.email };
    }
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, spent.userId));
    // Whatever was signed in before the address was proven is not its owner's (issue #27).
    await endEverySession(tx, spent.userId);
    return { ...spent, oldEmail: null };
  });
  const user = await publicUser(used.userId, "auth.verify.invalid");
  if (used.purpose === "email" && used.newEmail && used.oldEmail) {
    await mailAccount({ kind: "email-changed", userId: used.userId, oldEmail: used.oldEmail, newEmail: used.newEmail, locale });
    return { purpose: "email", user, plan: null };
  }
  return { purpose: "verify", user, plan: used.plan };
}

/**
 * "No he sido yo", from the notice the old address got: the change of address is cancelled,
 * or undone if it went through (the old address back, and the password with it, since whoever
 * changed the address could then choose one: a link to choose a new one goes to the owner), and
 * every device is signed out.
 */
export async function undoEmailChange(token: string, locale: Locale = "es"): Promise<{ email: string; restored: boolean }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const spent = await spendLink(tx, token, ["undo"]);
    if (!spent?.newEmail) throw Unauthorized("auth.undo.invalid");
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, spent.userId));
    if (!user) throw Unauthorized("auth.undo.invalid");
    await endEverySession(tx, spent.userId);
    const keep = spent.newEmail;
    if (user.email === keep) return { userId: spent.userId, email: keep, restored: false };
    // The address may have gone to another account since: the account keeps the one it has, signed out.
    if (await emailTakenByOther(tx, keep, spent.userId)) return { userId: spent.userId, email: user.email, restored: false };
    await tx.update(users).set({ email: keep, passwordHash: null, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, spent.userId));
    await cancelLinks(tx, spent.userId, ["reset"]);
    return { userId: spent.userId, email: keep, restored: true };
  });
  if (result.restored) await mailAccount({ kind: "reset", userId: result.userId, locale });
  return { email: result.email, restored: result.restored };
}

/** Whose link this is, what for, and whether it was opened already, without spending it (null: no such link). */
export async function describeLink(token: string): Promise<{ userId: number; purpose: LinkPurpose; opened: boolean } | null> {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ userId: verificationTokens.userId, purpose: verificationTokens.purpose, usedAt: verificationTokens.usedAt })
    .from(verificationTokens)
    .where(eq(verificationTokens.tokenHash, sha256(token)))
    .limit(1);
  return row ? { userId: row.userId, purpose: row.purpose, opened: row.usedAt !== null } : null;
}

// Forgotten and changed passwords ------------------------------------------------

/** E-mails a link to choose a new password; answers the same, as fast, whether or not the account exists. */
export async function requestPasswordReset(input: unknown, locale: Locale = "es") {
  const { email } = parseInput(emailOnlySchema, input);
  await mailAccount({ kind: "forgot", email, locale });
}

/** True while a reset link can still be used (looking spends nothing). */
export async function resetLinkIsGood(token: string) {
  if (!token || token.length > 200) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: verificationTokens.id })
    .from(verificationTokens)
    .innerJoin(users, eq(users.id, verificationTokens.userId))
    .where(
      and(
        eq(verificationTokens.tokenHash, sha256(token)),
        eq(verificationTokens.purpose, "reset"),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, new Date()),
        eq(users.blocked, false),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Stores the new password (whose e-mail link proves the address, so it counts as verified),
 * ends every session and token but `keep`'s, and cancels every link still waiting but "No he
 * sido yo" (which the owner may still need).
 */
async function replacePassword(tx: Tx, userId: number, passwordHash: string, keep: { sessionId?: string; apiToken?: string } = {}) {
  await tx
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await endEverySession(tx, userId, keep);
  await cancelLinks(tx, userId, ["reset", "verify"]);
}

/** A new password from a reset link: every session and API token of the account is revoked, and the owner is told. */
export async function resetPassword(input: unknown, locale: Locale = "es"): Promise<PublicUser> {
  const { token, password } = parseInput(resetPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const spent = await spendLink(tx, token, ["reset"]);
    if (!spent) throw Unauthorized("auth.reset.invalid");
    await replacePassword(tx, spent.userId, passwordHash);
    return spent.userId;
  });
  await mailAccount({ kind: "password-changed", userId, how: "reset", locale });
  return publicUser(userId, "auth.reset.invalid");
}

/** Wrong current passwords one account may give in PASSWORD_WINDOW before it waits (as sign-in). */
export const PASSWORD_CHANGE_LIMIT = ACCOUNT_SIGN_IN_LIMIT;
const PASSWORD_WINDOW = SIGN_IN_WINDOW;

/**
 * A signed-in change of password: the current one first (guessed at most
 * PASSWORD_CHANGE_LIMIT times in 15 minutes, then even the right one waits); every other session
 * and API token of the account is revoked (the one asking, `keep`, stays signed in) and the
 * owner is told by mail.
 */
export async function changePassword(userId: number, input: unknown, keep: { sessionId?: string; apiToken?: string } = {}, locale: Locale = "es") {
  const { current, password } = parseInput(changePasswordSchema, input);
  await checkOwnPassword(userId, current, "current");
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  await db.transaction((tx) => replacePassword(tx, userId, passwordHash, keep));
  await mailAccount({ kind: "password-changed", userId, how: "change", locale });
}

/**
 * The signed-in person's own password, asked again before something that cannot be undone (a
 * new password, deleting the account): guessed at most PASSWORD_CHANGE_LIMIT times in 15
 * minutes, then even the right one waits. A wrong one is a 422 on `field`.
 */
export async function checkOwnPassword(userId: number, password: string, field: string) {
  const attempts = `password-change:${userId}`;
  const failed = await hitsOf(attempts);
  if (failed >= PASSWORD_CHANGE_LIMIT) throw new AppError(429, "RATE_LIMITED", "auth.password.tooMany", { [field]: "auth.password.tooMany" });
  const row = await findUserRow({ id: userId });
  if (!row?.user.passwordHash || !(await verifyPassword(row.user.passwordHash, password))) {
    await hit(attempts, PASSWORD_WINDOW);
    throw Validation({ [field]: "auth.password.wrongCurrent" });
  }
  if (failed > 0) await forget(attempts);
}

// Changing the e-mail address ------------------------------------------------------

/**
 * The person's own details: name and photo change at once; a new e-mail only once it is
 * confirmed from that address (the answer says which one is waiting). A photo left out of the
 * input is kept (the web form and /api agree).
 */
export async function updateOwnProfile(user: PublicUser, input: unknown, locale: Locale = "es"): Promise<{ user: PublicUser; pendingEmail: string | null }> {
  const data = parseInput(profileSchema, input);
  const hasPhoto = typeof input === "object" && input !== null && "photo" in input && (input as { photo?: unknown }).photo !== undefined;
  const changing = data.email !== user.email;
  if (changing) await requestEmailChange(user, data.email, locale);
  // A new photo must be one this user uploaded; the one they have may stay as it is.
  const photo = hasPhoto && data.photo !== user.photo ? checkPhoto(data.photo, user.id) : user.photo;
  const updated = await updateProfile(user.id, { name: data.name, email: user.email, photo });
  return { user: updated, pendingEmail: changing ? data.email : null };
}

/** The address a change is waiting to be confirmed from, if any. */
export async function pendingEmailOf(userId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: verificationTokens.newEmail })
    .from(verificationTokens)
    .where(
      and(
        eq(verificationTokens.userId, userId),
        eq(verificationTokens.purpose, "email"),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(sql`${verificationTokens.createdAt} desc`)
    .limit(1);
  return row?.email ?? null;
}

/**
 * A new address takes effect only once it opens the link sent to it; the old address is told,
 * with "No he sido yo" (in case someone else is in the account). Nothing changes before that.
 * An address another account has is answered the same (issue #27: the form says nothing about
 * who has an account); that address is told instead, and no link to it can ever work.
 */
export async function requestEmailChange(user: { id: number; email: string }, newEmail: string, locale: Locale = "es") {
  if (!(await mayMail(user.id, "own"))) throw new AppError(429, "RATE_LIMITED", "auth.mail.tooMany", { email: "auth.mail.tooMany" });
  const db = await getDb();
  const taken = await emailTakenByOther(db, newEmail, user.id);
  // The link's token is made when its mail is sent: the one made here is never known to anyone.
  const link = await issueLink(db, user.id, "email", EMAIL_CHANGE_TTL, { newEmail });
  await mailAccount(taken ? { kind: "email-taken", userId: user.id, newEmail, locale } : { kind: "email-change", linkId: link.id, locale });
}

/** E-mail and password; one answer for an unknown e-mail and a wrong password. */
export async function checkCredentials(input: unknown): Promise<PublicUser> {
  const data = parseInput(signInSchema, input);
  // Counted per account in the database, so neither another address nor another app server
  // starts the count again; the right password waits too while it is spent.
  const attempts = accountKey("sign-in", data.email);
  const failed = await hitsOf(attempts);
  if (failed >= ACCOUNT_SIGN_IN_LIMIT) throw new AppError(429, "RATE_LIMITED", "auth.signIn.accountLimited");
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

/**
 * The owner of a session or token with their plan, in the same query as the session or token
 * itself (every signed-in request asks, so the query is prepared once); callers refuse a
 * blocked one.
 */
function ownerOf(from: typeof sessions | typeof apiTokens, key: typeof sessions.id | typeof apiTokens.tokenHash) {
  return prepared((db) =>
    db
      .select({
        user: publicUserColumns,
        plan: publicPlanColumns,
        periodEnds: credits.expireAt,
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
const sessionOwner = ownerOf(sessions, sessions.id);
const tokenOwner = ownerOf(apiTokens, apiTokens.tokenHash);

type Owner = { user: Parameters<typeof toPublicUser>[0]; plan: Parameters<typeof toPublicUser>[1]; periodEnds: Date | null };

/**
 * The owner as this request sees them. A paid plan whose credit period has ended may have ended
 * with it (a plan an admin gave, a cancelled subscription): asked once more, so what is paid-only
 * stops at the plan's end and not whenever the credits are next read (record 0127).
 */
async function ownerNow(row: Owner): Promise<PublicUser> {
  const user = toPublicUser(row.user, row.plan);
  if (!row.plan.paid || !row.periodEnds || row.periodEnds > new Date()) return user;
  const { plan } = await currentCredits(user.id);
  return { ...user, plan: { title: plan.title, name: plan.name, paid: plan.paid } };
}

// Browser sessions -----------------------------------------------------------

export async function createSession(userId: number) {
  const db = await getDb();
  const id = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL);
  await db.insert(sessions).values({ id, userId, expiresAt });
  return { id, expiresAt };
}

export async function userFromSession(sessionId: string): Promise<PublicUser | undefined> {
  const [row] = await (await sessionOwner()).execute({ key: sessionId });
  return row ? ownerNow(row) : undefined;
}

export async function destroySession(sessionId: string) {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, sessionId));
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
  const [row] = await (await tokenOwner()).execute({ key: tokenHash });
  if (!row) return undefined;
  // Written at most once every TOKEN_USE_RESOLUTION, not on every request (issue #15).
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

/** Drops expired sessions, tokens and links; run at start and daily. */
export async function purgeExpired() {
  await purgeRateLimits();
  const db = await getDb();
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, now));
  await db
    .delete(verificationTokens)
    .where(or(lt(verificationTokens.expiresAt, now), lt(verificationTokens.usedAt, new Date(now.getTime() - DAY))));
}
