import type { ApiUser } from "~/utils/api-shapes.server";
import { formState } from "~/lib/forms";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { credits, plans, users } from "~/db/schema";
import * as blockedRoute from "~/routes/admin+/users.$id.blocked";
import * as editRoute from "~/routes/admin+/users.$id.edit";
import * as createRoute from "~/routes/admin+/users.create";
import * as listRoute from "~/routes/admin+/users._index";
import * as apiToggle from "~/routes/api+/users.$id.blocked.toggle";
import * as apiRead from "~/routes/api+/users.$id.read";
import * as apiUpdate from "~/routes/api+/users.$id.update";
import * as apiAdminCreate from "~/routes/api+/users.admin.create";
import * as apiCreate from "~/routes/api+/users.create";
import * as apiPaginate from "~/routes/api+/users.paginate";
import {
  createUserByAdmin,
  credentialsOf,
  paginateUsers,
  readUserForAdmin,
  toggleUserBlocked,
  updateUserByAdmin,
  USERS_PAGE_SIZE,
} from "~/services/admin-users.server";
import { checkCredentials, createSession, userFromApiToken, userFromSession } from "~/services/auth.server";
import type { Paged, Paginated } from "~/lib/pagination";
import { apiUser } from "~/utils/api-shapes.server";
import { findUserRow, type PublicUser } from "~/services/users.server";
import {
  appErrorOf,
  callApi,
  callForm,
  callLoader,
  makeAdmin,
  makeUser,
  PASSWORD,
  sessionCookieFor,
  toastOf,
  uniqueWord,
  type ErrorBody,
  type TestUser,
} from "../helpers/pages";
import { uniqueEmail } from "../helpers/users";
import { es } from "../helpers/words";

const context = { cspNonce: "", requestId: "t" };

async function userRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** `count` users whose names hold `word`, created in groups of three at the same instant. */
async function seedUsers(word: string, count: number) {
  const made: TestUser[] = [];
  for (let i = 0; i < count; i++) made.push(await makeUser({ name: `${word} persona ${i}` }));
  const db = await getDb();
  const base = Date.UTC(2021, 2, 3, 10, 0, 0);
  for (const [i, { user }] of made.entries()) {
    await db
      .update(users)
      .set({ createdAt: new Date(base + Math.floor(((i * 7) % count) / 3) * 1000) })
      .where(eq(users.id, user.id));
  }
  const rows = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        made.map((m) => m.user.id),
      ),
    );
  const order = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((r) => r.id);
  return { made, order };
}

let admin: TestUser;
let adminCookie: string;

beforeAll(async () => {
  admin = await makeAdmin();
  adminCookie = await sessionCookieFor(admin.user);
});

describe("paginateUsers", () => {
  it("20 a page, newest first with the id breaking ties, never repeating or skipping anyone", async () => {
    const word = uniqueWord("usr");
    const { order } = await seedUsers(word, 45);
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const result = await paginateUsers(admin.user, { page, search: word });
      expect(result.currentPage).toBe(page);
      expect(result.lastPage).toBe(3);
      expect(result.data).toHaveLength(page < 3 ? USERS_PAGE_SIZE : 5);
      seen.push(...result.data.map((u) => u.id));
    }
    expect(seen).toEqual(order);
    // A page beyond the last is empty; page < 1 or not a number is page 1.
    expect((await paginateUsers(admin.user, { page: 4, search: word })).data).toEqual([]);
    expect((await paginateUsers(admin.user, { page: "x", search: word })).currentPage).toBe(1);
    expect((await paginateUsers(admin.user, { page: -3, search: word })).data.map((u) => u.id)).toEqual(order.slice(0, 20));
    // `through` (no-JS "Load more") renders pages 1..N.
    const through = await paginateUsers(admin.user, { page: 2, search: word }, { through: true });
    expect(through.data.map((u) => u.id)).toEqual(order.slice(0, 40));
    expect(through.currentPage).toBe(2);
  });

  it("searches by name or e-mail (case-insensitive, wildcards literal) and shows the plan and the blocked flag", async () => {
    const word = uniqueWord("find");
    const one = await makeUser({ name: `Ana ${word}` });
    const paid = await makeUser({ plan: "paid", name: "Bruno Sin Palabra" });
    const db = await getDb();
    await db
      .update(users)
      .set({ email: `${word}-bruno@colorea.test`, blocked: true })
      .where(eq(users.id, paid.user.id));

    const byName = await paginateUsers(admin.user, { search: word.toUpperCase() });
    expect(byName.data.map((u) => u.id).sort()).toEqual([one.user.id, paid.user.id].sort());
    const bruno = byName.data.find((u) => u.id === paid.user.id) as PublicUser;
    expect(bruno).toMatchObject({ blocked: true, admin: false, plan: { name: "starter", paid: true } });
    expect(Object.keys(bruno).sort()).toEqual(["admin", "blocked", "createdAt", "email", "id", "name", "photo", "plan", "stripeId"]);

    const byEmail = await paginateUsers(admin.user, { search: `${word}-bruno@` });
    expect(byEmail.data.map((u) => u.id)).toEqual([paid.user.id]);
    expect((await paginateUsers(admin.user, { search: `${word}%` })).data).toEqual([]);
    const none = await paginateUsers(admin.user, { search: `${word}-nadie` });
    expect(none).toEqual({ data: [], currentPage: 1, lastPage: 1 });
  });

  it("is for admins only", async () => {
    const user = await makeUser();
    expect(await appErrorOf(paginateUsers(user.user, {}))).toMatchObject({ status: 403, code: "FORBIDDEN" });
  });
});

describe("read, update and create", () => {
  it("reads a user, 404 for an unknown id", async () => {
    const user = await makeUser({ name: "Leída" });
    expect(await readUserForAdmin(user.user.id)).toEqual(user.user);
    expect(await appErrorOf(readUserForAdmin(2_000_000_001))).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("updates name, e-mail and photo; a missing photo becomes empty; 409 on a taken e-mail; 422 per field", async () => {
    const user = await makeUser({ name: "Antes" });
    const other = await makeUser();
    const db = await getDb();
    await db.update(users).set({ photo: "/files/uploads/1/old.png" }).where(eq(users.id, user.user.id));
    const email = uniqueEmail("nuevo");
    const updated = await updateUserByAdmin(user.user.id, { name: "  Después ", email: email.toUpperCase() });
    expect(updated).toMatchObject({ id: user.user.id, name: "Después", email, photo: "" });
    expect((await updateUserByAdmin(user.user.id, { name: "Con foto", email, photo: "/files/uploads/1/x.png" })).photo).toBe("/files/uploads/1/x.png");

    const taken = await appErrorOf(updateUserByAdmin(user.user.id, { name: "X", email: other.email }));
    expect(taken).toMatchObject({ status: 409, code: "CONFLICT", fields: { email: "errors.emailTaken" } });
    const invalid = await appErrorOf(updateUserByAdmin(user.user.id, { name: "", email: "nope" }));
    expect(invalid).toMatchObject({ status: 422, code: "VALIDATION" });
    expect(Object.keys(invalid.fields ?? {}).sort()).toEqual(["email", "name"]);
    expect(await appErrorOf(updateUserByAdmin(2_000_000_002, { name: "X", email: uniqueEmail() }))).toMatchObject({ status: 404 });
  });

  it("creates verified users on the free plan with a full period of credits; admins on request", async () => {
    const email = uniqueEmail("creada");
    const created = await createUserByAdmin({ name: "Creada", email, password: "contraseña-1" }, { admin: false });
    expect(created).toMatchObject({ name: "Creada", email, admin: false, blocked: false, photo: "", plan: { name: "free", paid: false } });
    const row = await userRow(created.id);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    const db = await getDb();
    const [free] = await db.select().from(plans).where(eq(plans.name, "free"));
    const [credit] = await db.select().from(credits).where(eq(credits.userId, created.id));
    expect(credit).toMatchObject({ publicPage: free.publicPageLimit, pageCreation: free.pageCreationLimit });
    // Verified at once: the password signs in.
    expect((await checkCredentials({ email, password: "contraseña-1" })).id).toBe(created.id);

    const boss = await createUserByAdmin(
      { name: "Jefa", email: uniqueEmail("jefa"), password: "contraseña-2", photo: "/files/uploads/1/x.png" },
      { admin: true },
    );
    expect(boss).toMatchObject({ admin: true, photo: "/files/uploads/1/x.png", plan: { name: "free" } });
    // Only a stored upload can be a photo, and a refused one creates nobody (issue #18).
    const stranger = uniqueEmail("extrana");
    expect(
      await appErrorOf(createUserByAdmin({ name: "Extraña", email: stranger, password: "contraseña-3", photo: "/verify/abc" }, { admin: false })),
    ).toMatchObject({ status: 422, fields: { photo: "errors.upload.notOurs" } });
    expect(await findUserRow({ email: stranger })).toBeUndefined();

    expect(await appErrorOf(createUserByAdmin({ name: "Otra", email, password: "contraseña-1" }, { admin: false }))).toMatchObject({
      status: 409,
      code: "CONFLICT",
    });
    const short = await appErrorOf(createUserByAdmin({ name: "Otra", email: uniqueEmail(), password: "corta" }, { admin: false }));
    expect(short).toMatchObject({ status: 422, fields: { password: "errors.field.passwordMin" } });
  });
});

describe("toggleUserBlocked", () => {
  it("blocking deletes every session and API token at once; unblocking lets them sign in again", async () => {
    const target = await makeUser({ name: "Bloqueable" });
    const session = await createSession(target.user.id);
    await createSession(target.user.id);
    expect(await credentialsOf(target.user.id)).toEqual({ sessions: 2, apiTokens: 1 });
    const bystander = await makeUser();
    const bystanderSession = await createSession(bystander.user.id);

    const blocked = await toggleUserBlocked(admin.user, target.user.id);
    expect(blocked).toMatchObject({ id: target.user.id, blocked: true });
    expect(await credentialsOf(target.user.id)).toEqual({ sessions: 0, apiTokens: 0 });
    expect(await userFromSession(session.id)).toBeUndefined();
    expect(await userFromApiToken(target.token)).toBeUndefined();
    expect(await appErrorOf(checkCredentials({ email: target.email, password: PASSWORD }))).toMatchObject({ code: "USER_BLOCKED" });
    // Nobody else is signed out.
    expect((await userFromSession(bystanderSession.id))?.id).toBe(bystander.user.id);

    const unblocked = await toggleUserBlocked(admin.user, target.user.id);
    expect(unblocked.blocked).toBe(false);
    expect((await checkCredentials({ email: target.email, password: PASSWORD })).id).toBe(target.user.id);
  });

  it("an admin cannot block themselves; unknown ids are 404; non-admins are refused", async () => {
    const self = await appErrorOf(toggleUserBlocked(admin.user, admin.user.id));
    expect(self).toMatchObject({ status: 403, code: "FORBIDDEN", messageKey: "adminUsers.cannotBlockSelf" });
    expect((await userRow(admin.user.id)).blocked).toBe(false);
    expect(await appErrorOf(toggleUserBlocked(admin.user, 2_000_000_004))).toMatchObject({ status: 404 });
    const user = await makeUser();
    const other = await makeUser();
    expect(await appErrorOf(toggleUserBlocked(user.user, other.user.id))).toMatchObject({ status: 403, code: "FORBIDDEN" });
  });

  it("an admin may block another admin, who is signed out too", async () => {
    const other = await makeAdmin();
    const session = await createSession(other.user.id);
    expect((await toggleUserBlocked(admin.user, other.user.id)).blocked).toBe(true);
    expect(await userFromSession(session.id)).toBeUndefined();
  });
});

describe("the /api door", () => {
  it("paginates (docs/product.md §11 shape), reads and 404s", async () => {
    const word = uniqueWord("api");
    const { order } = await seedUsers(word, 22);
    const res = await callApi<Paginated<ApiUser>>(apiPaginate.loader, { token: admin.token, query: { search: word, page: 2 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_page: 2, last_page: 2 });
    expect(res.body.data.map((u) => u.id)).toEqual(order.slice(20));

    const read = await callApi<ApiUser>(apiRead.loader, { token: admin.token, params: { id: String(order[0]) } });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(order[0]);
    const missing = await callApi(apiRead.loader, { token: admin.token, params: { id: "2000000005" } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("NOT_FOUND");
    expect((await callApi(apiRead.loader, { token: admin.token, params: { id: "abc" } })).status).toBe(404);
  });

  it("updates with { updated }: missing photo → '', 409 taken, 422 fields, 405 for other methods", async () => {
    const user = await makeUser();
    const other = await makeUser();
    const email = uniqueEmail("api-upd");
    const res = await callApi<{ updated: ApiUser }>(apiUpdate.action, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(user.user.id) },
      body: { name: "Nombre API", email },
    });
    expect(res.status).toBe(200);
    expect(res.body.updated).toMatchObject({ id: user.user.id, name: "Nombre API", email, photo: "" });

    const taken = await callApi(apiUpdate.action, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(user.user.id) },
      body: { name: "X", email: other.email },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: es("errors.emailTaken"), code: "CONFLICT", errors: { email: es("errors.emailTaken") } });
    const invalid = await callApi(apiUpdate.action, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(user.user.id) },
      body: { name: "", email: "x" },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(["email", "name"]);
    expect((await callApi(apiUpdate.action, { method: "POST", token: admin.token, params: { id: String(user.user.id) }, body: {} })).status).toBe(405);
    expect((await callApi(apiUpdate.loader, { token: admin.token, params: { id: String(user.user.id) } })).status).toBe(405);
  });

  it("creates users (201 { created }) and administrators", async () => {
    const email = uniqueEmail("api-new");
    const res = await callApi<{ created: ApiUser }>(apiCreate.action, {
      method: "POST",
      token: admin.token,
      body: { name: "Nueva", email, password: "contraseña-1" },
    });
    expect(res.status).toBe(201);
    expect(res.body.created).toMatchObject({ name: "Nueva", email, admin: false, plan: { name: "free" } });
    const again = await callApi(apiCreate.action, { method: "POST", token: admin.token, body: { name: "Nueva", email, password: "contraseña-1" } });
    expect(again.status).toBe(409);
    const bad = await callApi(apiCreate.action, { method: "POST", token: admin.token, body: { name: "Nueva", email: uniqueEmail(), password: "1" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ password: es("errors.field.passwordMin") });

    const boss = await callApi<{ created: ApiUser }>(apiAdminCreate.action, {
      method: "POST",
      token: admin.token,
      body: { name: "Jefe", email: uniqueEmail("api-admin"), password: "contraseña-1", admin: false },
    });
    expect(boss.status).toBe(201);
    expect(boss.body.created).toMatchObject({ name: "Jefe", admin: true });
    expect((await userRow(boss.body.created.id)).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("toggles blocked with { updated }: the user's token stops working at once; self is 403", async () => {
    const user = await makeUser();
    const res = await callApi<{ updated: ReturnType<typeof apiUser> }>(apiToggle.action, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(user.user.id) },
    });
    expect(res.status).toBe(200);
    expect(res.body.updated).toMatchObject({ id: user.user.id, blocked: true });
    const afterwards = await callApi(apiPaginate.loader, { token: user.token });
    expect(afterwards.status).toBe(401);
    const back = await callApi<{ updated: ReturnType<typeof apiUser> }>(apiToggle.action, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(user.user.id) },
    });
    expect(back.body.updated.blocked).toBe(false);

    const self = await callApi(apiToggle.action, { method: "PATCH", token: admin.token, params: { id: String(admin.user.id) } });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ message: es("adminUsers.cannotBlockSelf"), code: "FORBIDDEN" });
  });
});

describe("the browser door", () => {
  it("the list renders pages 1..N with the same order as the API", async () => {
    const word = uniqueWord("web");
    const { order } = await seedUsers(word, 23);
    const res = await callLoader(listRoute.loader, { cookie: adminCookie, path: `/admin/users?search=${word}&page=2` });
    const body = (await res.json()) as Paged<PublicUser> & { search: string; viewerId: number };
    expect(body.data.map((u) => u.id)).toEqual(order);
    expect(body).toMatchObject({ currentPage: 2, lastPage: 2, search: word, viewerId: admin.user.id });
    const first = (await (await callLoader(listRoute.loader, { cookie: adminCookie, path: `/admin/users?search=${word}` })).json()) as Paged<PublicUser>;
    expect(first.data.map((u) => u.id)).toEqual(order.slice(0, 20));
    expect(first.lastPage).toBe(2);
  });

  it("creates a user or, with role=admin, an administrator; errors stay on the form", async () => {
    const email = uniqueEmail("web-new");
    const res = await callForm(createRoute.action, { cookie: adminCookie, form: { name: "Web", email, password: "contraseña-1", role: "user" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/users");
    expect(await toastOf(res)).toMatchObject({ variant: "success", key: "adminUsers.created" });
    const boss = await callForm(createRoute.action, {
      cookie: adminCookie,
      form: { name: "Web Jefa", email: uniqueEmail("web-admin"), password: "contraseña-1", role: "admin" },
    });
    expect(await toastOf(boss)).toMatchObject({ key: "adminUsers.createdAdmin" });
    const list = await paginateUsers(admin.user, { search: "Web Jefa" });
    expect(list.data.some((u) => u.name === "Web Jefa" && u.admin)).toBe(true);

    const taken = await callForm(createRoute.action, { cookie: adminCookie, form: { name: "Web", email, password: "contraseña-1" } });
    expect(taken.status).toBe(409);
    const invalid = await callForm(createRoute.action, { cookie: adminCookie, form: { name: "", email: "x", password: "1" } });
    expect(invalid.status).toBe(422);

    const loaded = await callLoader(createRoute.loader, { cookie: adminCookie, path: "/admin/users/create?role=admin" });
    expect(await loaded.json()).toEqual({ role: "admin" });
  });

  it("the edit screen: unknown or missing ids go to the list; saving says 'User has been updated'", async () => {
    for (const id of ["2000000006", "abc", ""]) {
      const res = await callLoader(editRoute.loader, { cookie: adminCookie, path: `/admin/users/${id}/edit`, params: { id } });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/admin/users");
    }
    const user = await makeUser({ name: "Editable" });
    const loaded = (await (await callLoader(editRoute.loader, { cookie: adminCookie, path: "/x", params: { id: String(user.user.id) } })).json()) as {
      user: PublicUser;
    };
    expect(loaded.user).toEqual(user.user);

    const email = uniqueEmail("web-edit");
    const res = await callForm(editRoute.action, { cookie: adminCookie, params: { id: String(user.user.id) }, form: { name: "Editada", email } });
    expect(res.headers.get("Location")).toBe(`/admin/users/${user.user.id}/edit`);
    expect(await toastOf(res)).toMatchObject({ variant: "success", key: "adminUsers.updated" });
    expect(es("adminUsers.updated")).toBe("El usuario se ha actualizado");
    expect(await readUserForAdmin(user.user.id)).toMatchObject({ name: "Editada", email });

    const other = await makeUser();
    const taken = await callForm(editRoute.action, {
      cookie: adminCookie,
      params: { id: String(user.user.id) },
      form: { name: "Editada", email: other.email },
    });
    expect(taken.status).toBe(409);
    const reply = formState(await taken.json());
    expect(reply?.fields).toEqual({ email: es("errors.emailTaken") });
    // Without JavaScript the form is drawn anew: what was typed comes back into it.
    expect(reply?.values).toEqual({ name: "Editada", email: other.email });
  });

  it("the edit screen takes a photo upload", async () => {
    const user = await makeUser({ name: "Con Foto" });
    const png = await sharp({ create: { width: 128, height: 128, channels: 3, background: "#ff8800" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("name", "Con Foto");
    form.set("email", user.email);
    form.set("file", new File([new Uint8Array(png)], "cara.png", { type: "image/png" }));
    const request = new Request("http://localhost:3999/admin/users/x/edit", { method: "POST", headers: { Cookie: adminCookie }, body: form });
    const res = (await editRoute.action({ request, params: { id: String(user.user.id) }, context } as never)) as Response;
    expect(res.status).toBe(302);
    const photo = (await readUserForAdmin(user.user.id)).photo;
    expect(photo).toMatch(new RegExp(`^/files/uploads/${user.user.id}/.+\\.(png|webp)$`));
  });

  it("blocking asks first without JavaScript; unblocking is immediate; fetchers get JSON", async () => {
    const user = await makeUser({ name: "Portazo" });
    const session = await createSession(user.user.id);
    const id = String(user.user.id);

    const ask = await callForm(blockedRoute.action, { cookie: adminCookie, params: { id }, form: { redirectTo: "/admin/users?search=Portazo" } });
    expect(ask.headers.get("Location")).toBe(`/admin/users/${id}/blocked?${new URLSearchParams({ redirectTo: "/admin/users?search=Portazo" })}`);
    expect((await userRow(user.user.id)).blocked).toBe(false);
    const screen = await callLoader(blockedRoute.loader, { cookie: adminCookie, path: `/admin/users/${id}/blocked?redirectTo=/admin/users`, params: { id } });
    expect(await screen.json()).toEqual({ user: { name: "Portazo", email: user.email }, back: "/admin/users" });

    const block = await callForm(blockedRoute.action, {
      cookie: adminCookie,
      params: { id },
      form: { confirmed: "1", redirectTo: "/admin/users?search=Portazo" },
    });
    expect(block.headers.get("Location")).toBe("/admin/users?search=Portazo");
    expect(await toastOf(block)).toMatchObject({ variant: "success", key: "adminUsers.blockedDone" });
    expect(await userFromSession(session.id)).toBeUndefined();
    // Already blocked: the confirm screen sends back.
    expect((await callLoader(blockedRoute.loader, { cookie: adminCookie, path: `/admin/users/${id}/blocked`, params: { id } })).headers.get("Location")).toBe(
      "/admin/users",
    );

    const unblock = await callForm(blockedRoute.action, { cookie: adminCookie, params: { id }, form: { redirectTo: "https://evil.example/" } });
    expect(unblock.headers.get("Location")).toBe("/admin/users");
    expect(await toastOf(unblock)).toMatchObject({ key: "adminUsers.unblockedDone" });

    const viaFetcher = await callForm(blockedRoute.action, { cookie: adminCookie, params: { id }, form: { response: "json" } });
    expect(((await viaFetcher.json()) as { updated: PublicUser }).updated).toMatchObject({ id: user.user.id, blocked: true });

    const self = await callForm(blockedRoute.action, { cookie: adminCookie, params: { id: String(admin.user.id) }, form: { response: "json" } });
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual({ error: { message: es("adminUsers.cannotBlockSelf"), code: "FORBIDDEN" } });
    const selfForm = await callForm(blockedRoute.action, { cookie: adminCookie, params: { id: String(admin.user.id) }, form: { redirectTo: "/admin/users" } });
    expect(await toastOf(selfForm)).toMatchObject({ variant: "danger", key: "adminUsers.cannotBlockSelf" });
    const unknown = await callForm(blockedRoute.action, { cookie: adminCookie, params: { id: "2000000007" }, form: {} });
    expect(unknown.headers.get("Location")).toBe("/admin/users");
  });

  it("both doors agree on the toggled user", async () => {
    const a = await makeUser({ name: "Puerta A" });
    const viaApi = await callApi<{ updated: ReturnType<typeof apiUser> }>(apiToggle.action, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(a.user.id) },
    });
    const viaWeb = await callForm(blockedRoute.action, { cookie: adminCookie, params: { id: String(a.user.id) }, form: { response: "json" } });
    const web = ((await viaWeb.json()) as { updated: PublicUser }).updated;
    expect({ ...viaApi.body.updated, blocked: !viaApi.body.updated.blocked }).toEqual(apiUser(web));
    const err = await callApi<ErrorBody>(apiToggle.action, { method: "PATCH", token: admin.token, params: { id: "2000000008" } });
    const webErr = await callForm(blockedRoute.action, { cookie: adminCookie, params: { id: "2000000008" }, form: { response: "json" } });
    expect(err.status).toBe(webErr.status);
    expect(((await webErr.json()) as { error: ErrorBody }).error).toEqual({ message: err.body.message, code: err.body.code });
  });
});
