/**
 * What a family creates stays theirs (issue #14): a private page is only in its owner's
 * lists (and the admins'), on both doors; public cards name the author by first name only;
 * a Stripe customer id is only shown to its owner and admins.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import * as pagesPaginate from "~/routes/api+/pages.paginate";
import * as pageRead from "~/routes/api+/pages.$id.read";
import * as patternCreate from "~/routes/api+/pages.pattern.create";
import * as visibilityApi from "~/routes/api+/pages.$id.visibility";
import * as visibilityRoute from "~/routes/_resources+/pages.$id.visibility";
import { paginateColoreds } from "~/services/coloreds.server";
import { upsertColored } from "~/services/coloring-save.server";
import { readCard } from "~/services/pages.server";
import { setVisibility, toggleFavorite } from "~/services/page-changes.server";
import type { PageCard } from "~/utils/api-shapes.server";
import { createPatternPage } from "~/services/pattern-page.server";
import type { Paginated } from "~/lib/pagination";
import {
  callApi,
  callForm,
  insertColored,
  insertPage,
  makeUser,
  sessionCookieFor,
  uniqueWord,
  type ErrorBody,
  type TestUser,
  listPages,
} from "../helpers/pages";

let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  owner = await makeUser({ name: "María José Pérez" });
  other = await makeUser({ name: "Tomás", plan: "paid" });
  admin = await makeUser({ admin: true });
  const db = await getDb();
  await db
    .update(users)
    .set({ stripeId: `cus_${uniqueWord("s")}` })
    .where(eq(users.id, owner.user.id));
});

const ids = (result: { data: { id: number }[] }) => result.data.map((page) => page.id);

/** PATCH /api/pages/{id}/visibility: the changed card, or the refusal. */
const patchVisibility = (user: TestUser, id: number, visibility: string) =>
  callApi<{ updated: PageCard } & Partial<ErrorBody>>(visibilityApi.action, {
    method: "PATCH",
    token: user.token,
    body: { visibility },
    params: { id: String(id) },
    path: `pages/${id}/visibility`,
  });

describe("private pages", () => {
  it("are in their owner's lists and the admin's, never in anyone else's gallery, search or counts", async () => {
    const word = uniqueWord("priv");
    const shared = await insertPage(owner.user, { prompt: `Gato ${word}` });
    const kept = await insertPage(owner.user, { prompt: `Gato familiar ${word}`, visibility: "private" });

    const forOther = await listPages(other.user, { scope: "public", search: word });
    expect(ids(forOther)).toEqual([shared.id]);
    expect(forOther.lastPage).toBe(1);
    for (const sort of ["latest", "oldest", "popularity", "trending", "mostColored", "mostFavorited"]) {
      expect(ids(await listPages(other.user, { scope: "public", search: word, sort }))).toEqual([shared.id]);
    }
    expect(ids(await listPages(owner.user, { scope: "owned", search: word }))).toEqual([kept.id, shared.id]);
    // The owner's own gallery shows what is shared, like everyone's.
    expect(ids(await listPages(owner.user, { scope: "public", search: word }))).toEqual([shared.id]);
    const forAdmin = await listPages(admin.user, { scope: "public", search: word });
    expect(ids(forAdmin)).toEqual([kept.id, shared.id]);
    expect(forAdmin.data[0].visibility).toBe("private");

    await expect(readCard(other.user, kept.id)).rejects.toMatchObject({ status: 404 });
    expect((await readCard(owner.user, kept.id)).visibility).toBe("private");
    // Nobody else colours it either.
    await expect(upsertColored(other.user, { pageId: kept.id, photo: "/files/uploads/x/y.png" })).rejects.toMatchObject({ status: 404 });
  });

  it("a page made private leaves other people's coloured and favourite lists", async () => {
    const word = uniqueWord("gone");
    const page = await insertPage(owner.user, { prompt: `Perro ${word}` });
    await insertColored(other.user, page);
    await toggleFavorite(other.user, page.id);
    expect(ids(await listPages(other.user, { scope: "colored", search: word }))).toEqual([page.id]);
    expect(ids(await listPages(other.user, { scope: "favorited", search: word }))).toEqual([page.id]);
    expect((await paginateColoreds(other.user, { search: word })).data).toHaveLength(1);

    await setVisibility(owner.user, page.id, { visibility: "private" });
    expect(ids(await listPages(other.user, { scope: "colored", search: word }))).toEqual([]);
    expect(ids(await listPages(other.user, { scope: "favorited", search: word }))).toEqual([]);
    expect((await paginateColoreds(other.user, { search: word })).data).toHaveLength(0);

    await setVisibility(owner.user, page.id, { visibility: "public" });
    expect(ids(await listPages(other.user, { scope: "colored", search: word }))).toEqual([page.id]);
  });

  it("only the owner changes it; a wrong value is a 422 on the field", async () => {
    const page = await insertPage(owner.user, { prompt: `Casa ${uniqueWord("own")}` });
    await expect(setVisibility(other.user, page.id, { visibility: "private" })).rejects.toMatchObject({ status: 403 });
    await expect(setVisibility(admin.user, page.id, { visibility: "private" })).rejects.toMatchObject({ status: 403 });
    await expect(setVisibility(owner.user, page.id, { visibility: "secret" })).rejects.toMatchObject({
      status: 422,
      fields: { visibility: "pages.visibility.invalid" },
    });
    expect((await setVisibility(owner.user, page.id, { visibility: "private" })).visibility).toBe("private");
  });

  it("a new page is private unless its creator says otherwise (issue #27: one default everywhere)", async () => {
    const user = (await makeUser()).user;
    expect((await createPatternPage(user, { seed: 7 }, "es")).visibility).toBe("private");
    expect((await createPatternPage(user, { seed: 8, visibility: "public" }, "es")).visibility).toBe("public");
    await expect(createPatternPage(user, { seed: 9, visibility: "" }, "es")).rejects.toMatchObject({ status: 422 });
  });
});

describe("what a card says about its author", () => {
  it("others see the first name and no Stripe id; the author and admins see both", async () => {
    const page = await insertPage(owner.user, { prompt: `Flor ${uniqueWord("name")}` });
    expect((await readCard(other.user, page.id)).user).toEqual({ name: "María", stripeId: null });
    const own = await readCard(owner.user, page.id);
    expect(own.user.name).toBe("María José Pérez");
    expect(own.user.stripeId).toMatch(/^cus_/);
    expect((await readCard(admin.user, page.id)).user.stripeId).toMatch(/^cus_/);
  });
});

describe("both doors", () => {
  it("/api: cards carry visibility; PATCH /pages/{id}/visibility; pattern pages made private; 404 for others", async () => {
    const word = uniqueWord("api");
    const created = await callApi<{ created: PageCard }>(patternCreate.action, {
      method: "POST",
      token: owner.token,
      body: { seed: 11, title: `Mandala ${word}`, visibility: "private" },
      path: "pages/pattern/create",
    });
    expect(created.status).toBe(201);
    expect(created.body.created.visibility).toBe("private");
    const id = created.body.created.id;
    const listed = await callApi<Paginated<PageCard>>(pagesPaginate.loader, { token: other.token, query: { search: word }, path: "pages/paginate" });
    expect(listed.body.data).toEqual([]);
    const read = await callApi<ErrorBody>(pageRead.loader, { token: other.token, params: { id: String(id) }, path: `pages/${id}/read` });
    expect(read.status).toBe(404);

    const shared = await patchVisibility(owner, id, "public");
    expect(shared.body.updated.visibility).toBe("public");
    const now = await callApi<Paginated<PageCard>>(pagesPaginate.loader, { token: other.token, query: { search: word }, path: "pages/paginate" });
    expect(now.body.data.map((page) => page.id)).toEqual([id]);
    expect(now.body.data[0].user).toEqual({ name: "María", stripe_id: null });

    const refused = await patchVisibility(other, id, "private");
    expect(refused).toMatchObject({ status: 403, body: { code: "FORBIDDEN" } });
    const bad = await patchVisibility(owner, id, "x");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty("visibility");
  });

  it("the web door: a card's form (JSON for a fetcher, a redirect with a toast without JavaScript); a bad id is a 404", async () => {
    const page = await insertPage(owner.user, { prompt: `Barco ${uniqueWord("web")}` });
    const cookie = await sessionCookieFor(owner.user);
    const json = await callForm(visibilityRoute.action, { cookie, form: { visibility: "private", response: "json" }, params: { id: String(page.id) } });
    expect(((await json.json()) as { updated: PageCard }).updated.visibility).toBe("private");
    const plain = await callForm(visibilityRoute.action, { cookie, form: { visibility: "public", redirectTo: "/pages" }, params: { id: String(page.id) } });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/pages");
    expect((await readCard(owner.user, page.id)).visibility).toBe("public");
    const missing = await callForm(visibilityRoute.action, { cookie, form: { visibility: "public", response: "json" }, params: { id: "abc" } });
    expect(missing.status).toBe(404);
  });
});
