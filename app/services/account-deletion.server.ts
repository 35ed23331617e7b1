import { and, count, eq, like, ne, or } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { coloreds, pages, rateLimits, settings, shareLinks, storedFiles, subscriptions, users } from "~/db/schema";
import type { Locale } from "~/i18n";
import { logger } from "~/infra/logger.server";
import { mailAccount } from "./account-mail.server";
import { checkOwnPassword } from "./passwords.server";
import { AppError, Forbidden, NotFound } from "~/lib/errors";
import { closeAtStripe } from "./payments/account-gone.server";
import { accountKey } from "./rate-limits.server";
import { deleteObject, keyFromUrl, listObjects, newKey, putObject } from "./storage/backends.server";
import { makeThumbnail } from "./storage/images.server";
import type { PublicUser } from "./users.server";
import { parseInput } from "~/lib/validation";
import { pictureAt } from "./colored-pictures.server";

/**
 * Deleting an account (the GDPR's erasure and the app stores' rule): one service for
 * the person themselves (their password asked again) and for an admin.
 *
 * What goes: the user row and with it (the database's cascades) their sessions, tokens, links,
 * credits, pages, favourites (theirs, and others' of their pages), colourings, time-lapses,
 * booklets and data exports; every file of theirs in storage (the counted ones, then whatever a
 * listing of their folders still finds); their rate-limit counts.
 * Stripe first: their open checkouts expired, every subscription that could still charge ended
 * (payments/account-gone.server, record 0154). What stays, as the law requires: the payment
 * records at Stripe, and the local subscription rows, anonymised (no user); and the support log's
 * lines of what the team gave them, anonymised too (record 0155). Someone else's colouring of one
 * of their pages stays with that person as a picture of their own: a private page ("keepsake")
 * whose picture is their finished colouring. A confirmation mail goes to the address the account had.
 */

export const deleteSchema = z.object({ password: z.string({ error: "errors.field.required" }).min(1, { error: "errors.field.required" }) });

/** The folders where a user's own files live (`{folder}/{userId}/…`). */
const USER_FOLDERS = ["uploads", "pages", "private-pages", "coloreds", "photos", "booklets", "exports", "site"] as const;

/** The person deletes their own account, giving their password again. */
export async function deleteOwnAccount(viewer: Pick<PublicUser, "id" | "admin">, input: unknown, locale: Locale = "es") {
  const { password } = parseInput(deleteSchema, input);
  await checkOwnPassword(viewer.id, password, "password");
  await deleteAccount(viewer.id, locale);
}

/** An admin deletes someone's account (their own too, unless they are the last admin). */
export async function deleteUserByAdmin(admin: Pick<PublicUser, "id" | "admin">, userId: number, locale: Locale = "es") {
  if (!admin.admin) throw Forbidden();
  return deleteAccount(userId, locale);
}

/** Deletes the account and everything of theirs; answers the address it had. */
async function deleteAccount(userId: number, locale: Locale): Promise<{ email: string }> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id, name: users.name, email: users.email, admin: users.admin }).from(users).where(eq(users.id, userId));
  if (!user) throw NotFound("errors.userNotFound");
  if (user.admin) {
    const [admins] = await db.select({ n: count() }).from(users).where(eq(users.admin, true));
    if (admins.n <= 1) throw new AppError(403, "FORBIDDEN", "account.delete.lastAdmin");
  }
  // Nothing more is charged: Stripe first, its open checkouts and its subscriptions (a refusal there
  // stops everything, nothing is lost yet; record 0154).
  await closeAtStripe(userId);
  // Their colourings go with the pages (the database's cascade); their files after it.
  const othersFiles = await keepOthersColorings(userId);

  const siteValues = (await db.select({ value: settings.value }).from(settings)).map((row) => row.value);
  const counted = (await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.userId, userId))).map((row) => row.key);
  await db.transaction(async (tx) => {
    // Stripe's events (webhooks.server) lock a subscription and then its person; this takes them in
    // the same order (deleting the person sets their subscriptions' user to null), so an event
    // arriving now, such as the cancellation just asked for, waits instead of deadlocking.
    await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).for("update");
    await tx.delete(users).where(eq(users.id, userId));
    // Their counts: mails, password tries, AI calls, uploads (by id), and sign-in tries (by the address's hash).
    await tx
      .delete(rateLimits)
      .where(
        or(
          like(rateLimits.key, `mail:%:${userId}`),
          like(rateLimits.key, `ai:%:${userId}`),
          eq(rateLimits.key, `password-change:${userId}`),
          eq(rateLimits.key, `upload:${userId}`),
          eq(rateLimits.key, accountKey("sign-in", user.email)),
        ),
      );
  });
  // Their pages left the gallery (and others' keepsakes came into their lists); their marks went with the account.
  // A picture the site still shows (an admin's favicon, the landing's images) stays: the site is not theirs alone.
  const shownBySite = (key: string) => siteValues.some((value) => value.includes(key));
  await removeAll([...counted.filter((key) => !shownBySite(key)), ...othersFiles]);
  // Whatever is left in their folders (files stored before they were counted, a put that lost its count).
  const left: string[] = [];
  for await (const { key } of listObjects()) {
    const [folder, owner] = key.split("/");
    if (owner === String(userId) && (USER_FOLDERS as readonly string[]).includes(folder) && !shownBySite(key)) left.push(key);
  }
  await removeAll(left);
  await db.delete(storedFiles).where(eq(storedFiles.userId, userId));
  await mailAccount({ kind: "deleted", email: user.email, name: user.name, locale });
  logger.info(`account ${userId} deleted`);
  return { email: user.email };
}

async function removeAll(keys: string[]) {
  for (let start = 0; start < keys.length; start += 16) {
    const batch = keys.slice(start, start + 16);
    const results = await Promise.allSettled(batch.map((key) => deleteObject(key)));
    results.forEach((result, i) => {
      if (result.status === "rejected") logger.error(`could not remove ${batch[i]} of a deleted account`, result.reason);
    });
  }
}

/**
 * Someone else's colouring of a page of the deleted account stays theirs, as a picture: a private
 * page of theirs ("keepsake") whose picture is their finished colouring (the composite), with
 * its title. It cannot be coloured from the start again (the line art went with its author),
 * but it can be seen, printed and downloaded like any page of theirs.
 */
async function keepOthersColorings(userId: number): Promise<string[]> {
  const db = await getDb();
  const theirs = await db
    .select({
      colourist: coloreds.userId,
      photo: coloreds.photo,
      preview: coloreds.preview,
      thumbnail: coloreds.thumbnail,
      card: shareLinks.card,
      title: pages.prompt,
    })
    .from(coloreds)
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .leftJoin(shareLinks, eq(shareLinks.coloredId, coloreds.id))
    .where(and(eq(pages.userId, userId), ne(coloreds.userId, userId)));
  for (const colouring of theirs) {
    // (made now if its last save left it to be made: record 0162)
    const picture = colouring.preview ? await pictureAt(colouring.preview) : null;
    if (!picture) continue;
    const illustration = await putObject(newKey("private-pages", colouring.colourist, "png"), picture, "image/png");
    const thumbnail = await putObject(newKey("private-pages", colouring.colourist, "webp"), await makeThumbnail(picture), "image/webp");
    await db.insert(pages).values({ userId: colouring.colourist, prompt: colouring.title, illustration, thumbnail, source: "keepsake", visibility: "private" });
  }
  // The colourings themselves (paint layer, composite, thumbnail, a share link's card) go with their pages.
  return theirs.flatMap((colouring) =>
    [colouring.photo, colouring.preview, colouring.thumbnail, colouring.card].flatMap((url) => {
      const key = url ? keyFromUrl(url) : null;
      return key ? [key] : [];
    }),
  );
}
