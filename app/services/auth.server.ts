import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { getDb, prepared, type Db, type Tx } from "~/db/client.server";
import { apiTokens, plans, sessions, users, verificationTokens, type LinkPurpose } from "~/db/schema";
import { translate, type Locale, type MessageKey } from "~/i18n";
import { burnPasswordCheck, hashPassword, randomToken, sha256, verifyPassword } from "~/utils/crypto.server";
import { getEnv } from "~/utils/env.server";
import { AppError, Conflict, EmailNotVerified, isAppError, Unauthorized, UserBlocked, Validation } from "./errors";
import { mailName, sendMail } from "./mail.server";
import { findPlanByName } from "./plans.server";
import { accountKey, forget, hit, hitsOf, purgeRateLimits } from "./rate-limits.server";
import { getSettingsValues } from "./settings.server";
import { checkPhoto, createUser, findUserRow, publicPlanColumns, publicUserColumns, toPublicUser, updateProfile, type PublicUser } from "./users.server";
import { changePasswordSchema, emailOnlySchema, parseInput, profileSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./validation";

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = 30 * DAY;
export const API_TOKEN_TTL = 30 * DAY;
export const VERIFICATION_TTL = DAY;
/** A forgotten-password link is good for an hour. */
export const RESET_TTL = 60 * 60 * 1000;
export const EMAIL_CHANGE_TTL = DAY;
const HOUR = 60 * 60 * 1000;
/** Wrong passwords one account takes in SIGN_IN_WINDOW, from whatever addresses, before it waits. */
export const ACCOUNT_SIGN_IN_LIMIT = 10;
const SIGN_IN_WINDOW = 15 * 60 * 1000;
/** Link mails (verification, reset, change of address, "you have an account") one account is sent in an hour. */
export const LINK_MAILS_PER_HOUR = 5;

/**
 * Counts one more link mail to `userId` and says whether it may go. Whoever asks without an
 * account (sign-up, resend, forgotten password) gets the same answer either way.
 */
async function mayMail(userId: number) {
  return (await hit(`mail:${userId}`, HOUR)).hits <= LINK_MAILS_PER_HOUR;
}

/** A plan name from ?plan= is kept only when it names a paid plan that exists. */
async function paidPlanName(name: string | undefined) {
  if (!name) return null;
  const plan = await findPlanByName(name);
  return plan?.paid ? plan.name : null;
}

/** A single-use link for `userId`; only its hash is kept. Returns the token for the URL. */
async function issueLink(userId: number, purpose: LinkPurpose, ttl: number, extra: { plan?: string | null; newEmail?: string } = {}) {
  const db = await getDb();
  const token = randomToken();
  await db.insert(verificationTokens).values({
    userId,
    tokenHash: sha256(token),
    purpose,
    plan: extra.plan ?? null,
    newEmail: extra.newEmail ?? null,
    expiresAt: new Date(Date.now() + ttl),
  });
  return token;
}

/**
 * A mail of the app's own words around one link. The person's name is the only text of
 * theirs in it, and it is kept to one short line, so no name can pass for part of the message.
 */
async function sendLinkMail(to: string, name: string, locale: Locale, keys: { subject: MessageKey; body: MessageKey; ignore: MessageKey }, link: string) {
  const { app_name: app } = await getSettingsValues(["app_name"]);
  const text = [
    translate(locale, "auth.mail.greeting", { name: mailName(name) }),
    "",
    translate(locale, keys.body, { app }),
    link,
    "",
    translate(locale, keys.ignore),
  ].join("\n");
  await sendMail({ to, subject: translate(locale, keys.subject, { app }), text });
}

async function sendVerification(user: { id: number; name: string; email: string }, plan: string | null, locale: Locale) {
  if (!(await mayMail(user.id))) return;
  const token = await issueLink(user.id, "verify", VERIFICATION_TTL, { plan });
  await sendLinkMail(user.email, user.name, locale, { subject: "auth.mail.subject", body: "auth.mail.body", ignore: "auth.mail.ignore" }, `${getEnv().APP_URL}/verify/${token}`);
}

/**
 * Creates an unverified account on the free plan and e-mails its verification link. An
 * address that has an account gets the same answer, and its owner a mail instead (a new
 * link if it was never verified): the form says nothing about who has an account.
 */
export async function signUp(input: unknown, locale: Locale = "es"): Promise<void> {
  const data = parseInput(signUpSchema, input);
  const plan = await paidPlanName(data.plan);
  const existing = await findUserRow({ email: data.email });
  if (existing) {
    await burnPasswordCheck(data.password); // as long as creating one takes
    return tellOwner(existing.user, plan, locale);
  }
  try {
    const user = await createUser({ name: data.name, email: data.email, password: data.password });
    await sendVerification(user, plan, locale);
  } catch (error) {
    // Someone signed up with it a moment ago.
    const taken = isAppError(error) && error.code === "CONFLICT" ? await findUserRow({ email: data.email }) : undefined;
    if (!taken) throw error;
    await tellOwner(taken.user, plan, locale);
  }
}

/** A sign-up with an address that has an account: its owner hears of it, nobody else. */
async function tellOwner(owner: { id: number; name: string; email: string; blocked: boolean; emailVerifiedAt: Date | null }, plan: string | null, locale: Locale) {
  if (owner.blocked) return;
  if (!owner.emailVerifiedAt) return sendVerification(owner, plan, locale);
  if (!(await mayMail(owner.id))) return;
  const { APP_URL } = getEnv();
  const { app_name: app } = await getSettingsValues(["app_name"]);
  const text = [
    translate(locale, "auth.mail.greeting", { name: mailName(owner.name) }),
    "",
    translate(locale, "auth.exists.mail.body", { app }),
    `${APP_URL}/sign-in`,
    "",
    translate(locale, "auth.exists.mail.forgot"),
    `${APP_URL}/forgot-password`,
    "",
    translate(locale, "auth.exists.mail.ignore"),
  ].join("\n");
  await sendMail({ to: owner.email, subject: translate(locale, "auth.exists.mail.subject", { app }), text });
}

/** Sends a fresh link to an unverified account; answers the same whether or not one exists. */
export async function resendVerification(input: unknown, locale: Locale = "es") {
  const { email } = parseInput(emailOnlySchema, input);
  const row = await findUserRow({ email });
  if (!row || row.user.emailVerifiedAt || row.user.blocked) return;
  const db = await getDb();
  // Keep the plan chosen at sign-up, if any, on the new link.
  const [previous] = await db
    .select({ plan: verificationTokens.plan })
    .from(verificationTokens)
    .where(eq(verificationTokens.userId, row.user.id))
    .orderBy(sql`${verificationTokens.createdAt} desc`)
    .limit(1);
  await sendVerification(row.user, previous?.plan ?? null, locale);
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

/**
 * Opens an e-mailed link (once): a new account's ("verify": its address is verified, and a
 * plan chosen at sign-up comes back) or a change of address's ("email": the new address takes
 * effect, unless another account took it meanwhile).
 */
export async function openLink(token: string): Promise<{ user: PublicUser; plan: string | null; purpose: "verify" | "email" }> {
  const db = await getDb();
  const used = await db.transaction(async (tx) => {
    const spent = await spendLink(tx, token, ["verify", "email"]);
    if (!spent) throw Unauthorized("auth.verify.invalid");
    if (spent.purpose === "email" && spent.newEmail) {
      if (await emailTakenByOther(tx, spent.newEmail, spent.userId)) throw Conflict("errors.emailTaken", "email");
      await tx.update(users).set({ email: spent.newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, spent.userId));
    } else {
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, spent.userId));
    }
    return spent;
  });
  return { user: await publicUser(used.userId, "auth.verify.invalid"), plan: used.plan, purpose: used.purpose === "email" ? "email" : "verify" };
}

/** Whose link this is and whether it was opened already, without spending it (null: no such link). */
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

/** E-mails a link to choose a new password; answers the same whether or not the account exists. */
export async function requestPasswordReset(input: unknown, locale: Locale = "es") {
  const { email } = parseInput(emailOnlySchema, input);
  const row = await findUserRow({ email });
  if (!row || row.user.blocked || !(await mayMail(row.user.id))) return;
  const token = await issueLink(row.user.id, "reset", RESET_TTL);
  await sendLinkMail(
    row.user.email,
    row.user.name,
    locale,
    { subject: "auth.reset.mail.subject", body: "auth.reset.mail.body", ignore: "auth.reset.mail.ignore" },
    `${getEnv().APP_URL}/reset-password/${token}`,
  );
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

/** Stores the new password (whose e-mail link proves the address, so it counts as verified) and ends every session and token. */
async function replacePassword(tx: Tx, userId: number, passwordHash: string, keep: { sessionId?: string; apiToken?: string } = {}) {
  await tx
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), keep.sessionId ? ne(sessions.id, keep.sessionId) : undefined));
  await tx.delete(apiTokens).where(and(eq(apiTokens.userId, userId), keep.apiToken ? ne(apiTokens.tokenHash, sha256(keep.apiToken)) : undefined));
  // No other reset link of this account stays usable.
  await tx
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, "reset"), isNull(verificationTokens.usedAt)));
}

/** A new password from a reset link: every session and API token of the account is revoked. */
export async function resetPassword(input: unknown): Promise<PublicUser> {
  const { token, password } = parseInput(resetPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const spent = await spendLink(tx, token, ["reset"]);
    if (!spent) throw Unauthorized("auth.reset.invalid");
    await replacePassword(tx, spent.userId, passwordHash);
    return spent.userId;
  });
  return publicUser(userId, "auth.reset.invalid");
}

/**
 * A signed-in change of password: the current one first; every other session and API token
 * of the account is revoked (the one asking, `keep`, stays signed in).
 */
export async function changePassword(userId: number, input: unknown, keep: { sessionId?: string; apiToken?: string } = {}) {
  const { current, password } = parseInput(changePasswordSchema, input);
  const row = await findUserRow({ id: userId });
  if (!row?.user.passwordHash || !(await verifyPassword(row.user.passwordHash, current))) throw Validation({ current: "auth.password.wrongCurrent" });
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  await db.transaction((tx) => replacePassword(tx, userId, passwordHash, keep));
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
 * A new address takes effect only once it opens the link sent to it; the old address is told
 * (in case someone else is in the account). Nothing changes before that.
 */
export async function requestEmailChange(user: { id: number; name: string; email: string }, newEmail: string, locale: Locale = "es") {
  if (await emailTakenByOther(await getDb(), newEmail, user.id)) throw Conflict("errors.emailTaken", "email");
  if (!(await mayMail(user.id))) throw new AppError(429, "RATE_LIMITED", "auth.mail.tooMany", { email: "auth.mail.tooMany" });
  const token = await issueLink(user.id, "email", EMAIL_CHANGE_TTL, { newEmail });
  await sendLinkMail(newEmail, user.name, locale, { subject: "auth.email.mail.subject", body: "auth.email.mail.body", ignore: "auth.email.mail.ignore" }, `${getEnv().APP_URL}/verify/${token}`);
  const { app_name: app } = await getSettingsValues(["app_name"]);
  await sendMail({
    to: user.email,
    subject: translate(locale, "auth.email.notice.subject", { app }),
    text: [translate(locale, "auth.mail.greeting", { name: mailName(user.name) }), "", translate(locale, "auth.email.notice.body", { email: newEmail, app })].join("\n"),
  });
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
      .select({ user: publicUserColumns, plan: publicPlanColumns, lastUsedAt: from === apiTokens ? apiTokens.lastUsedAt : sql<null>`null` })
      .from(from)
      .innerJoin(users, eq(users.id, from.userId))
      .innerJoin(plans, eq(plans.id, users.planId))
      .where(and(eq(key, sql.placeholder("key")), gt(from.expiresAt, sql`now()`)))
      .limit(1)
      .prepare(`owner_of_${from === apiTokens ? "token" : "session"}`),
  );
}
const sessionOwner = ownerOf(sessions, sessions.id);
const tokenOwner = ownerOf(apiTokens, apiTokens.tokenHash);

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
  return row ? toPublicUser(row.user, row.plan) : undefined;
}

export async function destroySession(sessionId: string) {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

// API tokens for the shells ---------------------------------------------------

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
  return toPublicUser(row.user, row.plan);
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
