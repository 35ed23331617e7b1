import { and, count, desc, eq, or, sql } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { apiTokens, plans, sessions, users } from "~/db/schema";
import { endEverySession } from "./auth.server";
import { Forbidden, NotFound } from "~/lib/errors";
import { lastPage, matchesSearch, pageNumber, pageWindow, searchText, type Paged } from "~/lib/pagination";
import { checkPhoto, createUser, getUser, toPublicUser, updateProfile, type PublicUser } from "./users.server";
import { emailField, nameField, parseInput, passwordField } from "~/lib/validation";

/** Users a page in the admin list and GET /users/paginate (docs/product.md §11). */
export const USERS_PAGE_SIZE = 20;

export const userQuerySchema = z.object({ page: pageNumber, search: searchText });
export type UserQuery = z.output<typeof userQuerySchema>;

type Admin = Pick<PublicUser, "id" | "admin">;

/**
 * The admin's user list: newest first (id breaks ties, so "Load more" never repeats or
 * skips anyone), searched by name or e-mail, blocked users included with their flag.
 * `through` reads pages 1..N at once (what a no-JavaScript "Load more" renders).
 */
export async function paginateUsers(admin: Admin, input: unknown, options: { through?: boolean } = {}): Promise<Paged<PublicUser>> {
  if (!admin.admin) throw Forbidden();
  const query = userQuerySchema.parse(input ?? {});
  const filter = query.search ? or(matchesSearch(users.name, query.search), matchesSearch(users.email, query.search)) : undefined;
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(users).where(filter);
  const last = lastPage(total, USERS_PAGE_SIZE);
  const { limit, offset } = pageWindow(query.page, USERS_PAGE_SIZE, options.through);
  const rows = await db
    .select({ user: users, plan: { title: plans.title, name: plans.name, paid: plans.paid } })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(filter)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  return { data: rows.map((row) => toPublicUser(row.user, row.plan)), currentPage: query.page, lastPage: last };
}

/** GET /users/{id}/read and the edit screen: 404 for an unknown id. */
export async function readUserForAdmin(id: number): Promise<PublicUser> {
  return getUser(id);
}

/** PATCH /users/{id}/update and the edit screen: name, e-mail, photo (missing → ""). 409 on a taken e-mail, 422 per field. */
export async function updateUserByAdmin(id: number, input: unknown): Promise<PublicUser> {
  const body = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  return updateProfile(id, { ...body, photo: body.photo ?? "" });
}

export const adminCreateSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  photo: z.string().trim().max(2048).optional().default(""),
});

/**
 * POST /users/create (admin false) and /users/admin/create (admin true): the account is
 * verified at once and starts on the free plan with a full period of its credits.
 */
export async function createUserByAdmin(input: unknown, options: { admin: boolean }): Promise<PublicUser> {
  const data = parseInput(adminCreateSchema, input);
  const photo = checkPhoto(data.photo);
  const created = await createUser({ name: data.name, email: data.email, password: data.password, admin: options.admin, verified: true });
  if (!photo) return created;
  const db = await getDb();
  await db.update(users).set({ photo }).where(eq(users.id, created.id));
  return { ...created, photo };
}

/**
 * Blocks or unblocks a user. An admin cannot block themselves (403). Blocking deletes
 * every browser session and API token of the user (and any change of address waiting) in the
 * same transaction, so they are signed out at once on every device.
 */
export async function toggleUserBlocked(admin: Admin, id: number): Promise<PublicUser> {
  if (!admin.admin) throw Forbidden();
  if (admin.id === id) throw Forbidden("adminUsers.cannotBlockSelf");
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ blocked: sql`not ${users.blocked}`, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (!updated) throw NotFound("errors.userNotFound");
    if (updated.blocked) await endEverySession(tx, id);
    const [plan] = await tx.select().from(plans).where(eq(plans.id, updated.planId)).limit(1);
    return toPublicUser(updated, plan);
  });
  return row;
}

/** Sessions and API tokens a user still holds (for tests and checks). */
export async function credentialsOf(userId: number) {
  const db = await getDb();
  const [s] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  const [t] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId)));
  return { sessions: s.n, apiTokens: t.n };
}
