import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { plans } from "~/db/schema";
import { COLLECTION_SLUGS } from "~/lib/collections";
import { setPageTags } from "~/services/collections.server";
import { appServers } from "../helpers/http";
import { insertPage, makeAdmin, makeUser, type TestUser } from "../helpers/pages";
import { executeRows } from "../helpers/rows";
import { API_OPERATIONS } from "~/utils/openapi.server";

/**
 * Issue #44.1, record 0158: every /api write with a body that is not what its operation documents
 * (cut short, an array or a string where an object is read, another Content-Type, none at all) is
 * a 400 `{message, code}` and changes nothing. The operations are the OpenAPI document's own (each
 * one with a requestBody), called on real ids with the token each needs; the database is compared
 * table by table before and after.
 */

// The sign-in paths' address limit (20 in 15 minutes) is far below the calls made here.
const apps = appServers();
const served = { base: "" };
beforeAll(async () => {
  served.base = await apps.start({ RATE_LIMIT_FACTOR: 100 });
});
afterAll(() => apps.closeAll());

type Operation = { requestBody?: { content: Record<string, unknown> } };
type Document = { paths: Record<string, Record<string, Operation>> };

/** Tables a refused call may still touch: the address limits' counts and a token's last use. */
const MOVING = new Set(["rate_limits", "api_tokens"]);

/** Each table's rows, digested (named by table, so a failure says which changed). */
async function digest(): Promise<Record<string, string>> {
  const db = await getDb();
  const tables = await executeRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    if (MOVING.has(name)) continue;
    const rows = await executeRows<{ row: string }>(db, sql`select t::text as row from ${sql.identifier(name)} t order by 1`);
    digests[name] = createHash("sha256")
      .update(rows.map((r) => r.row).join("\n"))
      .digest("hex");
  }
  return digests;
}

/** The bodies that are not what an operation documents: for a JSON one, and for a multipart form. */
function malformedBodies(media: string): { name: string; type?: string; body?: string }[] {
  const common = [
    { name: "no body", type: media },
    { name: "plain text", type: "text/plain", body: "tags=a" },
  ];
  if (media === "application/json")
    return [
      ...common,
      { name: "truncated JSON", type: media, body: '{"tags": ["ani' },
      { name: "an array", type: media, body: "[]" },
      { name: "a string", type: media, body: '"x"' },
    ];
  return [
    ...common,
    { name: "JSON", type: "application/json", body: "{}" },
    { name: "truncated form", type: "multipart/form-data; boundary=XX", body: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' },
  ];
}

describe("a malformed body to an /api write", () => {
  let family: TestUser;
  let admin: TestUser;
  let ids: Record<string, string>;

  beforeAll(async () => {
    [family, admin] = await Promise.all([makeUser({ plan: "paid" }), makeAdmin()]);
    const victim = await makeUser({ name: "Otra" });
    const page = await insertPage(family.user, { prompt: "un gato" });
    await setPageTags(admin.user, page.id, { tags: [COLLECTION_SLUGS[0]] });
    const [plan] = await (await getDb()).select({ id: plans.id }).from(plans).limit(1);
    ids = { pages: String(page.id), users: String(victim.user.id), plans: String(plan.id), settings: "tagline", coloreds: "1", booklets: "1" };
  });

  it("is a 400 {message, code} that changes nothing, on every operation with a body", async () => {
    const doc = (await (await fetch(`${served.base}/api/openapi.json`)).json()) as Document;
    const operations = Object.entries(doc.paths).flatMap(([template, item]) =>
      Object.entries(item)
        // (Stripe's webhook reads its body as bytes: its signature over them is its check.)
        .filter(([, op]) => op.requestBody && template !== "/stripe/webhook")
        .map(([method, op]) => ({ method: method.toUpperCase(), template, op })),
    );
    expect(operations.length).toBeGreaterThan(20);
    const before = await digest();
    const wrong: string[] = [];
    for (const { method, template, op } of operations) {
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => ids[template.split("/")[1]] ?? name);
      const auth = API_OPERATIONS.find((each) => each.path === template && each.method === method.toLowerCase())?.auth;
      const needs = auth === "admin" ? admin : auth === "user" || auth === "optional" ? family : null;
      const media = Object.keys(op.requestBody?.content ?? {})[0];
      for (const { name, type, body } of malformedBodies(media)) {
        const headers: Record<string, string> = { "Content-Length": String(Buffer.byteLength(body ?? "")) };
        if (type) headers["Content-Type"] = type;
        if (needs) headers.Authorization = `Bearer ${needs.token}`;
        const res = await fetch(`${served.base}/api${path}`, { method, headers, body: body ?? "" });
        const answer = (await res.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
        if (res.status !== 400 || typeof answer?.message !== "string" || typeof answer.code !== "string")
          wrong.push(`${method} ${template} (${name}): ${res.status} ${JSON.stringify(answer)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await digest()).toEqual(before);
  });
});
