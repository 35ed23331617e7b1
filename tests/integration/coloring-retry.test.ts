/**
 * Issue #27 (16): a save sent again while its twin (the same request, whose answer the client
 * gave up on) is still being saved. doors-agree.test.ts sends both at once through HTTP, where
 * the timing is the machine's; here the twin is saved exactly while this one checks its credit,
 * after it looked for a stored save and found none: the worst moment a race can pick.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { readColored } from "~/services/coloreds.server";
import { saveColoring, upsertColored } from "~/services/coloring-save.server";
import * as credits from "~/services/credits.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { colouringFixture, creditRow, drawnPage, makeUser, setCredits, type TestUser } from "../helpers/pages";

vi.mock("~/services/credits.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/services/credits.server")>();
  return { ...actual, assertColoringCredit: vi.fn(actual.assertColoringCredit) };
});

const { assertColoringCredit } = await vi.importActual<typeof credits>("~/services/credits.server");

/** The next credit check saves the twin first, then checks as always. */
function twinDuringCreditCheck(saveTwin: () => Promise<unknown>) {
  let twin: unknown;
  vi.mocked(credits.assertColoringCredit).mockImplementationOnce(async (...args) => {
    twin = await saveTwin();
    return assertColoringCredit(...args);
  });
  return () => twin;
}

let owner: TestUser;
let lineArt: Buffer;
let paint: Buffer;

beforeAll(async () => {
  ({ owner, lineArt, paint } = await colouringFixture({ r: 30, g: 90, b: 200 }));
});

const upload = async (user: TestUser) => (await storeUpload(user.user.id, { name: "paint.png", data: paint }, parseUploadRules({}))).url;

describe("the twin saved while this one was on its way", () => {
  it("/api, the last credit: the twin spent it, this one answers what the twin did, not 403 NO_CREDITS", async () => {
    const user = await makeUser();
    await setCredits(user.user.id, { publicPage: 1 });
    const page = await drawnPage(owner.user, lineArt);
    const input = { pageId: page.id, photo: await upload(user) };
    const twin = twinDuringCreditCheck(() => upsertColored(user.user, input));
    const answer = await upsertColored(user.user, input);
    expect(answer).toEqual(twin());
    expect(answer).toMatchObject({ version: 1 });
    expect((await creditRow(user.user.id)).publicPage).toBe(0);
  });

  it("/api, a save id and a version: the twin removed the upload, this one answers what the twin did, not 422", async () => {
    const user = await makeUser();
    const page = await drawnPage(owner.user, lineArt);
    const input = { pageId: page.id, photo: await upload(user), version: 0, save_id: "shell:7" };
    const credit = (await creditRow(user.user.id)).publicPage;
    const twin = twinDuringCreditCheck(() => upsertColored(user.user, input));
    const answer = await upsertColored(user.user, input);
    expect(answer).toEqual(twin());
    expect((await creditRow(user.user.id)).publicPage).toBe(credit - 1);
    expect(await readColored(user.user.id, page.id)).toEqual(answer);
  });

  it("the colour screen, no save id nor version: the twin saved it, this one does not save it a second time", async () => {
    const user = await makeUser();
    const page = await drawnPage(owner.user, lineArt);
    const input = { pageId: page.id, paint: { kind: "layer" as const, data: paint }, progress: 12 };
    const credit = (await creditRow(user.user.id)).publicPage;
    const twin = twinDuringCreditCheck(() => saveColoring(user.user, input));
    const answer = await saveColoring(user.user, input);
    expect(answer).toEqual(twin());
    expect(answer).toMatchObject({ charged: true, colored: { version: 1, progress: 12 } });
    expect((await creditRow(user.user.id)).publicPage).toBe(credit - 1);
  });

  it("a different save is not the twin: the same paint with other progress is saved as the next version", async () => {
    const user = await makeUser();
    const page = await drawnPage(owner.user, lineArt);
    const first = await saveColoring(user.user, { pageId: page.id, paint: { kind: "layer", data: paint }, progress: 12 });
    const next = await saveColoring(user.user, { pageId: page.id, paint: { kind: "layer", data: paint }, progress: 13 });
    expect(first).toMatchObject({ charged: true, colored: { version: 1 } });
    expect(next).toMatchObject({ charged: false, colored: { version: 2, progress: 13 } });
    const same = await saveColoring(user.user, { pageId: page.id, paint: { kind: "layer", data: paint }, progress: 13 });
    expect(same).toEqual(next);
  });
});
