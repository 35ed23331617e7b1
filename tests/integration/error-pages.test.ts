/**
 * The branded error page of a failure of ours (5xx) offers "Reintentar" (the same address loaded
 * again) beside "Ir al inicio", and its incident code (issue #43.14); a 404 offers the way home only.
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { appServers } from "../helpers/http";

const servers = appServers();
afterAll(() => servers.closeAll());

describe("error pages", () => {
  it("a 5xx page: «Reintentar» to the same address, «Ir al inicio», and the incident code", async () => {
    const db = await getDb();
    const base = await servers.start();
    // The settings every page reads, out of reach for a moment: a failure of ours on any page.
    await db.execute(sql`alter table settings rename to settings_away`);
    try {
      const res = await fetch(`${base}/?ref=1`, { headers: { Accept: "text/html" } });
      expect(res.status).toBeGreaterThanOrEqual(500);
      const html = await res.text();
      const retry = /<a [^>]*data-testid="error-retry"[^>]*>([^<]*)<\/a>/.exec(html);
      expect(retry?.[1]).toBe("Reintentar");
      expect(retry?.[0]).toContain('href="/?ref=1"');
      expect(html).toContain("Ir al inicio");
      expect(html).toContain("Código de la incidencia");
    } finally {
      await db.execute(sql`alter table settings_away rename to settings`);
    }
  });

  it("a 404 page: the way home, no «Reintentar»", async () => {
    const base = await servers.start();
    const res = await fetch(`${base}/no-existe-esta-pagina`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Ir al inicio");
    expect(html).not.toContain("Reintentar");
  });
});
