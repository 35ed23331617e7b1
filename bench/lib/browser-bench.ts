/**
 * What the Chromium benches of the colour screen (color-strokes.ts, fill-latency.ts,
 * color-save.ts) share: the production server started with nothing configured (PGlite in a temp
 * DATA_DIR), users and line-art pages made through /api, Chromium launched, signed in and on the
 * editor, pointer positions on the picture, and the figures' statistics, formatting and /proc
 * sampling. Each bench keeps what it measures.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import sharp from "sharp";
import { freePort } from "../../tests/helpers/ports";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SERVER_ENTRY = path.join(ROOT, "server-build", "index.js");
export const VIEWPORT = { width: 1280, height: 800 };
/** A phone held upright. */
export const PHONE = { width: 390, height: 844 };
/** The side of a page's picture (its line art and the editor's canvas space). */
export const PICTURE = 1024;
/** The first-run gallery's hand-drawn pages, when present. */
export const SEED_SVGS = path.join(ROOT, "app", "seed-pages", "svg");
/** One 60 Hz vsync. */
export const VSYNC_MS = 1000 / 60;
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--js-flags=--expose-gc",
  "--enable-precise-memory-info",
];

export function intEnv(name: string, fallback: number) {
  const n = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const t0 = performance.now();
/** Seconds since the bench started. */
export const elapsed = () => (performance.now() - t0) / 1000;
export const log = (line: string) => console.log(`[${elapsed().toFixed(1).padStart(5)} s] ${line}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- server -----------------------------------------------------------------------------------

export type Server = { child: ChildProcess; base: string; output: () => string; dataDir: string };

/** `node server-build/index.js` on a free port, its data in a temp dir named after `name`; stopped with the bench (`own`). */
export async function startServer(own: Owned, name: string): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `coloring-bench-${name}-`));
  // Nothing configured: no DATABASE_URL, no SMTP, no secrets. Only the rate limits are widened.
  const env = {
    NODE_ENV: "production" as const,
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_FACTOR: "50",
  };
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const server = (own.server = { child, base: `http://localhost:${port}`, output: () => output, dataDir });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}):\n${output.slice(-3000)}`);
    const status = await fetch(`${server.base}/healthz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) {
      log(`server up at ${server.base} (PGlite in ${server.dataDir})`);
      return server;
    }
    await sleep(250);
  }
  throw new Error(`/healthz did not answer 200 within 60 s:\n${output.slice(-3000)}`);
}

async function stopServer(server: Server | null) {
  if (!server) return;
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

// --- users and pages through /api ---------------------------------------------------------------

export async function api<T>(server: Server, route: string, init: RequestInit & { token?: string; json?: unknown }): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${server.base}${route}`, { method: init.method ?? "POST", headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "POST"} ${route} → ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** Signs `email` up and verifies it; returns the credentials and an API token. */
export async function makeUser(server: Server, email: string) {
  const password = "colores-seguros-1";
  await api(server, "/api/users/sign-up", { json: { name: "Bench", email, password, birth_year: 1985 } });
  // No SMTP: the verification mail is written to the outbox folder of the server's data (issue #43.13).
  let token: string | undefined;
  const outbox = path.join(server.dataDir, "outbox");
  const deadline = Date.now() + 15_000;
  while (!token && Date.now() < deadline) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), "utf8")) : [];
    const mail = mails.find((text) => text.includes(email));
    if (mail) token = /\/verify\/([\w-]+)/.exec(mail)?.[1];
    if (!token) await sleep(100);
  }
  if (!token) throw new Error(`no verification link for ${email} in ${outbox}`);
  const verified = await api<{ token: string }>(server, "/api/users/verify", { json: { token, password } });
  return { email, password, token: verified.token };
}

/** Uploads a line-art PNG and creates a page from it (the path that computes its region map). */
export async function uploadPage(server: Server, token: string, png: Buffer, fileName: string, name: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), fileName);
  form.set("extensions", "png");
  const { url } = await api<{ url: string }>(server, "/api/storage/upload", { body: form, token });
  const { created } = await api<{ created: { id: number; region_map?: string; region_count?: number } }>(server, "/api/pages/upload", {
    json: { illustration: url, name },
    token,
  });
  return created;
}

/** A line drawing as the 1024×1024 PNG a page is made from (fitted, on white). */
export function linePng(svg: string | Buffer) {
  return sharp(Buffer.isBuffer(svg) ? svg : Buffer.from(svg))
    .resize(PICTURE, PICTURE, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
}

/** A first-run gallery page's drawing (SEED_SVGS), by name. */
export const seedSvg = (name: string) => fs.readFileSync(path.join(SEED_SVGS, `${name}.svg`), "utf8");

/** The benches' own scene, black on white: a face, a house, a star and a sun. */
export const SCENE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <rect width="1024" height="1024" fill="#fff"/>
  <g fill="none" stroke="#000" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <circle cx="280" cy="280" r="190"/>
    <circle cx="215" cy="230" r="28"/><circle cx="345" cy="230" r="28"/>
    <path d="M180 340 Q280 440 380 340"/>
    <path d="M580 480 L780 300 L980 480 Z"/><rect x="610" y="480" width="340" height="420"/>
    <rect x="730" y="700" width="100" height="200"/><rect x="650" y="540" width="80" height="80"/>
    <polygon points="280,560 330,700 480,700 360,790 405,940 280,850 155,940 200,790 80,700 230,700"/>
    <circle cx="820" cy="130" r="70"/>
    <path d="M40 990 Q300 930 512 990 T1000 985"/>
  </g>
</svg>`;

/**
 * A point well inside each region of a page's stored map (its 5×5 neighbourhood all the same
 * id), in a shuffled order: what a child aiming at each area would tap.
 */
export async function regionTargets(server: Server, regionMap: string, random: () => number, token: string) {
  // A private page's map is a personal file: its owner's token reads it.
  const response = await fetch(new URL(regionMap, server.base), { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the region map ${regionMap} answered HTTP ${response.status}`);
  const png = Buffer.from(await response.arrayBuffer());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const labels = new Uint32Array(width * height);
  for (let i = 0; i < labels.length; i++) labels[i] = data[i * 3] | (data[i * 3 + 1] << 8) | (data[i * 3 + 2] << 16);
  const candidates = new Map<number, number[]>();
  for (let y = 2; y < height - 2; y += 3) {
    for (let x = 2; x < width - 2; x += 3) {
      const id = labels[y * width + x];
      if (!id) continue;
      let inside = true;
      for (let dy = -2; dy <= 2 && inside; dy++) for (let dx = -2; dx <= 2 && inside; dx++) inside = labels[(y + dy) * width + x + dx] === id;
      if (!inside) continue;
      const list = candidates.get(id) ?? [];
      list.push(y * width + x);
      candidates.set(id, list);
    }
  }
  const targets = [...candidates].map(([id, list]) => {
    const at = list[Math.floor(random() * list.length)];
    return { id, x: (at % width) + 0.5, y: Math.floor(at / width) + 0.5 };
  });
  for (let i = targets.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [targets[i], targets[j]] = [targets[j], targets[i]];
  }
  return targets;
}

// --- the browser ----------------------------------------------------------------------------------

/** Chromium as the benches run it, closed with the bench (`own`). */
export async function launchBrowser(own: Owned) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true });
  own.browser = browser;
  return browser;
}

/** How the figures name the browser they were taken in. */
export const browserLabel = (browser: Browser) => `Chromium ${browser.version()} (headless, --disable-gpu)`;

/** A Spanish-speaking context on the bench's server: a laptop's viewport unless `options` say otherwise. */
export function newContext(browser: Browser, server: Server, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORT, baseURL: server.base, locale: "es-ES", ...options });
}

/** Polled with page.evaluate (CDP): a string predicate for waitForFunction is eval'd in the page, which its CSP forbids. */
export async function hydrated(page: Page) {
  const deadline = Date.now() + 20_000;
  while (!(await page.evaluate(`document.documentElement.dataset.hydrated === "true"`).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate within 20 s`);
    await sleep(50);
  }
}

export async function signIn(page: Page, email: string, password: string) {
  // A plain HTML form (it never hydrates): fill it as soon as it is there.
  await page.goto("/sign-in");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"), { timeout: 15_000 });
}

/** Opens the colour screen of a page and waits for the editor; with `regions`, for its region map too (the bucket and "No salirse"). */
export async function openEditor(page: Page, pageId: number, { regions = false } = {}) {
  await page.goto(`/pages/${pageId}/color`);
  await hydrated(page);
  const editor = page.locator("[data-testid=editor][data-ready=true]");
  await editor.waitFor({ timeout: 20_000 });
  if (!regions) return;
  await page.locator("[data-testid=editor]:not([data-regions=loading])").waitFor({ timeout: 30_000 });
  const state = await editor.getAttribute("data-regions");
  if (state !== "ready") throw new Error(`page ${pageId}: the region map is "${state}", not ready`);
}

/**
 * In-page helpers of the colour screen benches, plain JavaScript to put inside their page
 * scripts: `heapAfterGc()`, the JS heap after forced collections (Chromium with --expose-gc),
 * and `editorHooks()`, the editor's history and fabric canvas read from its React fiber (no
 * app change needed).
 */
export const EDITOR_PROBES = String.raw`
  const heapAfterGc = async () => {
    for (let i = 0; i < 3; i++) { window.gc(); await new Promise((r) => setTimeout(r, 50)); }
    return performance.memory.usedJSHeapSize;
  };
  const editorHooks = () => {
    const el = document.querySelector("[data-testid=editor]");
    const key = el && Object.keys(el).find((k) => k.startsWith("__reactFiber$"));
    for (let f = key ? el[key] : null; f; f = f.return) {
      if (typeof f.type !== "function") continue;
      let history = null, canvas = null;
      for (let h = f.memoizedState; h; h = h.next) {
        const s = h.memoizedState;
        if (s && Array.isArray(s.snaps) && typeof s.cursor === "number") history = s;
        if (s && s.current && typeof s.current.getObjects === "function" && s.current.lowerCanvasEl) canvas = s.current;
      }
      if (history || canvas) return { history, canvas };
    }
    return { history: null, canvas: null };
  };
`;

export type Box = { x: number; y: number; width: number; height: number };

/** The canvas on screen; scrolled so all of it is inside the viewport. */
export async function canvasBox(page: Page): Promise<Box> {
  const read = () =>
    page.evaluate(`(() => {
      const r = document.querySelector(".upper-canvas").getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    })()`) as Promise<Box>;
  let box = await read();
  if (box.y < 0 || box.y + box.height > VIEWPORT.height) {
    await page.evaluate(`document.querySelector(".upper-canvas").scrollIntoView({ block: "center", inline: "center" })`);
    box = await read();
  }
  return box;
}

/** Where a point of the picture (PICTURE × PICTURE space) is on screen, the canvas being at `box`. */
export function onScreen(box: Box, x: number, y: number) {
  return { x: box.x + (x / PICTURE) * box.width, y: box.y + (y / PICTURE) * box.height };
}

/** The palette's colours the benches paint with (as its radios name them). */
export const PALETTE = ["Rojo", "Azul", "Verde", "Amarillo", "Naranja", "Violeta", "Rosa", "Turquesa"];

export async function pickColor(page: Page, name: string) {
  if (!(await page.getByTestId("palette").isVisible())) await page.getByRole("button", { name: "Mostrar u ocultar la paleta" }).click();
  await page.getByRole("radio", { name: `Color ${name}` }).check({ force: true });
}

/** A small deterministic PRNG, so every run does the same. */
export function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// --- figures --------------------------------------------------------------------------------------

export function quantile(sorted: number[], q: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Count, median, p95, p99 and the largest of the finite values of `xs`. */
export function summary(xs: number[]) {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return { n: sorted.length, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? NaN };
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");
export const mb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : "–");
export const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : "–");

export function table(headers: string[], rows: (string | number)[][]) {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ");
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("-|-"), ...cells.slice(1).map(line)].join("\n");
}

// --- the machine (Linux /proc) ----------------------------------------------------------------------

/** The processes under `root` (by default this one: the server, Chromium and its helpers), with their stat fields after "(comm)". */
function processesUnder(root: number) {
  const stats = new Map<number, string[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after "(comm)": state, ppid, …, utime (index 11), stime (index 12).
      stats.set(Number(entry), stat.slice(stat.lastIndexOf(")") + 2).split(" "));
    } catch {
      // The process is gone.
    }
  }
  const under = (pid: number) => {
    for (let p: number | undefined = pid; p && p > 1; p = Number(stats.get(p)?.[1])) if (p === root) return true;
    return false;
  };
  return [...stats].filter(([pid]) => under(pid));
}

/**
 * CPU time used by the whole machine and by this bench's own processes, in clock ticks: the
 * difference between two samples tells how much other work competed with the bench.
 */
export function cpuSample() {
  if (!fs.existsSync("/proc/stat")) return null;
  const [, user, nice, system, , , irq, softirq, steal] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const ours = processesUnder(process.pid).reduce((sum, [, f]) => sum + Number(f[11]) + Number(f[12]), 0);
  return { at: performance.now(), busy: user + nice + system + irq + softirq + steal, ours };
}

/** CPUs' worth of work from other processes between two samples (clock ticks are 1/100 s). */
export function otherLoad(from: ReturnType<typeof cpuSample>, to: ReturnType<typeof cpuSample>) {
  if (!from || !to) return NaN;
  return Math.max(0, to.busy - from.busy - (to.ours - from.ours)) / (((to.at - from.at) / 1000) * 100);
}

/**
 * Resident memory of the Chromium renderer processes under `root` (by default this process;
 * NaN without /proc or without a root). With --disable-gpu the canvas pixels live there.
 */
export function rendererRss(root: number | undefined = process.pid) {
  if (!root || !fs.existsSync("/proc/self/stat")) return NaN;
  let total = 0;
  for (const [pid] of processesUnder(root)) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer")) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      total += Number(rss ?? 0) * 1024;
    } catch {
      // The process is gone.
    }
  }
  return total || NaN;
}

/** The pid of the Chromium this script launched: the newest chromium child of this process. */
export function findBrowserPid() {
  if (!fs.existsSync("/proc")) return undefined;
  let found: number | undefined;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === process.pid && /chrom/i.test(fs.readFileSync(`/proc/${entry}/cmdline`, "utf8"))) found = Math.max(found ?? 0, Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}

// --- running ------------------------------------------------------------------------------------------

/** What a bench started, stopped at the end or on SIGINT/SIGTERM. */
export type Owned = { server: Server | null; browser: Browser | null };

/**
 * Runs a bench's main and exits: 1 if the build is missing or something throws, else main's code.
 * The server and browser put in `own` are stopped whatever happens.
 */
export function runBench(main: (own: Owned) => Promise<number>) {
  const run = async () => {
    if (!fs.existsSync(SERVER_ENTRY)) {
      console.error("server-build/index.js is missing: run `npm run build` first (this bench uses the production build).");
      return 1;
    }
    const own: Owned = { server: null, browser: null };
    const stop = async () => {
      await own.browser?.close().catch(() => {});
      own.browser = null;
      await stopServer(own.server).catch(() => {});
      own.server = null;
    };
    const onSignal = () => void stop().finally(() => process.exit(130));
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
    try {
      return await main(own);
    } finally {
      await stop();
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
