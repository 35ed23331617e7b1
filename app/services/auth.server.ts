import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { apiTokens, sessions, users, verificationTokens } from "~/db/schema";
import { translate, type Locale } from "~/i18n";
import { burnPasswordCheck, randomToken, sha256, verifyPassword } from "~/utils/crypto.server";
import { getEnv } from "~/utils/env.server";
import { EmailNotVerified, Unauthorized, UserBlocked } from "./errors";
import { sendMail } from "./mail.server";
import { findPlanByName } from "./plans.server";
import { getSettingsValues } from "./settings.server";
import { createUser, findUserRow, toPublicUser, type PublicUser } from "./users.server";
import { emailOnlySchema, parseInput, signInSchema, signUpSchema } from "./validation";

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = 30 * DAY;
export const API_TOKEN_TTL = 30 * DAY;
export const VERIFICATION_TTL = DAY;

/** A plan name from ?plan= is kept only when it names a paid plan that exists. */
async function paidPlanName(name: string | undefined) {
  if (!name) return null;
  const plan = await findPlanByName(name);
  return plan?.paid ? plan.name : null;
}

async function sendVerification(user: { id: number; name: string; email: string }, plan: string | null, locale: Locale) {
  const db = await getDb();
  const token = randomToken();
  await db.insert(verificationTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    plan,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL),
  });
  const { app_name: app } = await getSettingsValues(["app_name"]);
  const link = `${getEnv().APP_URL}/verify/${token}`;
  const text = [
    translate(locale, "auth.mail.greeting", { name: user.name }),
    "",
    translate(locale, "auth.mail.body", { app }),
    link,
    "",
    translate(locale, "auth.mail.ignore"),
  ].join("\n");
  await sendMail({ to: user.email, subject: translate(locale, "auth.mail.subject", { app }), text });
}

/** Creates an unverified account on the free plan and e-mails its verification link. */
export async function signUp(input: unknown, locale: Locale = "es"): Promise<PublicUser> {
  const data = parseInput(signUpSchema, input);
  const user = await createUser({ name: data.name, email: data.email, password: data.password });
  await sendVerification(user, await paidPlanName(data.plan), locale);
  return user;
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

/** Spends a verification link (once) and marks the e-mail verified; a blocked user's link is left alone. */
export async function verifyEmail(token: string): Promise<{ user: PublicUser; plan: string | null }> {
  const db = await getDb();
  const tokenHash = sha256(token);
  const used = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ blocked: users.blocked })
      .from(verificationTokens)
      .innerJoin(users, eq(users.id, verificationTokens.userId))
      .where(eq(verificationTokens.tokenHash, tokenHash))
      .limit(1);
    if (owner?.blocked) throw UserBlocked();
    const [spent] = await tx
      .update(verificationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationTokens.tokenHash, tokenHash),
          isNull(verificationTokens.usedAt),
          gt(verificationTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: verificationTokens.userId, plan: verificationTokens.plan });
    if (!spent) throw Unauthorized("auth.verify.invalid");
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, spent.userId));
    return spent;
  });
  const row = await findUserRow({ id: used.userId });
  if (!row) throw Unauthorized("auth.verify.invalid");
  return { user: toPublicUser(row.user, row.plan), plan: used.plan };
}

/** E-mail and password; one answer for an unknown e-mail and a wrong password. */
export async function checkCredentials(input: unknown): Promise<PublicUser> {
  const data = parseInput(signInSchema, input);
  const row = await findUserRow({ email: data.email });
  if (!row?.user.passwordHash) {
    await burnPasswordCheck(data.password);
    throw Unauthorized("errors.badCredentials");
  }
  if (!(await verifyPassword(row.user.passwordHash, data.password))) throw Unauthorized("errors.badCredentials");
  if (row.user.blocked) throw UserBlocked();
  if (!row.user.emailVerifiedAt) throw EmailNotVerified();
  return toPublicUser(row.user, row.plan);
}

/** The owner of a session or token, with their plan; callers refuse a blocked one. */
async function ownerOf(userId: number) {
  const row = await findUserRow({ id: userId });
  return row ? toPublicUser(row.user, row.plan) : undefined;
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
  const db = await getDb();
  const [session] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return session ? ownerOf(session.userId) : undefined;
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

export async function userFromApiToken(token: string): Promise<PublicUser | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(apiTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiTokens.tokenHash, sha256(token)), gt(apiTokens.expiresAt, new Date())))
    .returning({ userId: apiTokens.userId });
  return row ? ownerOf(row.userId) : undefined;
}

export async function revokeApiToken(token: string) {
  const db = await getDb();
  await db.delete(apiTokens).where(eq(apiTokens.tokenHash, sha256(token)));
}

/** Drops expired sessions, tokens and links; run at start and daily. */
export async function purgeExpired() {
  const db = await getDb();
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, now));
  await db
    .delete(verificationTokens)
    .where(or(lt(verificationTokens.expiresAt, now), lt(verificationTokens.usedAt, new Date(now.getTime() - DAY))));
}
