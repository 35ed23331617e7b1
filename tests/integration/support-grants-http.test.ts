/**
 * Support's gifts through the real HTTP door (the production build behind Express), on Postgres
 * only: the served app's database is the test's (support-grants.test.ts runs the services on the
 * embedded database too). Issue #43 item 5, record 0165.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { creditRow, makeUser, sessionCookieFor, type TestUser } from "../helpers/pages";
import { servedApp } from "../helpers/http";

let admin: TestUser;

beforeAll(async () => {
  admin = await makeUser({ admin: true, name: "Sofía de soporte" });
});

describe("through HTTP", () => {
  const app = servedApp();

  it("/api: +10 credits, then a plan: the +10 are still there and the log shows both (issue #43)", async () => {
    const family = await makeUser();
    const post = (body: unknown) =>
      fetch(`${app.base}/api/users/${family.user.id}/grants`, {
        method: "POST",
        headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post({ kind: "credits", pageCreation: 10, reason: "Proyecto del cole" })).status).toBe(201);
    expect((await post({ kind: "plan", plan: "starter", months: 1, reason: "Cobro duplicado" })).status).toBe(201);
    expect(await creditRow(family.user.id)).toMatchObject({ publicPage: 50, pageCreation: 30 });
    const log = await fetch(`${app.base}/api/grants/paginate?search=${encodeURIComponent(family.email)}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    const body = (await log.json()) as { data: { kind: string; page_creation: number }[] };
    expect(body.data.map((g) => [g.kind, g.page_creation])).toEqual([
      ["plan", 0],
      ["credits", 10],
    ]);
  });

  it("the edit screen's forms: the same, and the plan form says the extras stay", async () => {
    const family = await makeUser();
    const cookie = await sessionCookieFor(admin.user);
    const address = `${app.base}/admin/users/${family.user.id}/edit`;
    const post = (form: Record<string, string>) =>
      fetch(address, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams({ intent: "support", ...form }), redirect: "manual" });
    expect((await post({ kind: "credits", publicPage: "0", pageCreation: "10", reason: "Proyecto del cole" })).status).toBe(302);
    const screen = await (await fetch(address, { headers: { Cookie: cookie } })).text();
    expect(screen).toContain("conserva los créditos extra que le quedan");
    expect((await post({ kind: "plan", plan: "starter", months: "1", reason: "Cobro duplicado" })).status).toBe(302);
    expect(await creditRow(family.user.id)).toMatchObject({ publicPage: 50, pageCreation: 30 });
  });
});
