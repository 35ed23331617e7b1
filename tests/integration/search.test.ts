/**
 * Search finds what children type (issue #14): case and accents ignored, ñ a letter of its own
 * only when typed, in every gallery and admin list, served by an index.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { paginateUsers } from "~/services/admin-users.server";
import { paginateColoreds } from "~/services/coloreds.server";
import { paginateSubscriptions } from "~/services/subscriptions.server";
import { insertColored, insertPage, makeUser, uniqueWord, type TestUser, listPages } from "../helpers/pages";

let owner: TestUser;
let admin: TestUser;
let word: string;
const titles = ["Dragón de fuego", "León sonriente", "Arcoíris y nubes", "Niño con cometa", "Caña de pescar", "Cana blanca", "PINGÜINO feliz"];
const ids = new Map<string, number>();

beforeAll(async () => {
  owner = await makeUser({ name: "Ánxela Muñoz" });
  admin = await makeUser({ admin: true });
  // A word of this run in every title keeps other tests' pages out of the results.
  word = uniqueWord("busca");
  for (const title of titles) ids.set(title, (await insertPage(owner.user, { prompt: `${word} ${title}` })).id);
});

const found = async (search: string) => {
  const result = await listPages(owner.user, { scope: "public", search: `${word} ${search}` });
  return result.data.map((page) => page.prompt.replace(`${word} `, "")).sort();
};

describe("search ignores case and accents", () => {
  it("finds 'dragon', 'leon', 'arcoiris' and 'pinguino' as typed without accents, and with them", async () => {
    expect(await found("dragon")).toEqual(["Dragón de fuego"]);
    expect(await found("DRAGÓN")).toEqual(["Dragón de fuego"]);
    expect(await found("leon")).toEqual(["León sonriente"]);
    expect(await found("arcoiris")).toEqual(["Arcoíris y nubes"]);
    expect(await found("pinguino")).toEqual(["PINGÜINO feliz"]);
  });

  it("plain n finds ñ, but a search typed with ñ finds only ñ", async () => {
    expect(await found("nino")).toEqual(["Niño con cometa"]);
    expect(await found("cana")).toEqual(["Cana blanca", "Caña de pescar"]);
    expect(await found("caña")).toEqual(["Caña de pescar"]);
    expect(await found("CAÑA")).toEqual(["Caña de pescar"]);
  });

  it("LIKE wildcards in a search are taken literally", async () => {
    expect(await found("%")).toEqual([]);
    expect(await found("_")).toEqual([]);
    expect(await found("d_agon")).toEqual([]);
  });

  it("every list: coloured pages, admin users (name and e-mail) and subscriptions", async () => {
    await insertColored(owner.user, { id: ids.get("León sonriente") ?? 0 });
    const colored = await paginateColoreds(owner.user, { search: `${word} leon` });
    expect(colored.data.map((c) => c.pageId)).toEqual([ids.get("León sonriente")]);
    const byName = await paginateUsers(admin.user, { search: "anxela munoz" });
    expect(byName.data.map((u) => u.id)).toContain(owner.user.id);
    const byEmail = await paginateUsers(admin.user, { search: owner.email.toUpperCase() });
    expect(byEmail.data.map((u) => u.id)).toEqual([owner.user.id]);
    const subscriptions = await paginateSubscriptions(admin.user, { search: "INICIAL" });
    expect(subscriptions.data.every((s) => /inicial/i.test(s.plan.title))).toBe(true);
  });

  it("is served by the accent-folding trigram indexes", async () => {
    const db = await getDb();
    const plans = await db.transaction(async (tx) => {
      // Tiny tables prefer a sequential scan; forbid it to see which index the search can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      const pagesPlan = await tx.execute(sql`explain select id from pages where search_fold(prompt) like search_fold(${"%leon%"})`);
      const usersPlan = await tx.execute(sql`explain select id from users where search_fold(name) like search_fold(${"%anxela%"})`);
      const text = (rows: unknown) => JSON.stringify(rows);
      return { pages: text(pagesPlan), users: text(usersPlan) };
    });
    expect(plans.pages).toContain("pages_prompt_fold_idx");
    expect(plans.users).toContain("users_name_fold_idx");
  });

  it("keeps ten times the default statistics on what searches match, so a common word is not taken for a rare one", async () => {
    // (drizzle/0014: with a 30,000-row sample, a word in 6% of a million pages was once estimated
    // at 87 rows, and its search read 55,000 pages for 13)
    const db = await getDb();
    const rows = (await db.execute(
      sql`select attstattarget from pg_attribute where attrelid = 'pages_prompt_fold_idx'::regclass and attnum = 1`,
    )) as unknown as { attstattarget: number }[];
    expect(rows[0].attstattarget).toBe(1000);
  });
});
