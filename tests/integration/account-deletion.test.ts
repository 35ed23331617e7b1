/**
 * Issue #28, "your data is yours": deleting an account leaves no row and no file of that person
 * (every table with a user is read, and the store is listed), on both doors and for an admin;
 * someone else's colouring of their page stays with that person as a picture; the last admin
 * cannot be deleted. And "Download my data": the zip opens and holds every page and colouring.
 */
import { eq, sql } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { booklets, dataExports, pages, rateLimits, users, verificationTokens } from "~/db/schema";
import * as deleteApi from "~/routes/api+/users.account";
import * as adminDeleteApi from "~/routes/api+/users.$id.account";
import * as exportApi from "~/routes/api+/users.export";
import * as exportReadApi from "~/routes/api+/users.export.$exportId";
import * as deleteRoute from "~/routes/_user+/account_.delete";
import * as usersRead from "~/routes/api+/users.read";
import { deleteUserByAdmin } from "~/services/account-deletion.server";
import { createSession, issueApiToken, userFromApiToken } from "~/services/auth.server";
import { requestPasswordReset } from "~/services/passwords.server";
import { saveColoring } from "~/services/coloring-save.server";
import { shareColoring } from "~/services/shares.server";
import { buildLater, exportFile, latestExport, readExport, requestExport } from "~/services/data-export.server";
import { storageOf } from "~/services/storage/usage.server";
import { savePage, toCanvasLineArt } from "~/services/page-creation.server";
import { toggleFavorite } from "~/services/page-changes.server";
import { getObject, keyFromUrl, listObjects, newKey, putObject } from "~/services/storage/backends.server";
import { runTask, tasksSettled } from "~/services/tasks.server";
import { callApi, linePng, makeAdmin, makeUser, PASSWORD, sessionCookieFor, type ErrorBody } from "../helpers/pages";
import { executeRows } from "../helpers/rows";
import { captureMail } from "../helpers/users";

const context = { cspNonce: "", requestId: "t" };

/** A paint layer: a transparent 1024² PNG with a coloured square. */
const paint = () =>
  sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect x="200" y="200" width="400" height="400" fill="#f97316"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

/** A family with everything an account can hold: pages (public and private), a colouring, a favourite, a booklet, an upload, sessions, tokens, links, counts. */
async function fullFamily() {
  const family = await makeUser({ plan: "paid", name: "Borrable" });
  const lineArt = await toCanvasLineArt(await linePng(400, 400));
  const shared = await savePage(family.user, "Mi gato compartido", lineArt, "upload", { visibility: "public" });
  const secret = await savePage(family.user, "Mi secreto", lineArt, "upload", { visibility: "private" });
  await saveColoring(family.user, { pageId: secret.id, paint: { kind: "layer", data: await paint() }, timelapse: { v: 1, steps: [] } });
  await toggleFavorite(family.user, shared.id);
  await putObject(newKey("uploads", family.user.id, "png"), await linePng(50, 50), "image/png");
  const db = await getDb();
  await db.insert(booklets).values({
    id: `b${Date.now().toString(36)}`,
    userId: family.user.id,
    title: "Cuaderno",
    pageIds: [shared.id],
    paper: "a4",
    status: "done",
    file: await putObject(newKey("booklets", family.user.id, "pdf"), Buffer.from("%PDF-1.7"), "application/pdf"),
  });
  await createSession(family.user.id);
  await captureMail(() => requestPasswordReset({ email: family.email }));
  return { ...family, shared, secret };
}

/** Every row of every table that names this user (a `user_id` column, or the users row itself). */
async function rowsOf(userId: number) {
  const db = await getDb();
  const tables = await executeRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`,
  );
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [{ n }] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${userId}`);
    if (n) found[table_name] = n;
  }
  const [{ n }] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from users where id = ${userId}`);
  if (n) found.users = n;
  return found;
}

/** Every stored object in a user's folders, by listing the store itself. */
async function filesOf(userId: number) {
  const keys: string[] = [];
  for await (const { key } of listObjects()) if (key.split("/")[1] === String(userId)) keys.push(key);
  return keys;
}

describe("deleting an account (issue #28)", () => {
  it("leaves no row and no file of the person, keeps another family's colouring of their page as that family's picture, and mails them", async () => {
    const family = await fullFamily();
    const other = await makeUser({ plan: "paid", name: "Vecina" });
    const { colored: theirs } = await saveColoring(other.user, { pageId: family.shared.id, paint: { kind: "layer", data: await paint() } });
    await toggleFavorite(other.user, family.shared.id);
    const otherFilesBefore = await filesOf(other.user.id);
    expect(Object.keys(await rowsOf(family.user.id)).sort()).toEqual(
      expect.arrayContaining([
        "api_tokens",
        "booklets",
        "coloreds",
        "credits",
        "favorites",
        "pages",
        "sessions",
        "stored_files",
        "users",
        "verification_tokens",
      ]),
    );
    expect((await filesOf(family.user.id)).length).toBeGreaterThanOrEqual(8);

    let answer: Awaited<ReturnType<typeof callApi<{ message: string }>>> | undefined;
    const mails = await captureMail(async () => {
      answer = await callApi<{ message: string }>(deleteApi.action, {
        method: "DELETE",
        token: family.token,
        body: { password: PASSWORD },
        path: "users/account",
      });
    });
    expect(answer?.status).toBe(200);
    expect(await rowsOf(family.user.id)).toEqual({});
    expect(await filesOf(family.user.id)).toEqual([]);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} like ${`%:${family.user.id}`}`),
    ).toEqual([]);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[family.email, "Tu cuenta de Colorea se ha borrado"]]);
    // The token went with the account.
    expect(await userFromApiToken(family.token)).toBeUndefined();

    // The other family keeps its colouring as a private picture of its own; its old colouring's files are gone, as is its favourite.
    const [keepsake] = await db.select().from(pages).where(eq(pages.userId, other.user.id));
    expect(keepsake).toMatchObject({ prompt: "Mi gato compartido", source: "keepsake", visibility: "private" });
    const picture = await getObject(keyFromUrl(keepsake.illustration) ?? "");
    await expect(sharp(picture ?? Buffer.alloc(0)).metadata()).resolves.toMatchObject({ format: "png", width: 1024, height: 1024 });
    expect(await getObject(keyFromUrl(theirs.photo) ?? "")).toBeNull();
    expect((await rowsOf(other.user.id)).favorites).toBeUndefined();
    expect((await filesOf(other.user.id)).filter((key) => otherFilesBefore.includes(key))).toEqual([]);
  });

  it("asks for the password again on both doors (a wrong one changes nothing), and the web signs the browser out", async () => {
    const family = await makeUser();
    const wrong = await callApi<ErrorBody>(deleteApi.action, {
      method: "DELETE",
      token: family.token,
      body: { password: "no-es-esta" },
      path: "users/account",
    });
    expect(wrong).toMatchObject({ status: 422, body: { code: "VALIDATION", errors: { password: "La contraseña actual no es correcta." } } });
    expect((await callApi(usersRead.loader, { token: family.token, path: "users/read" })).status).toBe(200);

    const cookie = await sessionCookieFor(family.user);
    const post = (password: string) => {
      const body = new URLSearchParams({ password });
      return deleteRoute.action({
        request: new Request("http://localhost:3999/account/delete", {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body,
        }),
        params: {},
        context,
      } as never) as Promise<Response>;
    };
    const refused = await post("tampoco");
    expect(refused.status).toBe(422);
    const done = await captureMail(() => post(PASSWORD));
    expect(done).toHaveLength(1);
    expect(await rowsOf(family.user.id)).toEqual({});
  });

  it("an admin deletes through the same service; the last admin cannot be deleted", async () => {
    const admin = await makeAdmin();
    const family = await fullFamily();
    const answer = await captureMail(async () => {
      const res = await callApi<{ message: string }>(adminDeleteApi.action, {
        method: "DELETE",
        token: admin.token,
        params: { id: String(family.user.id) },
        path: `users/${family.user.id}/account`,
      });
      expect(res.status).toBe(200);
    });
    expect(answer.map((mail) => mail.to)).toEqual([family.email]);
    expect(await rowsOf(family.user.id)).toEqual({});
    expect(await filesOf(family.user.id)).toEqual([]);
    // A family cannot delete anyone else.
    const stranger = await makeUser();
    expect(
      (
        await callApi(adminDeleteApi.action, {
          method: "DELETE",
          token: stranger.token,
          params: { id: String(admin.user.id) },
          path: `users/${admin.user.id}/account`,
        })
      ).status,
    ).toBe(403);

    // With every other admin gone, the last one stays.
    const db = await getDb();
    const others = await db.select({ id: users.id }).from(users).where(eq(users.admin, true));
    await db
      .update(users)
      .set({ admin: false })
      .where(sql`${users.admin} and ${users.id} <> ${admin.user.id}`);
    try {
      await expect(deleteUserByAdmin(admin.user, admin.user.id)).rejects.toMatchObject({ status: 403, messageKey: "account.delete.lastAdmin" });
    } finally {
      await db
        .update(users)
        .set({ admin: true })
        .where(sql`${users.id} in ${others.map((row) => row.id)}`);
    }
  });
});

describe("download my data (issue #28)", () => {
  it("a zip made in the background holds the account, every page and colouring with its time-lapse, favourites and subscriptions; its owner's only", async () => {
    const family = await fullFamily();
    const { share } = await shareColoring(family.user, family.secret.id);
    let asked: Awaited<ReturnType<typeof callApi<{ export: { id: string; status: string } }>>> | undefined;
    const mails = await captureMail(async () => {
      asked = await callApi<{ export: { id: string; status: string } }>(exportApi.action, { method: "POST", token: family.token, path: "users/export" });
      expect(asked.status).toBe(202);
      expect(asked.body.export.status).toBe("queued");
      // One at a time.
      expect((await callApi<ErrorBody>(exportApi.action, { method: "POST", token: family.token, path: "users/export" })).status).toBe(429);
    });
    await tasksSettled();
    expect(mails.map((mail) => mail.subject)).toEqual(["Tus datos de Colorea están listos"]);
    const id = asked?.body.export.id ?? "";
    const read = await callApi<{ export: { status: string; progress: { done: number; total: number }; file: string } }>(exportReadApi.loader, {
      token: family.token,
      params: { exportId: id },
      path: `users/export/${id}`,
    });
    expect(read.body.export).toMatchObject({ status: "done", progress: { done: 3, total: 3 } });
    expect(read.body.export.file).toMatch(/^\/files\/exports\/\d+\/\w+\.zip$/);

    const { zip } = await exportFile(family.user, id);
    const files = unzipSync(new Uint8Array(zip));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        "LEEME.txt",
        "cuenta.json",
        "favoritos.json",
        "suscripciones.json",
        `paginas/${family.shared.id}-mi-gato-compartido.png`,
        `paginas/${family.secret.id}-mi-secreto.png`,
        `coloreados/${family.secret.id}-mi-secreto.png`,
        `coloreados/${family.secret.id}-mi-secreto-pintura.png`,
        `coloreados/${family.secret.id}-mi-secreto-timelapse.json`,
      ]),
    );
    expect(JSON.parse(strFromU8(files["cuenta.json"]))).toMatchObject({ name: "Borrable", email: family.email, plan: { name: "starter" } });
    expect(JSON.parse(strFromU8(files["favoritos.json"]))).toEqual([expect.objectContaining({ page_id: family.shared.id })]);
    // A shared colouring's data names its link.
    expect(JSON.parse(strFromU8(files[`coloreados/${family.secret.id}-mi-secreto.json`]))).toMatchObject({
      page_id: family.secret.id,
      shared: { url: share.url, created_at: share.createdAt },
    });
    // The PNGs are the stored pictures.
    expect(
      Buffer.from(files[`paginas/${family.secret.id}-mi-secreto.png`]).equals(
        (await getObject(keyFromUrl(family.secret.illustration) ?? "")) ?? Buffer.alloc(0),
      ),
    ).toBe(true);
    await expect(sharp(Buffer.from(files[`coloreados/${family.secret.id}-mi-secreto.png`])).metadata()).resolves.toMatchObject({ format: "png" });

    // Nobody else's.
    const stranger = await makeUser();
    expect((await callApi(exportReadApi.loader, { token: stranger.token, params: { exportId: id }, path: `users/export/${id}` })).status).toBe(404);
    await expect(readExport(stranger.user, id)).rejects.toMatchObject({ status: 404 });

    // Its task run again (its worker died before the queue heard it was done): no second zip, no second mail (record 0147).
    expect(await captureMail(() => runTask(buildLater.taskName, { id }, { attempt: 1 }))).toEqual([]);
    expect((await readExport(family.user, id)).file).toBe(read.body.export.file);
  });

  it("exports are outside the storage quota and bounded: only the newest is kept, the one before goes with its zip (issue #42, record 0160)", async () => {
    const family = await makeUser();
    await putObject(newKey("uploads", family.user.id, "png"), await linePng(300, 300), "image/png");
    const before = await storageOf(family.user.id);
    expect(before.used).toBeGreaterThan(0);
    const exportOnce = async () => {
      let made: Awaited<ReturnType<typeof requestExport>> | undefined;
      await captureMail(async () => {
        made = await requestExport(family.user, "es");
        await tasksSettled();
      });
      return (await readExport(family.user, made?.id ?? "")).file;
    };
    const first = await exportOnce();
    expect(first).toMatch(/^\/files\/exports\//);
    // A copy of one's data takes none of the room for new pictures.
    expect(await storageOf(family.user.id)).toEqual(before);

    const second = await exportOnce();
    const zips = (await filesOf(family.user.id)).filter((key) => key.startsWith("exports/"));
    expect(zips).toEqual([keyFromUrl(second)]);
    expect(await getObject(keyFromUrl(first) ?? "")).toBeNull();
    expect((await latestExport(family.user))?.file).toBe(second);
    const db = await getDb();
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, family.user.id))).toHaveLength(1);
    expect(await storageOf(family.user.id)).toEqual(before);
  });

  it("deleting the account deletes its exports too", async () => {
    const family = await makeUser();
    await captureMail(async () => {
      await requestExport(family.user, "es");
    });
    await tasksSettled();
    expect((await filesOf(family.user.id)).some((key) => key.startsWith("exports/"))).toBe(true);
    const admin = await makeAdmin();
    await captureMail(() => deleteUserByAdmin(admin.user, family.user.id));
    expect(await filesOf(family.user.id)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(verificationTokens).where(eq(verificationTokens.userId, family.user.id))).toEqual([]);
    expect(await issueApiToken(family.user.id).catch(() => "refused")).toBe("refused");
  });
});
