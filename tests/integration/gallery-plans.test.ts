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
        const { types, values } = preparedWith(sort, params);
        const plan = await client.begin(async (tx) => {
          await tx.unsafe("set local plan_cache_mode = force_generic_plan");
          await tx.unsafe("deallocate all");
          await tx.unsafe(`prepare plan_check(${types}) as ${sql}`);
          const [row] = await tx.unsafe(`explain (format json) execute plan_check(${values})`);
          await tx.unsafe("deallocate plan_check");
          return (row["QUERY PLAN"] as { Plan: unknown }[])[0].Plan;
        });
        expect(indexesIn(plan), sort).toEqual(expect.arrayContaining([expect.stringMatching(index)]));
      }
    });
  }

  // Postgres plans a prepared statement's first five calls for their values, then keeps its
  // generic plan only if that does not look dearer than those. An OFFSET the plans could see made
  // every call's own plan look cheaper or dearer than the generic one's guess of a tenth of the
  // table: on the million-page gallery, page 1000 was planned again on every call.
  it("are left on their generic plan by Postgres's own choice, page N by number too", async () => {
    for (const shape of [{ after: false, limit: 13 }, { after: true, limit: 13 }, "page"] as const) {
      for (const sort of SORTS) {
        const { sql, params } = await galleryQuerySql(sort, false, shape);
        // (an offset below a tenth of the table: what a generic plan expects of one it cannot see)
        const { types, values } = preparedWith(sort, params, 0);
        const generic = await client.begin(async (tx) => {
          await tx.unsafe("deallocate all");
          await tx.unsafe(`prepare choice(${types}) as ${sql}`);
          for (let call = 0; call < 8; call++) await tx.unsafe(`execute choice(${values})`);
          const [row] = await tx.unsafe(`select generic_plans from pg_prepared_statements where name = 'choice'`);
          await tx.unsafe("deallocate choice");
          return Number(row.generic_plans);
        });
        expect(generic, `${sort} ${JSON.stringify(shape)}`).toBeGreaterThan(0);
      }
    }
    // Page N reads its offset through a sub-select, which no plan sees into...
    const { sql: pageSql } = await galleryQuerySql("latest", false, "page");
    expect(pageSql).toMatch(/ offset \(select \$\d+::int\)\)/);
  });

  it("...because a walk of a large table by an offset plans every call again, unless the offset is out of the plans' sight", async () => {
    const generic = await client.begin(async (tx) => {
      await tx.unsafe("create temp table walk (id int, at timestamptz) on commit drop");
      await tx.unsafe("insert into walk select g, now() - g * interval '1 second' from generate_series(1, 200000) g");
      await tx.unsafe("create index on walk (at, id)");
      await tx.unsafe("analyze walk");
      const counts: Record<string, number> = {};
      for (const [name, offset] of [
        ["seen", "$1"],
        ["unseen", "(select $1::int)"],
      ]) {
        await tx.unsafe(`prepare ${name}(int) as select id from walk order by at desc, id desc limit 13 offset ${offset}`);
        for (let call = 0; call < 8; call++) await tx.unsafe(`execute ${name}(12000)`);
        const [row] = await tx.unsafe(`select generic_plans from pg_prepared_statements where name = '${name}'`);
        counts[name] = Number(row.generic_plans);
        await tx.unsafe(`deallocate ${name}`);
      }
      return counts;
    });
    expect(generic).toEqual({ seen: 0, unseen: expect.any(Number) });
    expect(generic.unseen).toBeGreaterThan(0);
  });
});

/** The parameters' types as the app's driver infers them (the viewer, ids and offset are integers, the rest text) and values for them. */
function preparedWith(sort: string, params: unknown[], skip = 12_000) {
  const types = params.map((param) => (param instanceof Placeholder && param.name !== "value" ? "int" : "text"));
  const values = params.map((param) => {
    if (!(param instanceof Placeholder)) return param;
    const value = sort === "latest" || sort === "oldest" ? "2026-01-01 00:00:00+00" : "5";
    return { viewer: 1, value, id: 100, skip }[param.name as "viewer" | "value" | "id" | "skip"];
  });
  const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
  return { types: types.join(", "), values: values.map(literal).join(", ") };
}
