/**
 * The person's own details, from the account screen and PATCH /users/update: a new address is
 * asked for here, waits, and takes effect from the link sent to it (email-links.server.ts).
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { verificationTokens } from "~/db/schema";
import type { Locale } from "~/i18n";
import { EMAIL_CHANGE_TTL, issueLink, mailAccount, mailWait } from "./account-mail.server";
import { RateLimited } from "~/lib/errors";
import { checkPhoto, emailTakenByOther, updateProfile, type PublicUser } from "./users.server";
import { parseInput, profileSchema } from "~/lib/validation";

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
 * An address another account has is answered the same (the form says nothing about
 * who has an account); that address is told instead, and no link to it can ever work.
 */
export async function requestEmailChange(user: { id: number; email: string }, newEmail: string, locale: Locale = "es") {
  const wait = await mailWait(user.id, "own");
  if (wait > 0) throw RateLimited("auth.mail.tooMany", wait, { field: "email" });
  const db = await getDb();
  const taken = await emailTakenByOther(db, newEmail, user.id);
  // The link's token is made when its mail is sent: the one made here is never known to anyone.
  const link = await issueLink(db, user.id, "email", EMAIL_CHANGE_TTL, { newEmail });
  await mailAccount(taken ? { kind: "email-taken", userId: user.id, newEmail, locale } : { kind: "email-change", linkId: link.id, locale });
}
