import { inflateSync } from "node:zlib";
import { PDFDocument, PDFRawStream, PDFName } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as apiPdf from "~/routes/api+/coloreds.$id.pdf";
import * as webPdf from "~/routes/_resources+/pages.$id.pdf";
import { translate } from "~/i18n";
import { isAppError } from "~/lib/errors";
import { imagePoolStats, runImageTask } from "~/services/image-pool.server";
import { coloringPdf, defaultPaper, pathOperators } from "~/services/print.server";
import { toggleBlocked } from "~/services/page-changes.server";
import { traceKeyOf } from "~/services/page-files.server";
import { getObject, keyFromUrl, putObject } from "~/services/storage/backends.server";
import { insertColored, insertPage, makeUser, sessionCookieFor, uniqueWord, type TestUser } from "../helpers/pages";
import { getToast } from "~/utils/toast.server";
import { encodeTrace } from "~/workers/image-tasks";
import { imagesOf, noisePng } from "../helpers/pdf";
import { runRoute, type Handler } from "../helpers/routes";

/** Issue #17: the print-ready PDF of a colouring, on both doors, paid plans only. */

const LINE_ART = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
  <g fill="none" stroke="#000" stroke-width="10"><rect x="40" y="40" width="944" height="944"/><circle cx="512" cy="512" r="260"/></g></svg>`;

let paid: TestUser;
let free: TestUser;
let pageId = 0;
let blankId = 0;

/** The page's content streams, decompressed, as text. */
async function contentOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const streams: string[] = [];
  const contents = page.node.Contents();
  const refs = contents && "asArray" in contents ? (contents as unknown as { asArray(): unknown[] }).asArray() : [page.node.get(PDFName.of("Contents"))];
  for (const ref of refs) {
    const stream = doc.context.lookup(ref as never);
    if (stream instanceof PDFRawStream) {
      const raw = Buffer.from(stream.contents);
      const filter = stream.dict.get(PDFName.of("Filter"));
      streams.push((filter ? inflateSync(raw) : raw).toString("latin1"));
    }
  }
  return { doc, size: page.getSize(), text: streams.join("\n") };
}

beforeAll(async () => {
  paid = await makeUser({ plan: "paid" });
  free = await makeUser();
  const lineArt = await sharp(Buffer.from(LINE_ART)).greyscale().png().toBuffer();
  const paint = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><circle cx="512" cy="512" r="250" fill="#e11d48"/></svg>`) },
    ])
    .png()
    .toBuffer();
  for (const target of ["painted", "blank"] as const) {
    const page = await insertPage(paid.user, { prompt: `Imprimir ${target} ${uniqueWord()}` });
    await putObject(keyFromUrl(page.illustration) as string, lineArt, "image/png");
    if (target === "painted") {
      const colored = await insertColored(paid.user, page);
      await putObject(keyFromUrl(colored.photo) as string, paint, "image/png");
      pageId = page.id;
    } else blankId = page.id;
  }
});

describe("the print-ready PDF", () => {
  it("is one A4 page (595×842 pt) whose line art is vector paths filled even-odd, over the paint as an image", async () => {
    const { pdf } = await coloringPdf(paid.user, pageId, { paper: "a4" });
    const { doc, size, text } = await contentOf(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect([Math.round(size.width), Math.round(size.height)]).toEqual([595, 842]);
    // Curves (c) and the even-odd fill (f*): the lines are vectors, not only an image.
    expect((text.match(/ c\n/g) ?? []).length).toBeGreaterThan(4);
    expect(text).toContain("f*");
    expect(text).toMatch(/\/Image-\d+ Do/);
    expect(doc.getTitle()).toMatch(/Imprimir painted/);
  });

  it("is Letter (612×792 pt) when asked, and by default for a browser in Mexico; A4 for Spain", async () => {
    const { pdf } = await coloringPdf(paid.user, pageId, { paper: "letter" });
    const { size } = await contentOf(pdf);
    expect([Math.round(size.width), Math.round(size.height)]).toEqual([612, 792]);
    expect(defaultPaper("es-MX,es;q=0.9")).toBe("letter");
    expect(defaultPaper("es-ES,es;q=0.9")).toBe("a4");
    expect(defaultPaper("en-US")).toBe("letter");
    expect(defaultPaper(null)).toBe("a4");
  });

  it("prints the blank page the same way (vector lines, no paint), and leaves the footer out when asked", async () => {
    const { pdf } = await coloringPdf(paid.user, blankId, { paper: "a4", footer: "0" });
    const { text } = await contentOf(pdf);
    expect(text).toContain("f*");
    expect(text).not.toMatch(/\/Image-\d+ Do/);
    expect(text).not.toContain("Tj");
    const withFooter = await contentOf((await coloringPdf(paid.user, blankId, { paper: "a4" })).pdf);
    expect(withFooter.text).toContain("Tj");
  });

  it("refuses the free plan with NO_PAID_PLAN, and a bad paper with a field error", async () => {
    const refused = await coloringPdf(free.user, pageId, {}).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe("NO_PAID_PLAN");
    const bad = await coloringPdf(paid.user, pageId, { paper: "a3" }).catch((error: unknown) => error);
    expect(isAppError(bad) && [bad.status, bad.fields]).toEqual([422, { paper: "print.errors.paper" }]);
  });

  it("keeps the traced line art beside the page's line art, and a delete of the page removes it", async () => {
    const lineArt = await sharp(Buffer.from(LINE_ART)).greyscale().png().toBuffer();
    const page = await insertPage(paid.user, { prompt: `Borrar ${uniqueWord()}` });
    const illustration = keyFromUrl(page.illustration) as string;
    await putObject(illustration, lineArt, "image/png");
    await coloringPdf(paid.user, page.id, { paper: "a4" });
    expect(await getObject(traceKeyOf(illustration))).not.toBeNull();
    await toggleBlocked(paid.user, page.id);
    expect(await getObject(traceKeyOf(illustration))).toBeNull();
  });

  it("turns SVG path commands into PDF path operators", () => {
    const ops = pathOperators("M 1 2 L 3 4 C 5 6, 7 8, 9 10 M 0 0 L 1 1").map(String);
    expect(ops.map((op) => op.trim().split(" ").at(-1))).toEqual(["m", "l", "c", "h", "m", "l", "h"]);
  });
});

describe("both doors", () => {
  const api = (user: TestUser, id: number, query = "") =>
    runRoute(
      apiPdf.loader as Handler,
      new Request(`http://localhost:3999/api/coloreds/${id}/pdf${query}`, { headers: { Authorization: `Bearer ${user.token}` } }),
      { id: String(id) },
      {},
    );
  const web = async (user: TestUser, id: number | string, query = "") =>
    runRoute(
      webPdf.loader as Handler,
      new Request(`http://localhost:3999/pages/${id}/pdf${query}`, { headers: { Cookie: await sessionCookieFor(user.user) } }),
      { id: String(id) },
      {},
    );

  it("the API sends the PDF to a paid plan and 403 NO_PAID_PLAN to the free one", async () => {
    const ok = await api(paid, pageId, "?paper=letter");
    expect(ok.response?.status).toBe(200);
    expect(ok.response?.headers.get("Content-Type")).toBe("application/pdf");
    expect(ok.response?.headers.get("Content-Disposition")).toMatch(/attachment; filename="imprimir-painted-.*-letter\.pdf"/);
    const bytes = new Uint8Array(await (ok.response as Response).arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const refused = await api(free, pageId);
    expect(refused.response?.status).toBe(403);
    expect(await refused.response?.json()).toMatchObject({ code: "NO_PAID_PLAN" });
    const bad = await api(paid, pageId, "?paper=a3");
    expect(bad.response?.status).toBe(422);
  });

  it("the web sends the same PDF, shows the free plan what it gives (and the way back), and an unknown page goes to the gallery", async () => {
    const ok = await web(paid, pageId, "?paper=a4");
    expect(ok.response?.status).toBe(200);
    expect(ok.response?.headers.get("Content-Type")).toBe("application/pdf");
    const refused = await web(free, pageId);
    expect(refused.response?.status).toBe(302);
    expect(refused.response?.headers.get("Location")).toBe(`/paid/pdf?${new URLSearchParams({ back: `/pages/${pageId}/color` })}`);
    const gone = await web(paid, "abc");
    expect(gone.response?.headers.get("Location")).toBe("/pages/public");
  });
});

describe("a page too noisy to trace as vectors (issue #27)", () => {
  const api = (user: TestUser, id: number) =>
    runRoute(
      apiPdf.loader as Handler,
      new Request(`http://localhost:3999/api/coloreds/${id}/pdf?paper=a4`, { headers: { Authorization: `Bearer ${user.token}` } }),
      { id: String(id) },
      {},
    );

  it("prints from its line art at 300 dpi: a valid PDF through the API, its kept trace a few bytes saying so", async () => {
    const page = await insertPage(paid.user, { prompt: `Ruido ${uniqueWord()}` });
    const illustration = keyFromUrl(page.illustration) as string;
    await putObject(illustration, await noisePng(), "image/png");
    const colored = await insertColored(paid.user, page);
    await putObject(
      keyFromUrl(colored.photo) as string,
      await sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 30, g: 140, b: 220, alpha: 0.6 } } })
        .png()
        .toBuffer(),
      "image/png",
    );

    const answer = await api(paid, page.id);
    expect(answer.response?.status).toBe(200);
    const pdf = new Uint8Array(await (answer.response as Response).arrayBuffer());
    const { doc, text } = await contentOf(pdf);
    expect(doc.getPageCount()).toBe(1);
    // The paint, then the lines as a black stencil at 300 dpi of the A4 box; no vector fill.
    expect(await imagesOf(pdf)).toEqual([
      { width: 2180, height: 2180, stencil: false },
      { width: 2180, height: 2180, stencil: true },
    ]);
    expect(text).not.toContain("f*");
    const kept = (await getObject(traceKeyOf(illustration))) as Buffer;
    expect(kept.byteLength).toBeLessThan(100);
    expect(JSON.parse(kept.toString("utf8"))).toEqual({ d: null, width: 1024, height: 1024 });

    // Asked again, the kept answer is used: one task (the PDF), no trace made again.
    const before = imagePoolStats().completed;
    const again = await api(paid, page.id);
    expect(again.response?.status).toBe(200);
    expect(imagePoolStats().completed).toBe(before + 1);
  }, 60_000);

  it("prints from the image a page whose trace was kept whole before there was a limit, and keeps the short answer instead", async () => {
    const lineArt = await sharp(Buffer.from(LINE_ART)).greyscale().png().toBuffer();
    const page = await insertPage(paid.user, { prompt: `Ruido viejo ${uniqueWord()}` });
    const illustration = keyFromUrl(page.illustration) as string;
    await putObject(illustration, lineArt, "image/png");
    // 40,000 segments kept as the trace (the noise page's was 220,000): past the limit.
    const d = `M 0 0${" L 10 10 L 20 0".repeat(20_000)}`;
    await putObject(traceKeyOf(illustration), Buffer.from(encodeTrace({ d, width: 1024, height: 1024 })), "application/json");
    const { pdf } = await coloringPdf(paid.user, page.id, { paper: "a4" });
    expect(await imagesOf(pdf)).toEqual([{ width: 2180, height: 2180, stencil: true }]);
    const kept = (await getObject(traceKeyOf(illustration))) as Buffer;
    expect(kept.byteLength).toBeLessThan(100);
    expect(JSON.parse(kept.toString("utf8"))).toEqual({ d: null, width: 1024, height: 1024 });
  });
});

describe("a person's PDFs beside their other image work (issue #27)", () => {
  it("are refused as busy (429, on both doors in the person's words) while they have PER_USER_TASKS image tasks waiting or running; someone else's is made", async () => {
    const lineArt = await sharp(Buffer.from(LINE_ART)).greyscale().png().toBuffer();
    const other = await makeUser({ plan: "paid" });
    const theirPage = await insertPage(other.user, { prompt: `Suya ${uniqueWord()}` });
    await putObject(keyFromUrl(theirPage.illustration) as string, lineArt, "image/png");
    // Six pages being made (their region maps wait in the person's line, never refused).
    const making = Array.from({ length: 6 }, () => runImageTask({ userId: paid.user.id }, "regionMap", { lineArt }, "wait"));
    try {
      const refused = await coloringPdf(paid.user, blankId, { paper: "a4" }).catch((error: unknown) => error);
      expect(isAppError(refused) && refused).toMatchObject({ status: 429, code: "RATE_LIMITED", messageKey: "errors.imageBusy" });
      const api = await runRoute(
        apiPdf.loader as Handler,
        new Request(`http://localhost:3999/api/coloreds/${blankId}/pdf`, { headers: { Authorization: `Bearer ${paid.token}` } }),
        { id: String(blankId) },
        {},
      );
      expect(api.response?.status).toBe(429);
      expect(await api.response?.json()).toEqual({ code: "RATE_LIMITED", message: translate("es", "errors.imageBusy") });
      const web = await runRoute(
        webPdf.loader as Handler,
        new Request(`http://localhost:3999/pages/${blankId}/pdf`, { headers: { Cookie: await sessionCookieFor(paid.user) } }),
        { id: String(blankId) },
        {},
      );
      expect(web.response?.headers.get("Location")).toBe(`/pages/${blankId}/color`);
      const toast = web.response?.headers.getSetCookie().find((cookie) => cookie.startsWith("toast="));
      expect((await getToast(new Request("http://localhost:3999/", { headers: { Cookie: (toast as string).split(";")[0] } }))).toast).toMatchObject({
        variant: "danger",
        key: "errors.imageBusy",
      });
      // Another person's PDF is not refused, and is made while the six maps wait.
      await expect(coloringPdf(other.user, theirPage.id, { paper: "a4" })).resolves.toMatchObject({ paper: "a4" });
    } finally {
      await Promise.all(making);
    }
    // Done, the PDF is made again.
    await expect(coloringPdf(paid.user, blankId, { paper: "a4" })).resolves.toMatchObject({ paper: "a4" });
  });
});
