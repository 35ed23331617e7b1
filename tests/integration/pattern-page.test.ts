import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generatePattern, PATTERN_DENSITIES, PATTERN_MOTIFS, type PatternOptions } from "~/lib/patterns";
import * as patternCreate from "~/routes/api+/pages.pattern.create";
import * as patternPreview from "~/routes/api+/pages.pattern.preview";
import * as createPatternRoute from "~/routes/pages+/create.pattern";
import { svgToLineArt } from "~/services/page-creation.server";
import type { PageCard } from "~/utils/api-shapes.server";
import { computeRegionMap } from "~/services/regions.server";
import { getObject, keyFromUrl } from "~/services/storage/backends.server";
import { callApi, callForm, creditRow, makeAdmin, makeUser, pageRow, pagesOf, sessionCookieFor, setCredits, type ErrorBody } from "../helpers/pages";
import { es } from "../helpers/words";

const create = (token: string, body: unknown) =>
  callApi<{ created: PageCard } & Partial<ErrorBody>>(patternCreate.action, { method: "POST", token, body, path: "pages/pattern/create" });

const raw = async (png: Buffer) => (await sharp(png).greyscale().raw().toBuffer()).toString("base64");

describe("generated patterns pass the fillability check of the fill engine", () => {
  const samples: PatternOptions[] = PATTERN_MOTIFS.flatMap((motif, m) =>
    PATTERN_DENSITIES.map((density, d) => ({ motif, density, seed: 1000 + 37 * m + d, symmetry: ([6, 8, 10, 12] as const)[(m + d) % 4] })),
  );
  it.each(samples)("%o", async (options) => {
    const { fillability, regionCount } = await computeRegionMap(await svgToLineArt(generatePattern(options)));
    expect(fillability.problems).toEqual([]);
    expect(fillability.passed).toBe(true);
    expect(regionCount).toBeGreaterThan(30);
  });
});

describe("POST /api/pages/pattern/create", () => {
  it("201 {created: page}: the pattern as line art, titled by motif and seed, source pattern, exactly one credit spent", async () => {
    const student = await makeUser();
    const options = { seed: 1234, symmetry: 8, density: 2, motif: "petals" } as const;
    const res = await create(student.token, options);
    expect(res.status).toBe(201);
    const page = res.body.created;
    expect(page.prompt).toBe("Mandala de pétalos (semilla 1234)");
    const row = await pageRow(page.id);
    expect(row.source).toBe("pattern");
    expect(row.regionMap).not.toBe("");
    expect(row.fillability?.passed).toBe(true);
    // The same seed and choices make the same picture.
    const stored = (await getObject(keyFromUrl(page.illustration) ?? "")) as Buffer;
    expect(await raw(stored)).toBe(await raw(await svgToLineArt(generatePattern(options))));
    expect((await creditRow(student.user.id)).pageCreation).toBe(2);
  });

  it("takes a title, and defaults for missing choices", async () => {
    const student = await makeUser();
    const res = await create(student.token, { seed: "77", title: "Mi mandala" });
    expect(res.status).toBe(201);
    expect(res.body.created.prompt).toBe("Mi mandala");
    const titled = await create(student.token, { seed: 78, motif: "geometric" });
    expect(titled.body.created.prompt).toBe("Mandala geométrico (semilla 78)");
  });

  it("validation errors are 422 JSON {message, code, errors} and spend nothing", async () => {
    const student = await makeUser();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { seed: es("create.errors.seed") }],
      [{ seed: 0 }, { seed: es("create.errors.seed") }],
      [{ seed: 1_000_000 }, { seed: es("create.errors.seed") }],
      [{ seed: "abc" }, { seed: es("create.errors.seed") }],
      [{ seed: 1.5 }, { seed: es("create.errors.seed") }],
      [{ seed: 5, symmetry: 7 }, { symmetry: es("create.errors.symmetry") }],
      [{ seed: 5, density: 4 }, { density: es("create.errors.density") }],
      [{ seed: 5, motif: "gatos" }, { motif: es("create.errors.motif") }],
      [{ seed: 5, title: "t".repeat(121) }, { title: es("create.errors.title") }],
    ];
    for (const [body, errors] of cases) {
      const res = await create(student.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body, JSON.stringify(body)).toEqual({ message: es("errors.validation"), code: "VALIDATION", errors });
    }
    expect((await creditRow(student.user.id)).pageCreation).toBe(3);
    expect(await pagesOf(student.user.id)).toEqual([]);
  });

  it("no credit left: 403 NO_CREDITS and no page", async () => {
    const student = await makeUser();
    await setCredits(student.user.id, { pageCreation: 0 });
    const res = await create(student.token, { seed: 42 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: es("errors.noCredits"), code: "NO_CREDITS" });
    expect(await pagesOf(student.user.id)).toEqual([]);
  });

  it("admins may not create (403), a missing token is 401, GET is 405", async () => {
    const admin = await makeAdmin();
    expect((await create(admin.token, { seed: 1 })).body).toMatchObject({ code: "FORBIDDEN" });
    expect((await create("", { seed: 1 })).status).toBe(401);
    expect((await callApi(patternCreate.loader, {})).status).toBe(405);
  });
});

describe("GET /api/pages/pattern/preview", () => {
  it("answers {svg, title, options}: the generator's SVG for the choices", async () => {
    const { token } = await makeUser();
    const res = await callApi<{ svg: string; title: string; options: PatternOptions }>(patternPreview.loader, {
      token,
      query: { seed: 9, symmetry: 12, density: 3, motif: "stars" },
      path: "pages/pattern/preview",
    });
    expect(res.status).toBe(200);
    expect(res.body.svg).toBe(generatePattern({ seed: 9, symmetry: 12, density: 3, motif: "stars" }));
    expect(res.body.title).toBe("Mandala de estrellas (semilla 9)");
    expect(res.body.options).toEqual({ seed: 9, symmetry: 12, density: 3, motif: "stars" });
    const bad = await callApi<ErrorBody>(patternPreview.loader, { token, query: { seed: 9, symmetry: 5 }, path: "pages/pattern/preview" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ symmetry: es("create.errors.symmetry") });
  });
});

describe("the browser door: /pages/create/pattern", () => {
  it("creates the page from the form and opens it; no credit goes to /checkout", async () => {
    const student = await makeUser();
    const cookie = await sessionCookieFor(student.user);
    const res = await callForm(createPatternRoute.action, {
      cookie,
      form: { seed: "555", symmetry: "6", density: "1", motif: "waves", title: "" },
      path: "/pages/create/pattern",
    });
    expect(res.status).toBe(302);
    const [page] = await pagesOf(student.user.id);
    expect(page).toMatchObject({ prompt: "Mandala de olas (semilla 555)", source: "pattern" });
    expect(res.headers.get("Location")).toBe(`/pages/${page.id}/color`);
    await setCredits(student.user.id, { pageCreation: 0 });
    const broke = await callForm(createPatternRoute.action, { cookie, form: { seed: "556" }, path: "/pages/create/pattern" });
    expect(broke.headers.get("Location")).toBe("/checkout");
  });
});
