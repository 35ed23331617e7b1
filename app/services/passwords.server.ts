/**
 * Passwords: a forgotten one (its link asked for, looked at, used) and a changed one, and the
 * person's own password asked again before what cannot be undone. A new password ends every
 * other session and token of the account.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { signUps, users, verificationTokens } from "~/db/schema";
import type { Locale } from "~/i18n";
import { hashPassword, sha256, verifyPassword } from "~/infra/crypto.server";
import { cancelLinks, linkOwner, mailAccount, spendLink } from "./account-mail.server";
import { ACCOUNT_SIGN_IN_LIMIT, endEverySession, SIGN_IN_WINDOW } from "./auth.server";
import { RateLimited, secondsUntil, Unauthorized, Validation } from "~/lib/errors";
import { countOf, forget, hit } from "./rate-limits.server";
import { findUserRow, type PublicUser } from "./users.server";
import { changePasswordSchema, emailOnlySchema, parseInput, resetPasswordSchema } from "~/lib/validation";

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
  // The address is proven now: sign-ups still waiting for it have nothing left to activate.
  await tx.delete(signUps).where(eq(signUps.userId, userId));
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
  return linkOwner(userId, "auth.reset.invalid");
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
  const count = await countOf(attempts);
  const failed = count?.hits ?? 0;
  if (count && failed >= PASSWORD_CHANGE_LIMIT) throw RateLimited("auth.password.tooMany", secondsUntil(count.resetAt), { field });
  const row = await findUserRow({ id: userId });
  if (!row?.user.passwordHash || !(await verifyPassword(row.user.passwordHash, password))) {
    await hit(attempts, PASSWORD_WINDOW);
    throw Validation({ [field]: "auth.password.wrongCurrent" });
  }
  if (failed > 0) await forget(attempts);
}
