import { formMessage, formState } from "~/lib/forms";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { booklets } from "~/db/schema";
import * as apiBooklet from "~/routes/api+/booklets.$bookletId";
import * as apiBooklets from "~/routes/api+/booklets";
import * as webNew from "~/routes/pages+/booklets.new";
import * as webPdf from "~/routes/_resources+/pages.booklets.$bookletId.pdf";
import { BOOKLETS_AT_ONCE } from "~/lib/booklets";
import { bookletFile, buildBooklet, purgeBooklets, readBooklet, requestBooklet, setBookletRunner } from "~/services/booklets.server";
import { isAppError } from "~/lib/errors";
import { runImageTask } from "~/services/image-pool.server";
import { getObject, keyFromUrl, putObject } from "~/services/storage/backends.server";
import { insertColored, insertPage, makeUser, sessionCookieFor, uniqueWord, type TestUser } from "../helpers/pages";
import { imagesOf, noisePng } from "../helpers/pdf";
import { runRoute, type Handler } from "../helpers/routes";

/** Issue #17: booklets, several pages in one print-ready PDF with a cover, made in the background. */

const LINE_ART = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
  <g fill="none" stroke="#000" stroke-width="10"><rect x="60" y="60" width="904" height="904"/><circle cx="512" cy="512" r="220"/></g></svg>`;

let paid: TestUser;
let free: TestUser;
let other: TestUser;
const pageIds: number[] = [];
const es = { locale: "es" as const };

/** Waits until a booklet made in this process is no longer queued or running. */
function finished(viewer: TestUser, id: string, seconds = 20) {
  return vi.waitFor(
    async () => {
      const booklet = await readBooklet(viewer.user, id);
      if (booklet.status !== "done" && booklet.status !== "failed") throw new Error(`the booklet is still ${booklet.status} after ${seconds} s`);
      return booklet;
    },
    { timeout: seconds * 1000, interval: 100 },
  );
}

beforeAll(async () => {
  paid = await makeUser({ plan: "paid" });
  free = await makeUser();
  other = await makeUser({ plan: "paid" });
  const lineArt = await sharp(Buffer.from(LINE_ART)).greyscale().png().toBuffer();
  for (let i = 0; i < 3; i++) {
    const page = await insertPage(paid.user, { prompt: `Cuadernillo ${i} ${uniqueWord()}` });
    await putObject(keyFromUrl(page.illustration) as string, lineArt, "image/png");
    if (i === 0) {
      const colored = await insertColored(paid.user, page);
      const paint = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 20, g: 180, b: 90, alpha: 0.8 } } })
        .png()
        .toBuffer();
      await putObject(keyFromUrl(colored.photo) as string, paint, "image/png");
      await putObject(keyFromUrl(colored.preview) as string, paint, "image/png");
    }
    pageIds.push(page.id);
  }
});

afterEach(() => setBookletRunner(null));

describe("a booklet", () => {
  it("of 3 pages is one PDF of 4: a cover, then each page as printing it alone gives, on the paper asked for", async () => {
    const asked = await requestBooklet(paid.user, { pageIds, paper: "a4", title: "Las vacaciones" }, es);
    expect(asked).toMatchObject({ status: "queued", progress: { done: 0, total: 3 }, file: "", title: "Las vacaciones", paper: "a4" });
    const made = await finished(paid, asked.id);
    expect(made).toMatchObject({ status: "done", progress: { done: 3, total: 3 }, error: null });
    const pdf = await getObject(keyFromUrl(made.file) as string);
    const doc = await PDFDocument.load(pdf as Buffer);
    expect(doc.getPageCount()).toBe(4);
    for (const page of doc.getPages()) expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe("Las vacaciones");

    const letter = await finished(paid, (await requestBooklet(paid.user, { pageIds: pageIds.slice(0, 1), paper: "letter" }, es)).id);
    const one = await PDFDocument.load((await getObject(keyFromUrl(letter.file) as string)) as Buffer);
    expect(one.getPageCount()).toBe(2);
    expect([Math.round(one.getPage(1).getWidth()), Math.round(one.getPage(1).getHeight())]).toEqual([612, 792]);
    // Untitled, it is called what the asker's language calls it.
    expect(letter.title).toBe("Mi cuadernillo para colorear");
  });

  it("takes 1 to 24 pages the viewer can see, and is for paid plans only", async () => {
    const refusal = async (viewer: TestUser, input: unknown) => {
      const error = await requestBooklet(viewer.user, input, es).catch((thrown: unknown) => thrown);
      return isAppError(error) ? [error.status, error.code] : error;
    };
    expect(await refusal(free, { pageIds })).toEqual([403, "NO_PAID_PLAN"]);
    expect(await refusal(paid, { pageIds: [] })).toEqual([422, "VALIDATION"]);
    expect(await refusal(paid, { pageIds: Array.from({ length: 25 }, (_, i) => i + 1) })).toEqual([422, "VALIDATION"]);
    expect(await refusal(paid, { pageIds: ["uno"] })).toEqual([422, "VALIDATION"]);
    expect(await refusal(paid, { pageIds: [pageIds[0]], paper: "a3" })).toEqual([422, "VALIDATION"]);
    expect(await refusal(paid, { pageIds: [2_000_000_000] })).toEqual([404, "NOT_FOUND"]);
    expect(await refusal(paid, { pageIds: [pageIds[0]], title: "x".repeat(61) })).toEqual([422, "VALIDATION"]);
  });

  it("is only its owner's, and one person has at most two being made at once", async () => {
    // Handed to a queue that does not work them: they stay queued.
    setBookletRunner(async () => {});
    const mine = await requestBooklet(other.user, { pageIds: [pageIds[0]] }, es).catch((error: unknown) => error);
    // Someone else's page is not one `other` can see unless public: the test pages are public.
    expect(mine).toMatchObject({ status: "queued" });
    const booklet = mine as Awaited<ReturnType<typeof requestBooklet>>;
    const notMine = await readBooklet(paid.user, booklet.id).catch((error: unknown) => error);
    expect(isAppError(notMine) && notMine.status).toBe(404);
    for (let i = 1; i < BOOKLETS_AT_ONCE; i++) await requestBooklet(other.user, { pageIds: [pageIds[1]] }, es);
    const busy = await requestBooklet(other.user, { pageIds: [pageIds[2]] }, es).catch((error: unknown) => error);
    expect(isAppError(busy) && [busy.status, busy.messageKey]).toEqual([429, "booklet.errors.busy"]);
    // Made (as the queue would), the next one may be asked for.
    await buildBooklet(booklet.id);
    const made = await readBooklet(other.user, booklet.id);
    expect(made.status).toBe("done");
    // Its job run again (its worker died before the queue heard it was done) makes no second PDF (record 0147).
    await buildBooklet(booklet.id);
    expect(await readBooklet(other.user, booklet.id)).toEqual(made);
    await expect(requestBooklet(other.user, { pageIds: [pageIds[2]] }, es)).resolves.toMatchObject({ status: "queued" });
  });

  it("a failure the queue will try again goes back to the queue; the last one is 'failed' with a reason", async () => {
    setBookletRunner(async () => {});
    const booklet = await requestBooklet(paid.user, { pageIds: [pageIds[1]] }, es);
    const db = await getDb();
    await db
      .update(booklets)
      .set({ pageIds: [2_000_000_000] })
      .where(eq(booklets.id, booklet.id));
    await expect(buildBooklet(booklet.id, { final: false })).rejects.toBeTruthy();
    expect((await readBooklet(paid.user, booklet.id)).status).toBe("queued");
    await buildBooklet(booklet.id, { final: true });
    const failed = await readBooklet(paid.user, booklet.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe("Elige entre 1 y 24 páginas.");
  });

  it("holding a page too noisy to print as vectors is made, that page printed from its image (issue #27)", async () => {
    const owner = await makeUser({ plan: "paid" });
    const noisy = await insertPage(owner.user, { prompt: `Ruido ${uniqueWord()}` });
    await putObject(keyFromUrl(noisy.illustration) as string, await noisePng(), "image/png");
    const clean = await insertPage(owner.user, { prompt: `Limpia ${uniqueWord()}` });
    await putObject(keyFromUrl(clean.illustration) as string, await sharp(Buffer.from(LINE_ART)).greyscale().png().toBuffer(), "image/png");
    // Tracing the noise alone takes seconds (once: then what is kept says "print from the image").
    const made = await finished(owner, (await requestBooklet(owner.user, { pageIds: [noisy.id, clean.id] }, es)).id, 60);
    expect(made).toMatchObject({ status: "done", progress: { done: 2, total: 2 }, error: null });
    const pdf = (await getObject(keyFromUrl(made.file) as string)) as Buffer;
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
    // The cover's picture, and the noisy page's lines as a 300 dpi stencil; the clean page is vectors.
    expect((await imagesOf(pdf)).filter((image) => image.stencil)).toEqual([{ width: 2180, height: 2180, stencil: true }]);
  }, 90_000);

  it("is made while its owner has more image work waiting than a request may (its pages wait their turn, never refused)", async () => {
    const owner = await makeUser({ plan: "paid" });
    const lineArt = await sharp(Buffer.from(LINE_ART)).greyscale().png().toBuffer();
    const page = await insertPage(owner.user, { prompt: `Ocupada ${uniqueWord()}` });
    await putObject(keyFromUrl(page.illustration) as string, lineArt, "image/png");
    const making = Array.from({ length: 6 }, () => runImageTask({ userId: owner.user.id }, "regionMap", { lineArt }, "wait"));
    const made = await finished(owner, (await requestBooklet(owner.user, { pageIds: [page.id] }, es)).id);
    await Promise.all(making);
    expect(made).toMatchObject({ status: "done", progress: { done: 1, total: 1 } });
  });

  it("is kept a week: the purge removes the row and the PDF", async () => {
    const made = await finished(paid, (await requestBooklet(paid.user, { pageIds: [pageIds[2]] }, es)).id);
    const key = keyFromUrl(made.file) as string;
    const db = await getDb();
    await db
      .update(booklets)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(booklets.id, made.id));
    await purgeBooklets();
    expect(await getObject(key)).toBeNull();
    await expect(bookletFile(paid.user, made.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("both doors", () => {
  const postApi = (user: TestUser, body: unknown) =>
    runRoute(
      apiBooklets.action as Handler,
      new Request("http://localhost:3999/api/booklets", {
        method: "POST",
        headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
      {},
      {},
    );
  /** The booklet form sent without JavaScript, as a signed-in browser. */
  const postWeb = (cookie: string, form: URLSearchParams) =>
    runRoute(
      webNew.action as Handler,
      new Request("http://localhost:3999/pages/booklets/new", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
      }),
      {},
      {},
    );

  it("the API: 202 {booklet}, then GET /api/booklets/{id} until its file; 403 NO_PAID_PLAN on the free plan", async () => {
    const asked = await postApi(paid, { pageIds: pageIds.slice(0, 2), paper: "letter", footer: false });
    expect(asked.response?.status).toBe(202);
    const { booklet } = (await asked.response?.json()) as { booklet: { id: string; status: string } };
    expect(booklet.status).toBe("queued");
    await finished(paid, booklet.id);
    const read = await runRoute(
      apiBooklet.loader as Handler,
      new Request(`http://localhost:3999/api/booklets/${booklet.id}`, { headers: { Authorization: `Bearer ${paid.token}` } }),
      { bookletId: booklet.id },
      {},
    );
    const body = (await read.response?.json()) as { booklet: { status: string; file: string; progress: { done: number; total: number } } };
    expect(body.booklet).toMatchObject({ status: "done", progress: { done: 2, total: 2 } });
    expect(body.booklet.file).toMatch(/\/booklets\/\d+\/\w+\.pdf$/);
    const refused = await postApi(free, { pageIds });
    expect(refused.response?.status).toBe(403);
    expect(await refused.response?.json()).toMatchObject({ code: "NO_PAID_PLAN" });
    const someoneElse = await runRoute(
      apiBooklet.loader as Handler,
      new Request(`http://localhost:3999/api/booklets/${booklet.id}`, { headers: { Authorization: `Bearer ${other.token}` } }),
      { bookletId: booklet.id },
      {},
    );
    expect(someoneElse.response?.status).toBe(404);
  });

  it("the web: the chosen pages go to the booklet's page, the PDF downloads; the free plan is shown what a booklet gives, and back", async () => {
    const form = new URLSearchParams([
      ["pageIds", String(pageIds[0])],
      ["pageIds", String(pageIds[2])],
      ["paper", "a4"],
      ["footer", "1"],
      ["title", "Del cole"],
    ]);
    const cookie = await sessionCookieFor(paid.user);
    const posted = await postWeb(cookie, form);
    expect(posted.response?.status).toBe(302);
    const id = (posted.response?.headers.get("Location") ?? "").replace("/pages/booklets/", "");
    const made = await finished(paid, id);
    expect(made).toMatchObject({ title: "Del cole", page_ids: [pageIds[0], pageIds[2]] });
    const download = await runRoute(
      webPdf.loader as Handler,
      new Request(`http://localhost:3999/pages/booklets/${id}/pdf`, { headers: { Cookie: cookie } }),
      { bookletId: id },
      {},
    );
    expect(download.response?.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.response?.headers.get("Content-Disposition")).toBe('attachment; filename="del-cole-a4.pdf"');
    const doc = await PDFDocument.load(new Uint8Array(await (download.response as Response).arrayBuffer()));
    expect(doc.getPageCount()).toBe(3);

    // Refused (nothing chosen): the reply brings back what was typed, for the form drawn anew.
    const empty = new URLSearchParams([
      ["paper", "letter"],
      ["footer", "0"],
      ["title", "Para la abuela"],
    ]);
    const bounced = await postWeb(cookie, empty);
    expect(bounced.response?.status).toBe(422);
    const reply = await bounced.response?.json();
    expect(formMessage(reply)).toBe("Elige entre 1 y 24 páginas.");
    expect(formState(reply)?.values).toMatchObject({ paper: "letter", footer: "0", title: "Para la abuela" });

    const freeCookie = await sessionCookieFor(free.user);
    const refused = await runRoute(
      webNew.loader as Handler,
      new Request("http://localhost:3999/pages/booklets/new", { headers: { Cookie: freeCookie } }),
      {},
      {},
    );
    expect(refused.response?.status).toBe(302);
    expect(refused.response?.headers.get("Location")).toBe("/paid/booklet?back=%2Fpages%2Fcolored");
  });
});
