import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { users, verificationTokens, type LinkPurpose } from "~/db/schema";
import { translate, type Locale, type MessageKey, type MessageParams } from "~/i18n";
import { randomToken, sha256 } from "~/infra/crypto.server";
import { getEnv } from "~/infra/env.server";
import { secondsUntil, Unauthorized, UserBlocked } from "~/lib/errors";
import { mailName, sendMail } from "./mail.server";
import { hit } from "./rate-limits.server";
import { getSettingsValues } from "./settings.server";
import { defineTask } from "./tasks.server";
import { findUserRow, toPublicUser } from "./users.server";

/**
 * Every mail about an account, sent off the request path: the request asks for a
 * task with plain data, and the task looks up the account, makes the link and sends. So a
 * request's answer and its time say nothing about whether an address has an account, and an
 * SMTP failure is tried again instead of answering anything different.
 *
 * No link travels in a task's data (the queue keeps it in Postgres): a link is made, or made
 * anew, when its mail is sent. The links live here from start to end: issued, renewed, spent
 * once, cancelled.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const VERIFICATION_TTL = DAY;
/** A forgotten-password link is good for an hour. */
export const RESET_TTL = HOUR;
export const EMAIL_CHANGE_TTL = DAY;
/** "No he sido yo" stays good for a week: long enough to notice a change that went through. */
export const UNDO_TTL = 7 * DAY;

/** Link mails one account is sent in an hour, counted apart for what anyone may ask (anonymous) and what its owner asks signed in. */
export const LINK_MAILS_PER_HOUR = 5;
export type MailBudget = "anonymous" | "own";

/**
 * Counts one more link mail to `userId` from `budget` and says whether it may go. Anonymous
 * requests (sign-up, resend, forgotten password) cannot spend the owner's own budget, so nobody
 * can silence a family's own mails by asking for theirs.
 */
export async function mayMail(userId: number, budget: MailBudget) {
  return (await mailWait(userId, budget)) === 0;
}

/** Like mayMail (it counts one more), in seconds to wait before the mail may go: 0 when it may now. */
export async function mailWait(userId: number, budget: MailBudget) {
  const { hits, resetAt } = await hit(`mail:${budget}:${userId}`, HOUR);
  return hits <= LINK_MAILS_PER_HOUR ? 0 : Math.max(1, secondsUntil(resetAt));
}

/** A single-use link for `userId`; only its hash is kept. Returns the token for the URL. */
export async function issueLink(conn: Db | Tx, userId: number, purpose: LinkPurpose, ttl: number, extra: { plan?: string | null; newEmail?: string } = {}) {
  const token = randomToken();
  const [row] = await conn
    .insert(verificationTokens)
    .values({
      userId,
      tokenHash: sha256(token),
      purpose,
      plan: extra.plan ?? null,
      newEmail: extra.newEmail ?? null,
      expiresAt: new Date(Date.now() + ttl),
    })
    .returning({ id: verificationTokens.id });
  return { token, id: row.id };
}

/** Links of `purposes` of the account that are still waiting stop working. */
export async function cancelLinks(tx: Tx, userId: number, purposes: LinkPurpose[]) {
  await tx
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationTokens.userId, userId), inArray(verificationTokens.purpose, purposes), isNull(verificationTokens.usedAt)));
}

/**
 * Spends a link of one of `purposes` (once, before it expires): what it was for, or null. A
 * blocked user's link is left alone.
 */
export async function spendLink(tx: Tx, token: string, purposes: LinkPurpose[]) {
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
    .returning({
      userId: verificationTokens.userId,
      plan: verificationTokens.plan,
      purpose: verificationTokens.purpose,
      newEmail: verificationTokens.newEmail,
    });
  return spent ?? null;
}

/** The account a spent link was for, as the doors show it; gone since, it is a 401 with `missing`. */
export async function linkOwner(userId: number, missing: MessageKey) {
  const row = await findUserRow({ id: userId });
  if (!row) throw Unauthorized(missing);
  return toPublicUser(row.user, row.plan);
}

/**
 * A new token for a link that is still waiting (its mail is being sent, or sent again): the
 * one made before, never mailed or lost with a failed try, stops working. Null: the link was
 * spent, cancelled or has expired meanwhile, and nothing should be sent.
 */
async function renewLink(linkId: number) {
  const db = await getDb();
  const token = randomToken();
  const [row] = await db
    .update(verificationTokens)
    .set({ tokenHash: sha256(token) })
    .where(and(eq(verificationTokens.id, linkId), isNull(verificationTokens.usedAt), gt(verificationTokens.expiresAt, new Date())))
    .returning({ userId: verificationTokens.userId, newEmail: verificationTokens.newEmail });
  return row ? { token, ...row } : null;
}

const url = (path: string) => `${getEnv().APP_URL}${path}`;

/**
 * A mail of the app's own words. The person's name is the only text of theirs in it, kept to
 * one short line, so no name can pass for part of the message.
 */
async function send(to: string, name: string | null, locale: Locale, subject: MessageKey, lines: (string | [MessageKey, MessageParams?])[]) {
  const { app_name: app } = await getSettingsValues(["app_name"]);
  const greeting = name ? translate(locale, "auth.mail.greeting", { name: mailName(name) }) : translate(locale, "auth.mail.greetingPlain");
  const text = [greeting, "", ...lines.map((line) => (typeof line === "string" ? line : translate(locale, line[0], { app, ...line[1] })))].join("\n");
  await sendMail({ to, subject: translate(locale, subject, { app }), text });
}

export type AccountMail =
  /** A new or unverified account's link (sign-up, sign-up again). */
  | { kind: "verify"; userId: number; plan: string | null; locale: Locale }
  /** Sign-up with an address whose account is verified: its owner hears of it. */
  | { kind: "exists"; userId: number; locale: Locale }
  /** Resend the verification link to `email`, if an unverified account has it. */
  | { kind: "resend"; email: string; locale: Locale }
  /** A link to choose a new password for `email`, if an account has it. */
  | { kind: "forgot"; email: string; locale: Locale }
  /** A link to choose a new password, asked for by the app (an undone change of address). */
  | { kind: "reset"; userId: number; locale: Locale }
  /** A change of address waiting (link `linkId`): the link to the new address, a notice with "No he sido yo" to the old one. */
  | { kind: "email-change"; linkId: number; locale: Locale }
  /** A change of address to one another account has: that address is told, the old one gets the usual notice. */
  | { kind: "email-taken"; userId: number; newEmail: string; locale: Locale }
  /** A change of address took effect: both addresses are told, the old one with "No he sido yo". */
  | { kind: "email-changed"; userId: number; oldEmail: string; newEmail: string; locale: Locale }
  /** The account was deleted: told at the address it had (its row is gone, so the mail carries it). */
  | { kind: "deleted"; email: string; name: string; locale: Locale }
  /** A copy of the person's data is ready to download (on /account, while signed in). */
  | { kind: "export-ready"; userId: number; locale: Locale }
  /** The password was changed (signed in) or chosen anew (a reset link). */
  | { kind: "password-changed"; userId: number; how: "change" | "reset"; locale: Locale };

/** A user the mail is about, when it still may be mailed (a blocked account is sent nothing). */
async function recipient(where: { id: number } | { email: string }) {
  const row = await findUserRow(where);
  return row && !row.user.blocked ? row.user : null;
}

async function verifyMail(user: { id: number; name: string; email: string }, plan: string | null, locale: Locale) {
  const db = await getDb();
  const { token } = await issueLink(db, user.id, "verify", VERIFICATION_TTL, { plan });
  await send(user.email, user.name, locale, "auth.mail.subject", [["auth.mail.body"], url(`/verify/${token}`), "", ["auth.mail.ignore"]]);
}

async function resetMail(user: { id: number; name: string; email: string }, locale: Locale) {
  const db = await getDb();
  const { token } = await issueLink(db, user.id, "reset", RESET_TTL);
  await send(user.email, user.name, locale, "auth.reset.mail.subject", [
    ["auth.reset.mail.body"],
    url(`/reset-password/${token}`),
    "",
    ["auth.reset.mail.ignore"],
  ]);
}

/** The old address's notice of a change (asked for, or done), with a "No he sido yo" link that undoes it. */
async function undoNotice(user: { id: number; name: string; email: string }, newEmail: string, locale: Locale, done: boolean) {
  const db = await getDb();
  // The address to keep travels with the link: it is what opening it restores.
  const { token } = await issueLink(db, user.id, "undo", UNDO_TTL, { newEmail: user.email });
  await send(user.email, user.name, locale, done ? "auth.email.changedNotice.subject" : "auth.email.notice.subject", [
    [done ? "auth.email.changedNotice.body" : "auth.email.notice.body", { email: newEmail }],
    "",
    ["auth.email.undo.mail"],
    url(`/not-me/${token}`),
  ]);
}

/** The latest plan chosen at sign-up, so a resent link keeps it. */
async function chosenPlan(userId: number) {
  const db = await getDb();
  const [previous] = await db
    .select({ plan: verificationTokens.plan })
    .from(verificationTokens)
    .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, "verify")))
    .orderBy(sql`${verificationTokens.createdAt} desc`)
    .limit(1);
  return previous?.plan ?? null;
}

/** One try of an account mail. A retry does not count against the account's mail limits again. */
async function sendAccountMail(mail: AccountMail, { attempt }: { attempt: number }) {
  const allowed = (userId: number, budget: MailBudget) => (attempt > 0 ? Promise.resolve(true) : mayMail(userId, budget));
  switch (mail.kind) {
    case "verify": {
      const user = await recipient({ id: mail.userId });
      if (user && !user.emailVerifiedAt && (await allowed(user.id, "anonymous"))) await verifyMail(user, mail.plan, mail.locale);
      return;
    }
    case "exists": {
      const user = await recipient({ id: mail.userId });
      if (!user || !(await allowed(user.id, "anonymous"))) return;
      await send(user.email, user.name, mail.locale, "auth.exists.mail.subject", [
        ["auth.exists.mail.body"],
        url("/sign-in"),
        "",
        ["auth.exists.mail.forgot"],
        url("/forgot-password"),
        "",
        ["auth.exists.mail.ignore"],
      ]);
      return;
    }
    case "resend": {
      const user = await recipient({ email: mail.email });
      if (user && !user.emailVerifiedAt && (await allowed(user.id, "anonymous"))) await verifyMail(user, await chosenPlan(user.id), mail.locale);
      return;
    }
    case "forgot": {
      const user = await recipient({ email: mail.email });
      if (user && (await allowed(user.id, "anonymous"))) await resetMail(user, mail.locale);
      return;
    }
    case "reset": {
      const user = await recipient({ id: mail.userId });
      if (user) await resetMail(user, mail.locale);
      return;
    }
    case "email-change": {
      const link = await renewLink(mail.linkId);
      const user = link && (await recipient({ id: link.userId }));
      if (!link?.newEmail || !user) return;
      await send(link.newEmail, user.name, mail.locale, "auth.email.mail.subject", [
        ["auth.email.mail.body"],
        url(`/verify/${link.token}`),
        "",
        ["auth.email.mail.ignore"],
      ]);
      await undoNotice(user, link.newEmail, mail.locale, false);
      return;
    }
    case "email-taken": {
      const user = await recipient({ id: mail.userId });
      if (!user) return;
      // The other account's owner learns only that the address is already in use, and how to get in.
      await send(mail.newEmail, null, mail.locale, "auth.email.taken.subject", [
        ["auth.email.taken.body"],
        url("/sign-in"),
        "",
        ["auth.exists.mail.forgot"],
        url("/forgot-password"),
      ]);
      await undoNotice(user, mail.newEmail, mail.locale, false);
      return;
    }
    case "email-changed": {
      const user = await recipient({ id: mail.userId });
      if (!user) return;
      await send(mail.newEmail, user.name, mail.locale, "auth.email.changedNew.subject", [["auth.email.changedNew.body", { email: mail.newEmail }]]);
      await undoNotice({ ...user, email: mail.oldEmail }, mail.newEmail, mail.locale, true);
      return;
    }
    case "deleted": {
      await send(mail.email, mail.name, mail.locale, "account.delete.mail.subject", [["account.delete.mail.body"], "", ["account.delete.mail.kept"]]);
      return;
    }
    case "export-ready": {
      const user = await recipient({ id: mail.userId });
      if (!user) return;
      // A link to the account screen, not to the file: only a signed-in owner downloads it.
      await send(user.email, user.name, mail.locale, "account.export.mail.subject", [["account.export.mail.body"], url("/account#data")]);
      return;
    }
    case "password-changed": {
      const user = await recipient({ id: mail.userId });
      if (!user) return;
      await send(user.email, user.name, mail.locale, "auth.password.mail.subject", [
        [mail.how === "reset" ? "auth.password.mail.reset" : "auth.password.mail.changed"],
        "",
        ["auth.password.mail.notYou"],
        url("/forgot-password"),
      ]);
      return;
    }
  }
}

/** Asks for an account mail; it is sent (and tried again) off the request path. */
export const mailAccount = defineTask<AccountMail>("account-mail", sendAccountMail);
