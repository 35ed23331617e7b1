/**
 * Continuous save benchmark (issue #13): what saving costs the person colouring, in Chromium on
 * the production build.
 *
 *   npm run build && npm run bench:save      (or: npx tsx bench/color-save.ts)
 *
 * Starts `node server-build/index.js` with nothing configured (PGlite in a temp DATA_DIR), signs a
 * user up through /api and uploads a real line-art page (a first-run gallery SVG) through
 * /api/storage/upload + /api/pages/upload, so it has a region map. Then, on a laptop (1366×768,
 * mouse) and a phone (390×844, touch), it colours the page as a person would: BENCH_EDITS edits,
 * fills (a tap inside a region) and strokes in turn, each followed by a pause long enough for the
 * screen to save on its own; then a burst of BENCH_BURST quick edits followed by one pause. It
 * prints:
 *   - time from the last edit (its pointerup) to "saved on the server" (the save's response) and
 *     to the screen saying "Guardado";
 *   - bytes sent per save (the request body), whether it was a patch or the whole layer, and what
 *     the whole layer's PNG would have weighed at that moment;
 *   - frames while saving: the longest interval between two animation frames from the save's
 *     start to its response (60 Hz is 16.7 ms; longer means a frame was late), how many were late,
 *     and Long Animation Frames (≥ 50 ms) in those windows.
 * It is a measurement: the exit code is 0 whatever the numbers are, and 1 only if something fails.
 */
import type { Browser, Page } from "@playwright/test";
import {
  cpuSample,
  intEnv,
  kb,
  launchBrowser,
  linePng,
  log,
  makeUser,
  ms,
  mulberry32,
  newContext,
  onScreen,
  openEditor,
  otherLoad,
  PALETTE,
  PHONE,
  quantile,
  regionTargets,
  runBench,
  seedSvg,
  signIn,
  sleep,
  startServer,
  table,
  uploadPage,
  VSYNC_MS,
  type Server,
} from "./lib/browser-bench";

const EDITS = intEnv("BENCH_EDITS", 16);
const BURST = intEnv("BENCH_BURST", 10);
const PAGE_SVG = process.env.BENCH_PAGE ?? "castle";
const COLORS = PALETTE;
const DEVICES = [
  { name: "laptop", viewport: { width: 1366, height: 768 }, touch: false },
  { name: "phone", viewport: PHONE, touch: true },
];

// --- in-page helpers (a plain string: added before the app's scripts, outside its CSP) -----------

const PAGE_HELPERS = String.raw`
(() => {
  const cs = (window.__cs = { frames: [], edits: [], saves: [], loafs: [], statuses: [] });
  let last;
  const tick = (t) => {
    if (last !== undefined) cs.frames.push([t, t - last]);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  addEventListener("pointerup", (e) => {
    if (e.target && e.target.classList && e.target.classList.contains("upper-canvas")) cs.edits.push(e.timeStamp);
  }, true);
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    if (!/\/pages\/\d+\/save$/.test(url)) return original(input, init);
    const save = { start: performance.now(), end: NaN, bytes: 0, patch: false, status: 0, keepalive: Boolean(init && init.keepalive) };
    for (const [name, value] of init.body.entries()) {
      save.bytes += typeof value === "string" ? name.length + value.length : value.size;
      if (name === "x") save.patch = true;
    }
    cs.saves.push(save);
    const response = await original(input, init);
    save.status = response.status;
    save.end = performance.now();
    return response;
  };
  new MutationObserver(() => {
    const el = document.querySelector("[data-testid=save-state]");
    if (el) cs.statuses.push([performance.now(), el.dataset.status]);
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-status"] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) cs.loafs.push([e.startTime, e.duration, e.blockingDuration || 0]);
    }).observe({ type: "long-animation-frame", buffered: true });
  } catch {}
  /** The whole paint layer as PNG, as a whole-layer save would send it. */
  cs.layerBytes = () => new Promise((resolve) => document.querySelector("canvas.lower-canvas").toBlob((b) => resolve(b ? b.size : NaN), "image/png"));
})();
`;

type Save = { start: number; end: number; bytes: number; patch: boolean; status: number; keepalive: boolean };
type Collected = { frames: [number, number][]; edits: number[]; saves: Save[]; loafs: [number, number, number][]; statuses: [number, string][] };

async function toScreen(page: Page, x: number, y: number) {
  const box = await page.locator(".upper-canvas").boundingBox();
  if (!box) throw new Error("no canvas");
  return onScreen(box, x, y);
}

async function pick(page: Page, color: string) {
  await page.getByRole("radio", { name: `Color ${color}`, exact: true }).check({ force: true });
}

/** A fill (bucket tap) or a stroke, with the device's own input. */
async function edit(page: Page, touch: boolean, kind: "fill" | "stroke", at: { x: number; y: number }, random: () => number) {
  if (kind === "fill") {
    await page.getByTestId("fill-tool").click();
    const point = await toScreen(page, at.x, at.y);
    if (touch) await page.touchscreen.tap(point.x, point.y);
    else await page.mouse.click(point.x, point.y);
    return;
  }
  await page.getByTestId("brush").click();
  const from = await toScreen(page, at.x, at.y);
  const to = await toScreen(page, Math.min(1000, at.x + 60 + random() * 120), Math.min(1000, at.y + 20 + random() * 60));
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
    for (let i = 1; i <= 10; i++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
  }
}

async function waitSaved(page: Page) {
  const state = page.getByTestId("save-state");
  const deadline = Date.now() + 30_000;
  // Past "pending": the save has to have started and finished.
  while ((await state.getAttribute("data-status")) !== "saved") {
    if (Date.now() > deadline) throw new Error(`still "${await state.textContent()}" 30 s after an edit`);
    await sleep(50);
  }
}

type Row = {
  device: string;
  kind: string;
  toServer: number;
  toScreen: number;
  bytes: number;
  patch: boolean;
  layer: number;
  longest: number;
  late: number;
  loaf: number;
};

async function colour(
  browser: Browser,
  server: Server,
  device: (typeof DEVICES)[number],
  account: { email: string; password: string },
  pageId: number,
  targets: { x: number; y: number }[],
) {
  const context = await newContext(browser, server, { viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch });
  await context.addInitScript(PAGE_HELPERS);
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await openEditor(page, pageId, { regions: true });
  await sleep(800);
  const random = mulberry32(device.touch ? 7 : 11);
  const rows: Row[] = [];
  const collect = () => page.evaluate("({ ...window.__cs })") as Promise<Collected>;

  const measureSave = async (kind: string, editsBefore: number, savesBefore: number) => {
    await waitSaved(page);
    const layer = (await page.evaluate("window.__cs.layerBytes()")) as number;
    const cs = await collect();
    const lastEdit = cs.edits.at(-1) ?? NaN;
    const saves = cs.saves.slice(savesBefore).filter((s) => s.status === 200);
    const save = saves.at(-1);
    if (!save) throw new Error(`no save after ${kind}`);
    const savedAt = cs.statuses.filter(([at, status]) => status === "saved" && at >= save.end - 1).at(0)?.[0] ?? NaN;
    const window = cs.frames.filter(([at]) => at >= save.start && at <= save.end + VSYNC_MS);
    const intervals = window.map(([, d]) => d);
    rows.push({
      device: device.name,
      kind,
      toServer: save.end - lastEdit,
      toScreen: savedAt - lastEdit,
      bytes: saves.reduce((sum, s) => sum + s.bytes, 0),
      patch: saves.every((s) => s.patch),
      layer,
      longest: Math.max(...intervals, 0),
      late: intervals.filter((d) => d > VSYNC_MS + 4).length,
      loaf: Math.max(0, ...cs.loafs.filter(([start, duration]) => start + duration >= save.start && start <= save.end).map(([, d]) => d)),
    });
    void editsBefore;
  };

  for (let i = 0; i < EDITS; i++) {
    const cs = await collect();
    await pick(page, COLORS[i % COLORS.length]);
    const kind = i % 2 === 0 ? "fill" : "stroke";
    await edit(page, device.touch, kind, targets[i % targets.length], random);
    await measureSave(kind, cs.edits.length, cs.saves.length);
  }
  // A burst: quick edits, then one pause.
  const before = await collect();
  for (let i = 0; i < BURST; i++) {
    await pick(page, COLORS[(i + 3) % COLORS.length]);
    await edit(page, device.touch, i % 2 ? "stroke" : "fill", targets[(EDITS + i) % targets.length], random);
  }
  await measureSave(`burst of ${BURST}`, before.edits.length, before.saves.length);
  await context.close();
  return rows;
}

runBench(async (own) => {
  const server = await startServer(own, "save");
  const account = await makeUser(server, `bench-save-${Date.now().toString(36)}@colorea.test`);
  const png = await linePng(seedSvg(PAGE_SVG));
  const created = await uploadPage(server, account.token, png, `${PAGE_SVG}.png`, PAGE_SVG);
  if (!created.region_map) throw new Error("the page has no region map");
  const targets = await regionTargets(server, created.region_map, mulberry32(3), account.token);
  log(`page ${created.id} (${PAGE_SVG}, ${created.region_count} regions, ${targets.length} targets)`);
  const browser = await launchBrowser(own);
  log(`Chromium ${browser.version()}`);

  const rows: Row[] = [];
  const cpuStart = cpuSample();
  for (const device of DEVICES) {
    // Each device colours its own page, so every first save starts from nothing.
    const page = device === DEVICES[0] ? created : await uploadPage(server, account.token, png, `${PAGE_SVG}.png`, `${PAGE_SVG} ${device.name}`);
    rows.push(...(await colour(browser, server, device, account, page.id, targets)));
    log(`${device.name}: ${EDITS} edits and a burst done`);
  }
  const others = otherLoad(cpuStart, cpuSample());

  console.log("");
  console.log(
    table(
      ["device", "edit", "edit → saved on server", "edit → “Guardado”", "sent", "patch", "whole layer would be", "longest frame", "late frames", "LoAF"],
      rows.map((r) => [
        r.device,
        r.kind,
        `${ms(r.toServer)} ms`,
        `${ms(r.toScreen)} ms`,
        kb(r.bytes),
        r.patch ? "yes" : "no",
        kb(r.layer),
        `${ms(r.longest)} ms`,
        r.late,
        r.loaf ? `${ms(r.loaf)} ms` : "–",
      ]),
    ),
  );
  console.log("");
  for (const device of DEVICES) {
    const mine = rows.filter((r) => r.device === device.name && !r.kind.startsWith("burst"));
    const sorted = (pick: (r: Row) => number) => mine.map(pick).sort((a, b) => a - b);
    const toServer = sorted((r) => r.toServer);
    const bytes = sorted((r) => r.bytes);
    const longest = sorted((r) => r.longest);
    const saved = mine.reduce((sum, r) => sum + r.layer - r.bytes, 0);
    console.log(
      `${device.name}: edit → saved on server median ${ms(quantile(toServer, 0.5))} ms (max ${ms(toServer.at(-1) ?? NaN)}); ` +
        `sent median ${kb(quantile(bytes, 0.5))} (max ${kb(bytes.at(-1) ?? NaN)}), ${kb(saved / Math.max(1, mine.length))} less per save than the whole layer; ` +
        `longest frame while saving median ${ms(quantile(longest, 0.5))} ms, max ${ms(longest.at(-1) ?? NaN)} ms; ` +
        `late frames ${mine.reduce((s, r) => s + r.late, 0)} of the save windows' frames`,
    );
  }
  console.log(
    `other processes used ${Number.isFinite(others) ? others.toFixed(2) : "–"} CPUs meanwhile (2 on this machine): figures are noisier when that is high.`,
  );
  return 0;
});
