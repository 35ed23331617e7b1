import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { plans } from "~/db/schema";
import { wholePath } from "~/server/api-door.server";
import { servedApp } from "../helpers/http";
import { insertPage, makeAdmin, makeUser, sessionCookieFor, type TestUser } from "../helpers/pages";
import { putBackSettingsAndPlans } from "../helpers/shared-rows";

/**
 * Issue #42.6: a web form's action met with a body that is not a form (JSON), a multipart form
 * where none is expected, or no body at all answered 500 with a stack in the log (`/account`,
 * `/account/delete`, every action reading its form). Every screen with an action, as the build
 * lists them, now answers such a body its own refusal (415 not a form, 400 a broken one, or the
 * form's own error): never a 5xx.
 */

const served = servedApp();

const BODIES: { name: string; type?: string; body: string }[] = [
  { name: "JSON", type: "application/json", body: '{"intent":"export","email":"a@b.c"}' },
  { name: "multipart", type: "multipart/form-data; boundary=XX", body: '--XX\r\nContent-Disposition: form-data; name="note"\r\n\r\nhola\r\n--XX--\r\n' },
  { name: "broken multipart", type: "multipart/form-data; boundary=XX", body: '--XX\r\nContent-Disposition: form-data; name="note"\r\n\r\nho' },
  { name: "no body", body: "" },
];

// The admin's editors save what such a body leaves of their form (a section with nothing ticked):
// the settings and plans are put back for the files that run after this one.
putBackSettingsAndPlans();

describe("a web form's action with a body that is not its form", () => {
  let family: TestUser;
  let admin: TestUser;
  let ids: Record<string, string>;
  let actions: { id: string; path: string }[];

  beforeAll(async () => {
    [family, admin] = await Promise.all([makeUser({ plan: "paid" }), makeAdmin()]);
    const other = await makeUser({ name: "Otra" });
    const page = await insertPage(family.user, { prompt: "un perro" });
    const [plan] = await (await getDb()).select({ id: plans.id }).from(plans).limit(1);
    ids = { page: String(page.id), user: String(other.user.id), plan: String(plan.id) };
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    actions = Object.values(build.routes)
      .filter((route) => !route.id.startsWith("routes/api+/") && typeof (route.module as { action?: unknown }).action === "function")
      .map((route) => ({ id: route.id, path: `/${wholePath(build.routes, route.id)}` }));
  });

  const realPath = (pattern: string) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => {
      if (name === "section") return "home";
      if (name === "token") return "not-a-real-token";
      if (pattern.startsWith("/admin/users")) return ids.user;
      if (pattern.startsWith("/admin/plans")) return ids.plan;
      return ids.page;
    });

  it("is never a 5xx, on every screen with an action", async () => {
    expect(actions.length).toBeGreaterThan(20);
    const failed: string[] = [];
    for (const { id, path: pattern } of actions) {
      for (const { name, type, body } of BODIES) {
        // A new session each time: one of them signs out.
        const cookie = await sessionCookieFor((pattern.startsWith("/admin/") ? admin : family).user);
        const headers: Record<string, string> = {
          Cookie: cookie,
          Origin: served.base,
          "Sec-Fetch-Site": "same-origin",
          "Content-Length": String(Buffer.byteLength(body)),
        };
        if (type) headers["Content-Type"] = type;
        const res = await fetch(`${served.base}${realPath(pattern)}`, { method: "POST", headers, body, redirect: "manual" });
        await res.arrayBuffer();
        if (res.status >= 500) failed.push(`${id} (${name}): ${res.status}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it("answers a JSON body 415 where a form is read (/account/delete), and a broken form 400", async () => {
    const cookie = await sessionCookieFor(family.user);
    const send = (type: string, body: string) =>
      fetch(`${served.base}/account/delete`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: served.base, "Sec-Fetch-Site": "same-origin", "Content-Type": type },
        body,
        redirect: "manual",
      });
    expect((await send("application/json", "{}")).status).toBe(415);
    expect((await send("multipart/form-data; boundary=XX", '--XX\r\nContent-Disposition: form-data; name="name"\r\n\r\nLu')).status).toBe(400);
  });
});
