/**
 * The links mailed to an address: sign-up and the link that verifies the new account's address,
 * a change of address taking effect from the link sent to it, "No he sido yo" undoing it, and
 * what a link is before it is opened. A change of address is asked for from the profile
 * (profile.server.ts); a forgotten password's link is passwords.server.ts.
 */
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { signUps, users, verificationTokens, type LinkPurpose } from "~/db/schema";
import type { Locale } from "~/i18n";
import { burnPasswordCheck, hashPassword, sha256, verifyPassword } from "~/infra/crypto.server";
import { cancelLinks, linkOwner, mailAccount, spendLink } from "./account-mail.server";
import { endEverySession } from "./auth.server";
import { AlreadyVerified, AppError, Conflict, isAppError, Unauthorized } from "~/lib/errors";
import { findPlanByName } from "./plans.server";
import { createUser, emailTakenByOther, findUserRow, type PublicUser } from "./users.server";
import { emailOnlySchema, parseInput, signUpSchema } from "~/lib/validation";

/** A plan name from ?plan= is kept only when it names a paid plan that exists. */
async function paidPlanName(name: string | undefined) {
  if (!name) return null;
  const plan = await findPlanByName(name);
  return plan?.paid ? plan.name : null;
}

/** Sign-ups an unverified account keeps waiting: one more makes the oldest go. */
export const WAITING_SIGN_UPS = 5;

/**
 * Creates an unverified account on the free plan and e-mails its verification link. An
 * address that has an account gets the same answer, and its owner a mail instead: the form says
 * nothing about who has an account. Each sign-up of an address never verified keeps its own name
 * and password (record 0156): the link activates the one whose password its presser types, so
 * whoever signs up first or last, a link never activates a password its presser did not choose.
 */
export async function signUp(input: unknown, locale: Locale = "es"): Promise<void> {
  const data = parseInput(signUpSchema, input);
  const plan = await paidPlanName(data.plan);
  const existing = await findUserRow({ email: data.email });
  if (existing) return signUpAgain(existing.user, data, plan, locale);
  // Hashed once here, as for a known address: the answer takes as long either way.
  const passwordHash = await hashPassword(data.password);
  try {
    const user = await createUser({ name: data.name, email: data.email, passwordHash }, undefined, (tx, created) =>
      keepSignUp(tx, created.id, created.name, passwordHash),
    );
    await mailAccount({ kind: "verify", userId: user.id, plan, locale });
  } catch (error) {
    // Someone signed up with it a moment ago.
    const taken = isAppError(error) && error.code === "CONFLICT" ? await findUserRow({ email: data.email }) : undefined;
    if (!taken) throw error;
    await signUpAgain(taken.user, data, plan, locale);
  }
}

/** One more sign-up waiting for the account's address to be proven (the oldest beyond WAITING_SIGN_UPS go). */
async function keepSignUp(tx: Tx, userId: number, name: string, passwordHash: string) {
  await tx.insert(signUps).values({ userId, name: name.trim(), passwordHash });
  const newest = tx.select({ id: signUps.id }).from(signUps).where(eq(signUps.userId, userId)).orderBy(desc(signUps.id)).limit(WAITING_SIGN_UPS);
  await tx.delete(signUps).where(and(eq(signUps.userId, userId), notInArray(signUps.id, newest)));
}

/**
 * A sign-up with an address that has an account (as long as creating one takes, whichever way it
 * goes). An unverified account is not changed: the sign-up waits beside the earlier ones, and
 * the mail carries a link like theirs.
 */
async function signUpAgain(
  owner: { id: number; blocked: boolean; emailVerifiedAt: Date | null },
  data: { name: string; password: string },
  plan: string | null,
  locale: Locale,
) {
  if (owner.blocked || owner.emailVerifiedAt) {
    await burnPasswordCheck(data.password);
    if (!owner.blocked) await mailAccount({ kind: "exists", userId: owner.id, locale });
    return;
  }
  const passwordHash = await hashPassword(data.password);
  const db = await getDb();
  await db.transaction((tx) => keepSignUp(tx, owner.id, data.name, passwordHash));
  await mailAccount({ kind: "verify", userId: owner.id, plan, locale });
}

/**
 * The waiting sign-up of `userId` whose password this is: what a verification link activates.
 * Its presser proves the address by the link and which sign-up is theirs by its password, so a
 * sign-up they never made (someone else's, before or after theirs) activates nothing.
 */
async function ownSignUp(userId: number, password: string | undefined) {
  if (!password) throw new AppError(422, "VALIDATION", "auth.verify.passwordNeeded", { password: "auth.verify.passwordNeeded" });
  const db = await getDb();
  const waiting = await db
    .select({ id: signUps.id, name: signUps.name, passwordHash: signUps.passwordHash })
    .from(signUps)
    .where(eq(signUps.userId, userId))
    .orderBy(desc(signUps.id))
    .limit(WAITING_SIGN_UPS);
  for (const one of waiting) {
    if (await verifyPassword(one.passwordHash, password)) return one;
  }
  throw new AppError(422, "VALIDATION", "auth.verify.wrongPassword", { password: "auth.verify.wrongPassword" });
}

/** Sends a fresh link to an unverified account; answers the same, as fast, whether or not one exists. */
export async function resendVerification(input: unknown, locale: Locale = "es") {
  const { email } = parseInput(emailOnlySchema, input);
  await mailAccount({ kind: "resend", email, locale });
}

export type OpenedLink =
  /** A new account's address is verified: whoever opened it may be signed in (and sent on to a plan chosen at sign-up). */
  | { purpose: "verify"; user: PublicUser; plan: string | null }
  /** A change of address took effect. Nobody is signed in by it: `user` is the account, for the device already signed in to it. */
  | { purpose: "email"; user: PublicUser; plan: null };

/**
 * Opens an e-mailed link (once): a new account's ("verify": with the password chosen at
 * sign-up, which becomes the account's with that sign-up's name; its address is verified and
 * every session and token made before ends) or a change of address's ("email": the new address
 * takes effect, unless another account took it meanwhile, and both addresses are told). A wrong
 * or missing password spends nothing. A new account's link whose address is verified (by it or
 * another of its links) has nothing left to do: ALREADY_VERIFIED, so its holder is sent to sign
 * in rather than told the link is bad (record 0163).
 */
export async function openLink(link: { token: string; password?: string }, locale: Locale = "es"): Promise<OpenedLink> {
  const { token } = link;
  const described = await describeLink(token);
  if (described?.purpose === "verify" && described.verified) throw AlreadyVerified();
  const chosen = described?.purpose === "verify" && !described.opened ? await ownSignUp(described.userId, link.password) : null;
  const db = await getDb();
  const used = await db.transaction(async (tx) => {
    const spent = await spendLink(tx, token, ["verify", "email"]);
    if (!spent) throw Unauthorized("auth.verify.invalid");
    if (spent.purpose === "verify") {
      await activateSignUp(tx, spent.userId, chosen);
      return { ...spent, oldEmail: null };
    }
    if (spent.purpose === "email" && spent.newEmail) {
      if (await emailTakenByOther(tx, spent.newEmail, spent.userId)) throw Conflict("errors.emailTaken", "email");
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, spent.userId));
      await tx
        .update(users)
        .set({ email: spent.newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, spent.userId));
      // Any other change that was waiting is moot now.
      await cancelLinks(tx, spent.userId, ["email"]);
      return { ...spent, oldEmail: before.email };
    }
    throw Unauthorized("auth.verify.invalid");
  });
  const user = await linkOwner(used.userId, "auth.verify.invalid");
  if (used.purpose === "email" && used.newEmail && used.oldEmail) {
    await mailAccount({ kind: "email-changed", userId: used.userId, oldEmail: used.oldEmail, newEmail: used.newEmail, locale });
    return { purpose: "email", user, plan: null };
  }
  return { purpose: "verify", user, plan: used.plan };
}

/**
 * The chosen sign-up becomes the account: its name and password, the address verified. The
 * other sign-ups and links waiting go, and whatever was signed in before the address was proven
 * is not its owner's. `chosen` was found before the link was spent; another press taking the
 * sign-ups meanwhile is refused as a spent link.
 */
async function activateSignUp(tx: Tx, userId: number, chosen: { id: number; name: string; passwordHash: string } | null) {
  const gone = await tx.delete(signUps).where(eq(signUps.userId, userId)).returning({ id: signUps.id });
  if (!chosen || !gone.some((row) => row.id === chosen.id)) throw Unauthorized("auth.verify.invalid");
  await tx
    .update(users)
    .set({ name: chosen.name, passwordHash: chosen.passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await cancelLinks(tx, userId, ["verify"]);
  await endEverySession(tx, userId);
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
    await tx
      .update(users)
      .set({ email: keep, passwordHash: null, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, spent.userId));
    await cancelLinks(tx, spent.userId, ["reset"]);
    return { userId: spent.userId, email: keep, restored: true };
  });
  if (result.restored) await mailAccount({ kind: "reset", userId: result.userId, locale });
  return { email: result.email, restored: result.restored };
}

/**
 * Whose link this is, what for, whether it was opened already and whether its account's address
 * is verified, without spending it (null: no such link). Only the link's holder learns any of it.
 */
export async function describeLink(token: string): Promise<{ userId: number; purpose: LinkPurpose; opened: boolean; verified: boolean } | null> {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ userId: verificationTokens.userId, purpose: verificationTokens.purpose, usedAt: verificationTokens.usedAt, verifiedAt: users.emailVerifiedAt })
    .from(verificationTokens)
    .innerJoin(users, eq(users.id, verificationTokens.userId))
    .where(eq(verificationTokens.tokenHash, sha256(token)))
    .limit(1);
  return row ? { userId: row.userId, purpose: row.purpose, opened: row.usedAt !== null, verified: row.verifiedAt !== null } : null;
}
