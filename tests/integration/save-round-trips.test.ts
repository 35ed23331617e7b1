/**
 * What a colouring save asks of the database (record 0133): each door's first save of someone
 * else's page (it spends a credit), a later save, and the same save sent again, counted in
 * statements, each a round trip (helpers/statements.ts). A save that grows a round trip fails
 * here; one that needs it says why in the record and raises the figure.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as coloredsUpsert from "~/routes/api+/coloreds.upsert";
import { colorAction, type ColorActionData } from "~/routes/pages+/__color-route.server";
import { readColored } from "~/services/coloreds.server";
import { saveColoring, type SaveColoring } from "~/services/coloring-save.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { callApi, colouringFixture, drawnPage, makeUser, sessionCookieFor, type TestUser } from "../helpers/pages";
import { statementsOf } from "../helpers/statements";

vi.mock("postgres", async (importOriginal) => (await import("../helpers/statements")).countingPostgres(await importOriginal<{ default: unknown }>()));

// A save's image work runs between its read and its write: `meanwhile` runs there, once.
const hooks = vi.hoisted(() => ({ meanwhile: null as (() => Promise<unknown>) | null }));
vi.mock("~/services/storage/coloring-images.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/services/storage/coloring-images.server")>();
  return {
    ...actual,
    paintPng: async (...args: Parameters<typeof actual.paintPng>) => {
      const run = hooks.meanwhile;
      hooks.meanwhile = null;
      await run?.();
      return actual.paintPng(...args);
    },
  };
});

let owner: TestUser;
let lineArt: Buffer;
let paint: Buffer;

beforeAll(async () => {
  ({ owner, lineArt, paint } = await colouringFixture({ r: 200, g: 40, b: 90 }));
});

async function webSave(cookie: string, pageId: number, fields: Record<string, string>) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(paint)], { type: "image/png" }), "paint.png");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request(`http://localhost:3999/pages/${pageId}/save`, { method: "POST", headers: { Cookie: cookie }, body: form });
  const res = await colorAction(request, { id: String(pageId) });
  const body = (await res.json()) as ColorActionData;
  if (!("saved" in body)) throw new Error(`refused: ${JSON.stringify(body)}`);
  return body;
}

async function apiSave(user: TestUser, pageId: number, body: Record<string, unknown>) {
  const res = await callApi<{ upserted: { version: number } }>(coloredsUpsert.action, {
    method: "PATCH",
    token: user.token,
    body: { pageId, ...body },
    path: "coloreds/upsert",
  });
  if (res.status !== 200) throw new Error(`refused: ${JSON.stringify(res.body)}`);
  return res.body.upserted;
}

/** A statement as "verb table": "select pages", "insert stored_files", "begin". */
const named = (statement: string) => {
  const verb = statement.split(" ")[0];
  // (a delete inside a `with`, as a file's uncount is, is named by its delete: record 0145)
  const deleted = /^with \w+ as \(delete from "(\w+)"/.exec(statement)?.[1];
  if (deleted) return `delete ${deleted}`;
  const table = /^(?:select .*? from|insert into|update|delete from) "(\w+)"/.exec(statement)?.[1];
  return table ? `${verb} ${table}` : verb;
};
// postgres.js reads the array types once on each connection it opens (pg_catalog.pg_type): a new
// connection's setup, made whenever the pool grows, not a statement of the save.
const isConnectionSetup = (statement: string) => statement.includes("pg_catalog.pg_type");
// Who saves (the session's or token's owner) is read by the door for every request (record 0152),
// saves or not: not one of the save's own statements.
const isOwnerRead = (statement: string) => ["select sessions", "select api_tokens"].includes(named(statement));
const statementsNamed = async (run: () => Promise<unknown>) =>
  (await statementsOf(run)).filter((statement) => !isConnectionSetup(statement) && !isOwnerRead(statement)).map(named);

// Each file a save stores or lets go of is counted as its owner's storage (storage/usage.server),
// one statement per file: a save stores its paint (its picture is made when first asked for,
// record 0162) and lets go of the three files a save names, made or not.
const countPaint = ["insert stored_files"];
const uncountThreeFiles = Array<string>(3).fill("delete stored_files");

// A first save of someone else's page, after the door's sign-in: the page with the viewer's
// colouring of it; the credit check before the image work; the paint; the colouring, the credit
// and the page's count in one transaction; the credits left, which the screen shows.
const firstSave = ["select pages", "select users", ...countPaint, "begin", "insert coloreds", "update credits", "update pages", "commit", "select users"];

const upload = async (user: TestUser) => (await storeUpload(user.user.id, { name: "paint.png", data: paint }, parseUploadRules({}))).url;

describe("the round trips of a save", () => {
  it("the colour screen", async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.user);
    // Once before counting, so that what a process does once (a cache filled) is not counted.
    await webSave(cookie, (await drawnPage(owner.user, lineArt)).id, { version: "0", saveId: "warm:1" });
    const page = await drawnPage(owner.user, lineArt);

    expect(await statementsNamed(() => webSave(cookie, page.id, { version: "0", saveId: "dev:1" }))).toEqual(firstSave);
    // A later save spends nothing: the row read first is replaced by one conditional update.
    expect(await statementsNamed(() => webSave(cookie, page.id, { version: "1", saveId: "dev:2" }))).toEqual([
      "select pages",
      ...countPaint,
      "update coloreds",
      ...uncountThreeFiles,
    ]);
    // Sent again: the first read finds it applied, and that row is the answer.
    expect(await statementsNamed(() => webSave(cookie, page.id, { version: "1", saveId: "dev:2" }))).toEqual(["select pages"]);
  });

  it("the /api door", async () => {
    const user = await makeUser();
    await apiSave(user, (await drawnPage(owner.user, lineArt)).id, { photo: await upload(user), version: 0 });
    const page = await drawnPage(owner.user, lineArt);

    // As on the screen (but the credits left, which the /api answer does not carry), then the
    // upload's count goes with it (unless it is the profile photo, which the session's row names).
    const photo = await upload(user);
    expect(await statementsNamed(() => apiSave(user, page.id, { photo, version: 0, save_id: "shell:1" }))).toEqual([
      ...firstSave.slice(0, -1),
      "delete stored_files",
    ]);
    const next = await upload(user);
    expect(await statementsNamed(() => apiSave(user, page.id, { photo: next, version: 1, save_id: "shell:2" }))).toEqual([
      "select pages",
      ...countPaint,
      "update coloreds",
      ...uncountThreeFiles,
      "delete stored_files",
    ]);
    expect(await statementsNamed(() => apiSave(user, page.id, { photo: next, version: 1, save_id: "shell:2" }))).toEqual([
      "select pages",
      "delete stored_files",
    ]);
  });
});

describe("a later save whose colouring changed after it was read takes the transaction, and keeps every rule", () => {
  const layer = (progress: number, extra: Partial<SaveColoring> = {}) => ({ paint: { kind: "layer" as const, data: paint }, progress, ...extra });

  async function savedOnce(user: TestUser) {
    const page = await drawnPage(owner.user, lineArt);
    await saveColoring(user.user, { pageId: page.id, ...layer(10) });
    return page;
  }

  it("its twin saved it meanwhile: the twin's answer, one version more, nothing spent", async () => {
    const user = await makeUser();
    const page = await savedOnce(user);
    const input = { pageId: page.id, ...layer(20, { version: 1, saveId: "dev:2" }) };
    let twin: unknown;
    hooks.meanwhile = async () => (twin = await saveColoring(user.user, input));
    const statements = await statementsNamed(async () => expect(await saveColoring(user.user, input)).toEqual(twin));
    expect(twin).toMatchObject({ charged: false, colored: { version: 2, progress: 20, saveId: "dev:2" } });
    expect(statements).toEqual(expect.arrayContaining(["update coloreds", "begin", "insert coloreds", "select coloreds", "commit"]));
    expect(await readColored(user.user.id, page.id)).toMatchObject({ version: 2, progress: 20 });
  });

  it("another device saved meanwhile: naming the version it built on, 409 VERSION_CONFLICT and the other save stays", async () => {
    const user = await makeUser();
    const page = await savedOnce(user);
    hooks.meanwhile = () => saveColoring(user.user, { pageId: page.id, ...layer(30, { version: 1, saveId: "other:2" }) });
    await expect(saveColoring(user.user, { pageId: page.id, ...layer(20, { version: 1, saveId: "dev:2" }) })).rejects.toMatchObject({
      status: 409,
      code: "VERSION_CONFLICT",
    });
    expect(await readColored(user.user.id, page.id)).toMatchObject({ version: 2, progress: 30, saveId: "other:2" });
  });

  it("another device saved meanwhile: naming no version, it overwrites", async () => {
    const user = await makeUser();
    const page = await savedOnce(user);
    hooks.meanwhile = () => saveColoring(user.user, { pageId: page.id, ...layer(30, { saveId: "other:2" }) });
    const saved = await saveColoring(user.user, { pageId: page.id, ...layer(20, { saveId: "dev:2" }) });
    expect(saved).toMatchObject({ charged: false, colored: { version: 3, progress: 20, saveId: "dev:2" } });
    expect(await readColored(user.user.id, page.id)).toEqual(saved.colored);
  });
});
