import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { plans, users, type PlanRow, type UserRow } from "~/db/schema";
import type { PublicUser } from "~/lib/users";
import { hashPassword } from "~/infra/crypto.server";
import { grantPlanCredits } from "./credits.server";
import { AppError, Conflict, NotFound } from "~/lib/errors";
import { findPlanByName, getFreePlan } from "./plans.server";
import { keyFromUrl } from "./storage/backends.server";
import { parseUploadRules } from "./storage/rules.server";
import { storeUpload } from "./storage/uploads.server";
import { parseInput, profileSchema } from "~/lib/validation";
import { isUniqueViolation } from "~/db/sql-state.server";

export type { PublicUser } from "~/lib/users";

/**
 * A profile photo is an image the app stored as an upload (of `uploader`, when given), or
 * none: never another address, which a browser would fetch as whoever views the photo
 * (a photo of /verify/<token> once signed an admin into another account).
 */
export function isUploadedPhoto(photo: string, uploader?: number) {
  const key = keyFromUrl(photo);
  return key !== null && key.startsWith(uploader === undefined ? "uploads/" : `uploads/${uploader}/`);
}

/** The photo to store: empty, or an upload `isUploadedPhoto` accepts (422 on the field otherwise). */
export function checkPhoto(photo: string, uploader?: number) {
  if (photo === "" || isUploadedPhoto(photo, uploader)) return photo;
  throw new AppError(422, "VALIDATION", "errors.upload.notOurs", { photo: "errors.upload.notOurs" });
}

/** What a profile photo may be: the same on every form that takes one (docs/product.md §5). */
export const PROFILE_PHOTO_RULES = parseUploadRules({ extensions: "png,jpg,jpeg,webp", max: "5120", dimensions: "min_width=64,min_height=64" });

/**
 * The photo a profile form asks for (the account screens and the admin's user edit): a chosen
 * file replaces it, stored among the user's uploads; "remove" clears it; otherwise it stays.
 */
export async function chosenPhoto(user: { id: number; photo: string }, choice: { file: { name: string; data: Buffer } | null; remove: boolean }) {
  if (choice.file) return (await storeUpload(user.id, choice.file, PROFILE_PHOTO_RULES)).url;
  return choice.remove ? "" : user.photo;
}

/** The columns of a user that PublicUser shows (never the password's hash). */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  photo: users.photo,
  admin: users.admin,
  blocked: users.blocked,
  stripeId: users.stripeId,
  createdAt: users.createdAt,
};

export const publicPlanColumns = { title: plans.title, name: plans.name, paid: plans.paid };

export function toPublicUser(
  user: Pick<UserRow, "id" | "name" | "email" | "photo" | "admin" | "blocked" | "stripeId" | "createdAt">,
  plan: Pick<PlanRow, "title" | "name" | "paid">,
): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    // A photo stored before uploads were checked is shown only if it is one.
    photo: user.photo && isUploadedPhoto(user.photo) ? user.photo : "",
    admin: user.admin,
    blocked: user.blocked,
    stripeId: user.stripeId,
    plan: { title: plan.title, name: plan.name, paid: plan.paid },
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserRow(where: { id: number } | { email: string }, db?: Db | Tx) {
  const condition = "id" in where ? eq(users.id, where.id) : eq(users.email, where.email.trim().toLowerCase());
  const conn = db ?? (await getDb());
  const [row] = await conn.select({ user: users, plan: plans }).from(users).innerJoin(plans, eq(plans.id, users.planId)).where(condition).limit(1);
  return row;
}

/** Another account already uses this address: it cannot become this user's. */
export async function emailTakenByOther(conn: Db | Tx, email: string, userId: number) {
  const [taken] = await conn
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(taken);
}

export async function getUser(id: number): Promise<PublicUser> {
  const row = await findUserRow({ id });
  if (!row) throw NotFound("errors.userNotFound");
  return toPublicUser(row.user, row.plan);
}

export type NewUser = {
  name: string;
  email: string;
  admin?: boolean;
  verified?: boolean;
  planName?: string;
} & ({ password: string } | { passwordHash: string });

/**
 * Creates a user with a full period of their plan's credits (free unless said otherwise).
 * `passwordHash` instead of `password`: hashed already by a caller that keeps the hash too
 * (sign-up); `also` writes the caller's rows in the same transaction.
 */
export async function createUser(input: NewUser, db?: Db, also?: (tx: Tx, user: PublicUser) => Promise<void>): Promise<PublicUser> {
  const conn = db ?? (await getDb());
  const passwordHash = "passwordHash" in input ? input.passwordHash : await hashPassword(input.password);
  try {
    return await conn.transaction(async (tx) => {
      const plan = (input.planName && (await findPlanByName(input.planName, tx))) || (await getFreePlan(tx));
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          passwordHash,
          admin: input.admin ?? false,
          planId: plan.id,
          emailVerifiedAt: input.verified ? new Date() : null,
        })
        .returning();
      await grantPlanCredits(tx, user.id, plan);
      const created = toPublicUser(user, plan);
      await also?.(tx, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw Conflict("errors.emailTaken", "email");
    throw error;
  }
}

/** Name, photo and e-mail, as the account form and PATCH /users/update send them. */
export async function updateProfile(userId: number, input: unknown): Promise<PublicUser> {
  const data = parseInput(profileSchema, input);
  const photo = checkPhoto(data.photo ?? "");
  const db = await getDb();
  try {
    const [updated] = await db
      .update(users)
      .set({ name: data.name, email: data.email, photo, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!updated) throw NotFound("errors.userNotFound");
  } catch (error) {
    if (isUniqueViolation(error)) throw Conflict("errors.emailTaken", "email");
    throw error;
  }
  return getUser(userId);
}
