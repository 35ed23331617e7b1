/**
 * The curated collections over HTTP, signed out (the production build's app, as server.ts
 * serves it): /colecciones/{slug} lists exactly the public pages carrying its tag, with its own
 * title and description; /colecciones lists it; the sitemap names it; the /api door answers the
 * same cards. Tags are set by an admin only. A unique word in the pages' prompts (the gallery's
 * search) keeps other tests' pages out of the lists.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { pages, type PageRow } from "~/db/schema";
import { forgetCollectionCounts, listCollections, setPageTags } from "~/services/collections.server";
import * as tagsApi from "~/routes/api+/pages.$id.tags";
import * as pageEdit from "~/routes/admin+/pages.$id.edit";
import { addDays, dayOf } from "~/lib/daily-page";
import { upcomingPins } from "~/services/daily-pages.server";
import { appServers } from "../helpers/http";
import {
  appErrorOf,
  callApi,
  callForm,
  insertPage,
  makeAdmin,
  makeUser,
  pageRow,
  sessionCookieFor,
  toastOf,
  uniqueWord,
  type TestUser,
} from "../helpers/pages";

const apps = appServers();
let base = "";
let admin: TestUser;
let regular: TestUser;
let word = "";
let tagged: PageRow[] = [];
let others: Record<"private" | "untagged" | "blocked" | "elsewhere", PageRow>;

const tag = async (page: PageRow, tags: string[]) => (await getDb()).update(pages).set({ tags }).where(eq(pages.id, page.id));

const cardIdsIn = (html: string, testId: string) => {
  const list = html.split(`data-testid="${testId}"`)[1] ?? "";
  return [...list.matchAll(/data-testid="page-card" data-page-id="(\d+)"/g)].map((match) => Number(match[1]));
};

beforeAll(async () => {
  base = await apps.start();
  [admin, regular] = await Promise.all([makeAdmin(), makeUser()]);
  const owner = await makeUser({ name: "Marta Ruiz" });
  word = uniqueWord("coleccion");
  tagged = [await insertPage(owner.user, { prompt: `${word} león` }), await insertPage(owner.user, { prompt: `${word} jirafa` })];
  others = {
    private: await insertPage(owner.user, { prompt: `${word} gato secreto`, visibility: "private" }),
    untagged: await insertPage(owner.user, { prompt: `${word} sin etiqueta` }),
    blocked: await insertPage(owner.user, { prompt: `${word} bloqueado`, blocked: true }),
    elsewhere: await insertPage(owner.user, { prompt: `${word} coche` }),
  };
  for (const page of [...tagged, others.private, others.blocked]) await tag(page, ["animales"]);
  await tag(others.elsewhere, ["vehiculos"]);
  forgetCollectionCounts();
});
afterAll(() => apps.closeAll());

describe("/colecciones/{slug}, signed out", () => {
  it("lists exactly the collection's public pages, with its own title and description", async () => {
    const res = await fetch(`${base}/colecciones/animales?search=${word}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(cardIdsIn(html, "collection-pages").sort()).toEqual(tagged.map((page) => page.id).sort());
    expect(html).toMatch(/<title>Animales: dibujos para colorear - [^<]+<\/title>/);
    expect(html).toContain('<meta name="description" content="Leones, gatitos, tortugas');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/colecciones\/animales"/);
    // The cards lead to colouring (a visitor signs in first); nothing on them acts for a visitor.
    expect(html).toContain(`href="/pages/${tagged[0].id}/color"`);
    expect(html).not.toContain('data-testid="favorite-toggle"');
    // Authors are named by their first name only, as in the gallery.
    expect(html).toContain("por Marta<");
  });

  it("another collection lists its own pages; an unknown one is the 404 page", async () => {
    const html = await (await fetch(`${base}/colecciones/vehiculos?search=${word}`)).text();
    expect(cardIdsIn(html, "collection-pages")).toEqual([others.elsewhere.id]);
    expect((await fetch(`${base}/colecciones/no-existe`)).status).toBe(404);
  });

  it("the index and the sitemap name the collections that hold pages", async () => {
    const index = await (await fetch(`${base}/colecciones`)).text();
    expect(index).toContain('href="/colecciones/animales"');
    expect(index).toMatch(/<title>Colecciones de dibujos para colorear - [^<]+<\/title>/);
    // Printing is a paid plan's (issue #43.4): the copy promises only what a free account has.
    const descriptions = [...index.matchAll(/<meta (?:name="description"|property="og:description") content="([^"]*)"/g)].map((match) => match[1]);
    expect(descriptions.length).toBeGreaterThan(0);
    for (const description of descriptions) expect(description).not.toMatch(/imprimir/i);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/colecciones<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]+\/colecciones\/animales<\/loc>/);
  });
});

describe("the /api door", () => {
  it("GET /api/collections/{slug}/pages: the same pages as the /api gallery's cards, signed out", async () => {
    const res = await fetch(`${base}/api/collections/animales/pages?search=${word}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number; is_owner: boolean; user: { name: string } }[]; current_page: number; last_page: number };
    expect(body.data.map((card) => card.id).sort()).toEqual(tagged.map((page) => page.id).sort());
    expect(body.data[0]).toMatchObject({ is_owner: false, user: { name: "Marta" } });
    expect(body).toMatchObject({ current_page: 1, last_page: 1 });
    expect((await fetch(`${base}/api/collections/no-existe/pages`)).status).toBe(404);
  });

  it("GET /api/collections: every curated collection with its Spanish title and description", async () => {
    const res = await fetch(`${base}/api/collections`);
    const { data } = (await res.json()) as { data: { slug: string; title: string; description: string; count: number }[] };
    expect(data.map((collection) => collection.slug)).toEqual(expect.arrayContaining(["animales", "dinosaurios", "mandalas", "letras"]));
    expect(data.find((collection) => collection.slug === "animales")).toMatchObject({ title: "Animales", count: expect.any(Number) as number });
  });

  it("PATCH /api/pages/{id}/tags: an admin's tags put a page in a collection; a user is refused; an unknown tag is 422", async () => {
    const page = others.untagged;
    const refused = await callApi(tagsApi.action, { method: "PATCH", token: regular.token, params: { id: String(page.id) }, body: { tags: ["animales"] } });
    expect(refused.status).toBe(403);
    expect(await appErrorOf(setPageTags(regular.user, page.id, { tags: ["animales"] }))).toMatchObject({ code: "FORBIDDEN" });
    const unknown = await callApi(tagsApi.action, { method: "PATCH", token: admin.token, params: { id: String(page.id) }, body: { tags: ["nada"] } });
    expect(unknown.status).toBe(422);

    const done = await callApi<{ updated: { id: number; tags: string[] } }>(tagsApi.action, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(page.id) },
      body: { tags: ["mar", "animales"] },
    });
    expect(done.status).toBe(200);
    expect(done.body.updated).toEqual({ id: page.id, tags: ["animales", "mar"] });
    const html = await (await fetch(`${base}/colecciones/animales?search=${word}`)).text();
    expect(cardIdsIn(html, "collection-pages")).toContain(page.id);
    await tag(page, []);
  });
});

describe("the admin's page screen (/admin/pages/{id}/edit)", () => {
  it("saves the ticked collections and pins the page for a day; a past day is the form's error", async () => {
    const page = others.untagged;
    const cookie = await sessionCookieFor(admin.user);
    const params = { id: String(page.id) };
    const saved = await callForm(pageEdit.action, { cookie, params, form: { intent: "tags", tags: "letras" } });
    expect(saved.status).toBe(302);
    expect((await toastOf(saved))?.key).toBe("admin.pageTags.saved");
    expect((await pageRow(page.id)).tags).toEqual(["letras"]);

    const day = addDays(dayOf(new Date()), 200);
    const pinned = await callForm(pageEdit.action, { cookie, params, form: { intent: "pin", day } });
    expect((await toastOf(pinned))?.key).toBe("admin.daily.pinned");
    expect((await upcomingPins(admin.user, new Date())).map((pin) => [pin.day, pin.pageId])).toContainEqual([day, page.id]);

    const past = await callForm(pageEdit.action, { cookie, params, form: { intent: "pin", day: "2020-01-01" } });
    expect(past.status).toBe(422);
    const body = (await past.json()) as { form: string; result: { error: Record<string, string[]> } };
    expect(body.form).toBe("pin");
    expect(body.result.error.day).toBeDefined();

    await callForm(pageEdit.action, { cookie, params, form: { intent: "unpin", day } });
    expect((await upcomingPins(admin.user, new Date())).map((pin) => pin.day)).not.toContain(day);
    await tag(page, []);
  });
});

describe("the collections' counts", () => {
  it("are kept a minute; a stale count is served while the new one is counted, then the new one", async () => {
    const count = async () => (await listCollections("es")).find((collection) => collection.slug === "mar")?.count ?? 0;
    forgetCollectionCounts();
    const before = await count();
    const owner = await makeUser();
    const added = await insertPage(owner.user, { prompt: `${uniqueWord("ola")} ballena` });
    await tag(added, ["mar"]);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // Within the minute: the kept count.
      expect(await count()).toBe(before);
      vi.setSystemTime(Date.now() + 61_000);
      // Stale: answered at once with the kept count, while it is counted again.
      expect(await count()).toBe(before);
      await expect.poll(count).toBe(before + 1);
    } finally {
      vi.useRealTimers();
      await tag(added, []);
      forgetCollectionCounts();
    }
  });
});
