import postgres from "postgres";
import { Placeholder } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { SORTS } from "~/lib/pages";
import { galleryQuerySql } from "~/services/pages.server";

/**
 * Issue #15: the gallery's prepared queries must be able to run on a generic plan that reads
 * the gallery's partial indexes. With the predicate or the LIMIT as parameters, the generic plan
 * could not use those indexes (or looked far dearer), so Postgres planned every call again:
 * 0.5 ms of planning for 0.07 ms of work, on nearly every gallery request.
 */
let client: postgres.Sql;
beforeAll(async () => {
  await getDb();
  client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
});
afterAll(async () => {
  await client?.end();
});

const indexesIn = (plan: unknown): string[] => {
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (typeof node["Index Name"] === "string") found.push(node["Index Name"]);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan as Record<string, unknown>);
  return found;
};

describe("the gallery's prepared queries", () => {
  const cases = [
    { who: "a user, first page", admin: false, shape: { after: false, limit: 13 }, index: /^pages_gallery_\w+_idx$/ },
    { who: "a user, Load more", admin: false, shape: { after: true, limit: 13 }, index: /^pages_gallery_\w+_idx$/ },
    { who: "a user, pages 1..3 at once", admin: false, shape: { after: false, limit: 37 }, index: /^pages_gallery_\w+_idx$/ },
    { who: "a user, page N by number", admin: false, shape: "page", index: /^pages_gallery_\w+_idx$/ },
    // (an admin sees every page: the sort's index over the whole table)
    { who: "an admin, first page", admin: true, shape: { after: false, limit: 13 }, index: /^pages_(?!gallery_)\w+_idx$/ },
    { who: "an admin, page N by number", admin: true, shape: "page", index: /^pages_(?!gallery_)\w+_idx$/ },
  ] as const;
  for (const { who, admin, shape, index } of cases) {
    it(`read the index of their sort on a generic plan (${who})`, async () => {
      for (const sort of SORTS) {
        const { sql, params } = await galleryQuerySql(sort, admin, shape);
        if (!admin) expect(sql).toContain(`not "pages"."blocked" and "pages"."visibility" = 'public'`);
        expect(sql).toMatch(new RegExp(` limit ${shape === "page" ? 13 : shape.limit}$`));
        const values = params.map((param) => {
          if (!(param instanceof Placeholder)) return param;
          const value = sort === "latest" || sort === "oldest" ? "2026-01-01 00:00:00+00" : "5";
          return { viewer: 1, value, id: 100, skip: 12_000 }[param.name as "viewer" | "value" | "id" | "skip"];
        });
        const plan = await client.begin(async (tx) => {
          await tx.unsafe("set local plan_cache_mode = force_generic_plan");
          await tx.unsafe("deallocate all");
          // Types as the app's driver infers them: the viewer and ids are integers, the rest text.
          const types = params.map((param) => (param instanceof Placeholder && param.name !== "value" ? "int" : "text"));
          await tx.unsafe(`prepare plan_check(${types.join(", ")}) as ${sql}`);
          const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
          const [row] = await tx.unsafe(`explain (format json) execute plan_check(${values.map(literal).join(", ")})`);
          await tx.unsafe("deallocate plan_check");
          return (row["QUERY PLAN"] as { Plan: unknown }[])[0].Plan;
        });
        expect(indexesIn(plan), sort).toEqual(expect.arrayContaining([expect.stringMatching(index)]));
      }
    });
  }
});
