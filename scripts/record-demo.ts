/**
 * Records the landing's "how it works" demo from a real session: the production build started
 * like the end-to-end tests, a user who uploads a line-art house and paints it on the colour
 * screen with real mouse strokes, then saves it, filmed by Playwright's video recording. ffmpeg
 * then cuts the editor out and compresses it into
 *   public/media/how-it-works.webm (VP9), .mp4 (H.264) and the poster how-it-works.jpg,
 * and the same session gives the landing's pictures (public/images/landing/*.webp).
 * The raw film, the last frame and the cut points stay in tests/.artifacts/demo, so
 * `--encode-only` redoes the files without filming again.
 *
 *   npm run build && npx tsx scripts/record-demo.ts
 *
 * Needs the tests' Postgres, Chromium (/usr/bin/chromium or CHROMIUM_PATH) and ffmpeg.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { ROOT, startApp } from "../bench/e2e-app";

const MEDIA = path.join(ROOT, "public/media");
const IMAGES = path.join(ROOT, "public/images/landing");
/** A tablet held upright: the whole colour screen (tools, palette, page) fits on screen. */
const VIEWPORT = { width: 820, height: 1180 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Playwright films through its own ffmpeg build, which it would download; the system's ffmpeg
 * (Debian's, with VP8) does the same job, so it is linked where Playwright looks for it.
 */
function useSystemFfmpeg() {
  const browsers = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/playwright-core/browsers.json"), "utf8")) as {
    browsers: { name: string; revision: string }[];
  };
  const revision = browsers.browsers.find((b) => b.name === "ffmpeg")?.revision;
  const home = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), ".cache/ms-playwright");
  const target = path.join(home, `ffmpeg-${revision}`, "ffmpeg-linux");
  if (fs.existsSync(target)) return;
  const system = execFileSync("sh", ["-c", "command -v ffmpeg"]).toString().trim();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.symlinkSync(system, target);
  console.log(`Playwright's ffmpeg → ${system}`);
}

/* ---------------------------------------------------------------------------------------- */
/* The colouring page and its regions, in canvas units (0..1024)                            */
/* ---------------------------------------------------------------------------------------- */

type Run = [number, number];
type Point = [number, number];
/**
 * A region to paint: for a canvas row y, the [x0, x1] runs inside it; and the lines a brush
 * `reach` units inside its edges follows, to finish what rows leave on curves and slopes.
 */
type Region = { top: number; bottom: number; runs: (y: number) => Run[]; outline?: (reach: number) => Point[][] };

/** The horizon: a gentle wave, hidden behind the house and the tree trunk. */
const horizon = (x: number) => 655 + 28 * Math.sin((x / 1024) * 2 * Math.PI + 0.9);
const HOUSE = { x: 300, y: 470, w: 360, h: 330 };
const DOOR = { x: 440, y: 640, w: 90, h: 160 };
const WINDOWS = [
  { x: 330, y: 520, w: 80, h: 80 },
  { x: 560, y: 520, w: 70, h: 80 },
];
const TRUNK = { x: 805, y: 575, w: 50, h: 205 };
const CANOPY = { cx: 830, cy: 470, r: 120 };
const SUN = { cx: 180, cy: 180, r: 80 };
const FLOWERS: [number, number][] = [
  [120, 850],
  [235, 900],
  [770, 870],
  [915, 845],
];
const PETAL_ANGLES = [0, 72, 144, 216, 288].map((deg) => ((deg - 90) * Math.PI) / 180);
/** The garden path from the door down to the bottom edge. */
const pathLeft = (y: number) => 445 - ((y - 800) * 45) / 224;
const pathRight = (y: number) => 525 + ((y - 800) * 115) / 224;

/** A 1024×1024 colouring page: a house in the countryside, black lines on white. */
export function houseLineArt() {
  const outside = (x: number) => (x < HOUSE.x || x > HOUSE.x + HOUSE.w) && (x < TRUNK.x || x > TRUNK.x + TRUNK.w);
  const horizonPaths: string[] = [];
  let points: string[] = [];
  for (let x = 0; x <= 1024; x += 8) {
    if (outside(x)) points.push(`${x} ${horizon(x).toFixed(1)}`);
    else if (points.length > 0) {
      horizonPaths.push(`<path d="M${points.join(" L")}"/>`);
      points = [];
    }
  }
  if (points.length > 0) horizonPaths.push(`<path d="M${points.join(" L")}"/>`);
  const rays = [0, 45, 90, 135, 180, 225, 270, 315]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const p = (r: number) => `${(SUN.cx + r * Math.cos(a)).toFixed(1)} ${(SUN.cy + r * Math.sin(a)).toFixed(1)}`;
      return `<path d="M${p(108)} L${p(150)}"/>`;
    })
    .join("");
  const flower = ([cx, cy]: [number, number]) =>
    `<path d="M${cx} ${cy + 40} v${1024 - cy}"/>` +
    PETAL_ANGLES.map((a) => `<circle cx="${(cx + 27 * Math.cos(a)).toFixed(1)}" cy="${(cy + 27 * Math.sin(a)).toFixed(1)}" r="17"/>`).join("") +
    `<circle cx="${cx}" cy="${cy}" r="11" fill="#fff"/>`;
  const box = (r: { x: number; y: number; w: number; h: number }, extra = "") => `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}"${extra}/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <rect width="1024" height="1024" fill="#fff"/>
  <g fill="none" stroke="#000" stroke-width="11" stroke-linejoin="round" stroke-linecap="round">
    <circle cx="${SUN.cx}" cy="${SUN.cy}" r="${SUN.r}"/>${rays}
    <path d="M560 210 q0-60 60-60 q20-50 80-40 q50-40 100 10 q60 0 60 55 q0 45-50 45 h-200 q-50 0-50-10z"/>
    ${horizonPaths.join("")}
    <path d="M560 420 v-80 h55 v40"/>
    <path d="M260 470 L480 300 L700 470 Z"/>
    ${box(HOUSE)}
    ${box(DOOR, ' rx="8"')}<circle cx="510" cy="725" r="7"/>
    ${WINDOWS.map((w) => `${box(w)}<path d="M${w.x + w.w / 2} ${w.y} v${w.h} M${w.x} ${w.y + w.h / 2} h${w.w}"/>`).join("")}
    <path d="M${TRUNK.x} ${TRUNK.y + TRUNK.h} V${TRUNK.y + 10} M${TRUNK.x + TRUNK.w} ${TRUNK.y + TRUNK.h} V${TRUNK.y + 10} M${TRUNK.x} ${TRUNK.y + TRUNK.h} H${TRUNK.x + TRUNK.w}"/>
    <circle cx="${CANOPY.cx}" cy="${CANOPY.cy}" r="${CANOPY.r}"/>
    <path d="M${pathLeft(800)} 800 L${pathLeft(1024)} 1024 M${pathRight(800)} 800 L${pathRight(1024)} 1024"/>
    ${FLOWERS.map(flower).join("")}
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const circle = (cx: number, cy: number, r: number): Region => ({
  top: cy - r,
  bottom: cy + r,
  runs: (y) => {
    if (Math.abs(y - cy) > r) return [];
    const dx = Math.sqrt(r * r - (y - cy) ** 2);
    return [[cx - dx, cx + dx]];
  },
  outline: (reach) => [
    Array.from({ length: 41 }, (_, i): Point => [cx + (r - reach) * Math.cos((i / 40) * 2 * Math.PI), cy + (r - reach) * Math.sin((i / 40) * 2 * Math.PI)]),
  ],
});

type Box = { x: number; y: number; w: number; h: number };
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** A box's edge `offset` units outside it (negative: inside), as a closed line. */
const ring = (b: Box, offset: number): Point[] => [
  [b.x - offset, b.y - offset],
  [b.x + b.w + offset, b.y - offset],
  [b.x + b.w + offset, b.y + b.h + offset],
  [b.x - offset, b.y + b.h + offset],
  [b.x - offset, b.y - offset],
];

const minus = (runs: Run[], hole: Run): Run[] =>
  runs.flatMap(([a, b]): Run[] => {
    if (hole[1] <= a || hole[0] >= b) return [[a, b]];
    return [...(hole[0] > a ? [[a, hole[0]] as Run] : []), ...(hole[1] < b ? [[hole[1], b] as Run] : [])];
  });

const rect = (r: Box, holes: Box[] = []): Region => ({
  top: r.y,
  bottom: r.y + r.h,
  runs: (y) => {
    if (y < r.y || y > r.y + r.h) return [];
    return holes.reduce<Run[]>((runs, hole) => (y >= hole.y && y <= hole.y + hole.h ? minus(runs, [hole.x, hole.x + hole.w]) : runs), [[r.x, r.x + r.w]]);
  },
  // Round the box's inner edge, then round each hole (kept inside the box).
  outline: (reach) => [
    ring(r, -reach),
    ...holes.map((hole) => ring(hole, reach).map(([x, y]): Point => [clamp(x, r.x + reach, r.x + r.w - reach), clamp(y, r.y + reach, r.y + r.h - reach)])),
  ],
});

const ROOF: Region = {
  top: 300,
  bottom: 470,
  runs: (y) => {
    if (y < 300 || y > 470) return [];
    const t = (y - 300) / 170;
    return [[480 - 220 * t, 480 + 220 * t]];
  },
  outline: (reach) => {
    // The triangle shrunk about its incentre by `reach`.
    const corners: Point[] = [
      [480, 300],
      [260, 470],
      [700, 470],
    ];
    const side = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
    const [a, b, c] = corners;
    const la = side(b, c);
    const lb = side(a, c);
    const lc = side(a, b);
    const perimeter = la + lb + lc;
    const centre: Point = [(la * a[0] + lb * b[0] + lc * c[0]) / perimeter, (la * a[1] + lb * b[1] + lc * c[1]) / perimeter];
    const inradius = Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2 / (perimeter / 2);
    const k = Math.max(0, (inradius - reach) / inradius);
    const shrunk = corners.map(([x, y]): Point => [centre[0] + (x - centre[0]) * k, centre[1] + (y - centre[1]) * k]);
    return [[...shrunk, shrunk[0]]];
  },
};

/** The grass: under the horizon, around the house, the trunk and the garden path. */
const MEADOW: Region = {
  top: 620,
  bottom: 1024,
  runs: (y) => {
    const runs: Run[] = [];
    let start: number | null = null;
    for (let x = 0; x <= 1024; x += 2) {
      const inside =
        y > horizon(x) &&
        !(x > HOUSE.x && x < HOUSE.x + HOUSE.w && y < HOUSE.y + HOUSE.h) &&
        !(x > TRUNK.x && x < TRUNK.x + TRUNK.w && y < TRUNK.y + TRUNK.h) &&
        !(y > 800 && x > pathLeft(y) && x < pathRight(y));
      if (inside && start === null) start = x;
      if (!inside && start !== null) {
        runs.push([start, x]);
        start = null;
      }
    }
    if (start !== null) runs.push([start, 1024]);
    return runs;
  },
  // Along the horizon (where no house or trunk stands) and down both sides of the garden path.
  outline: (reach) => {
    const lines: Point[][] = [];
    let line: Point[] = [];
    for (let x = 0; x <= 1024; x += 16) {
      const free = (x < HOUSE.x - reach || x > HOUSE.x + HOUSE.w + reach) && (x < TRUNK.x - reach || x > TRUNK.x + TRUNK.w + reach);
      if (free) line.push([x, horizon(x) + reach]);
      else if (line.length > 0) {
        lines.push(line);
        line = [];
      }
    }
    if (line.length > 0) lines.push(line);
    lines.push([
      [pathLeft(800 + reach) - reach, 800 + reach],
      [pathLeft(1024) - reach, 1024],
    ]);
    lines.push([
      [pathRight(800 + reach) + reach, 800 + reach],
      [pathRight(1024) + reach, 1024],
    ]);
    return lines;
  },
};

const GARDEN_PATH: Region = {
  top: 800,
  bottom: 1024,
  runs: (y) => (y < 800 ? [] : [[pathLeft(y), pathRight(y)]]),
  outline: (reach) => [
    [
      [pathLeft(1024) + reach, 1024],
      [pathLeft(800 + reach) + reach, 800 + reach],
      [pathRight(800 + reach) - reach, 800 + reach],
      [pathRight(1024) - reach, 1024],
    ],
  ],
};

function intersect(a: Run[], b: Run[]): Run[] {
  const out: Run[] = [];
  for (const [a0, a1] of a) for (const [b0, b1] of b) if (Math.min(a1, b1) > Math.max(a0, b0)) out.push([Math.max(a0, b0), Math.min(a1, b1)]);
  return out;
}

/**
 * Paints a region with back-and-forth strokes of a round brush `width` canvas units wide, each
 * stroke kept where the whole band it covers is inside the region; `tolerance` is how far paint
 * may reach under the black lines (half their width).
 */
async function paint(page: Page, box: { x: number; y: number; width: number }, region: Region, width: number, tolerance = 5, pace = 36) {
  const k = box.width / 1024;
  const at = (x: number, y: number): [number, number] => [box.x + x * k, box.y + y * k];
  const r = width / 2;
  const reach = r - tolerance;
  const first = region.top + reach;
  const last = region.bottom - reach;
  const count = last <= first ? 1 : Math.ceil((last - first) / (width * 0.7)) + 1;
  const rows = count === 1 ? [(region.top + region.bottom) / 2] : Array.from({ length: count }, (_, i) => first + ((last - first) * i) / (count - 1));
  let leftToRight = true;
  for (const y of rows) {
    let runs = region.runs(y);
    for (const dy of [-reach, -reach / 2, reach / 2, reach]) {
      const band = region.runs(y + dy);
      if (band.length > 0) runs = intersect(runs, band);
    }
    const strokes = runs.map(([a, b]): Run => [a + reach, b - reach]).filter(([a, b]) => b >= a);
    if (!leftToRight) strokes.reverse();
    for (const [a, b] of strokes) {
      const [sx, sy] = at(leftToRight ? a : b, y);
      const [ex, ey] = at(leftToRight ? b : a, y);
      await page.mouse.move(sx, sy);
      await page.mouse.down();
      await page.mouse.move(ex, ey, { steps: Math.max(2, Math.round(Math.abs(ex - sx) / pace)) });
      await page.mouse.up();
    }
    leftToRight = !leftToRight;
  }
  for (const line of region.outline?.(reach) ?? []) {
    const points = line.map(([x, y]) => at(x, y));
    await page.mouse.move(...points[0]);
    await page.mouse.down();
    for (let i = 1; i < points.length; i += 1) {
      const [px, py] = points[i - 1];
      const [x, y] = points[i];
      await page.mouse.move(x, y, { steps: Math.max(1, Math.round(Math.hypot(x - px, y - py) / pace)) });
    }
    await page.mouse.up();
  }
}

/** One dab of paint (a tiny stroke) at a canvas point. */
async function dab(page: Page, box: { x: number; y: number; width: number }, x: number, y: number) {
  const k = box.width / 1024;
  await page.mouse.move(box.x + x * k, box.y + y * k, { steps: 3 });
  await page.mouse.down();
  await page.mouse.move(box.x + x * k + 1, box.y + y * k + 1);
  await page.mouse.up();
}

/** A visible pointer for the film (headless Chromium draws none). */
const CURSOR = String.raw`
addEventListener("DOMContentLoaded", () => {
  const dot = document.createElement("div");
  dot.id = "film-cursor";
  dot.setAttribute("aria-hidden", "true");
  dot.style.cssText = "position:fixed;left:0;top:0;width:26px;height:26px;margin:-13px 0 0 -13px;border-radius:50%;" +
    "background:rgba(255,255,255,.35);border:3px solid rgba(31,27,46,.85);box-shadow:0 2px 6px rgba(0,0,0,.3);" +
    "pointer-events:none;z-index:2147483647;transition:transform .08s;transform:translate(-100px,-100px)";
  document.body.appendChild(dot);
  let down = false, x = -100, y = -100;
  const place = () => (dot.style.transform = "translate(" + x + "px," + y + "px) scale(" + (down ? 0.7 : 1) + ")");
  addEventListener("pointermove", (e) => { x = e.clientX; y = e.clientY; place(); }, true);
  addEventListener("pointerdown", () => { down = true; place(); }, true);
  addEventListener("pointerup", () => { down = false; place(); }, true);
});`;

async function pickColor(page: Page, name: string) {
  const swatch = page.getByTitle(name, { exact: true });
  const box = await swatch.boundingBox();
  if (!box) throw new Error(`no swatch ${name}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await sleep(120);
  await page.mouse.down();
  await page.mouse.up();
  await sleep(250);
}

const WORK = path.join(ROOT, "tests/.artifacts/demo");
const RAW = path.join(WORK, "raw.webm");
const STILL = path.join(WORK, "still.png");
const CUT = path.join(WORK, "cut.json");

/** Films the colour screen; leaves the raw video, the last frame and where to cut in WORK. */
async function record() {
  useSystemFfmpeg();
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
  });
  try {
    const user = await app.newUser("Lucía");
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await houseLineArt())], { type: "image/png" }), "casita.png");
    form.set("extensions", "png");
    const { url } = await app.api<{ url: string }>("/storage/upload", { body: form, token: user.token });
    const { created } = await app.api<{ created: { id: number } }>("/pages/upload", {
      json: { illustration: url, name: "Una casita en el campo" },
      token: user.token,
    });

    const signInContext = await browser.newContext({ baseURL: app.base });
    const signInPage = await signInContext.newPage();
    await signInPage.goto("/sign-in");
    await signInPage.getByLabel("Correo electrónico").fill(user.email);
    await signInPage.getByLabel("Contraseña").fill(user.password);
    await signInPage.getByRole("button", { name: "Iniciar sesión" }).click();
    await signInPage.waitForURL(/\/pages\/public/);
    const storageState = await signInContext.storageState();
    await signInContext.close();

    const context = await browser.newContext({
      baseURL: app.base,
      storageState,
      viewport: VIEWPORT,
      recordVideo: { dir: WORK, size: VIEWPORT },
      locale: "es-ES",
    });
    await context.addInitScript(CURSOR);
    const started = Date.now();
    const page = await context.newPage();
    await page.goto(`/pages/${created.id}/color`);
    await page.getByTestId("paint-canvas").waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // The palette (colours and sizes) is open from the start.
    await page.getByTestId("palette").waitFor();
    await page.getByRole("radio", { name: "30 px" }).check({ force: true });
    await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height - 40);
    await sleep(400);
    const editor = page.getByTestId("editor");
    const editorBox = await editor.boundingBox();
    const canvas = await page.getByTestId("paint-canvas").boundingBox();
    if (!editorBox || !canvas) throw new Error("the editor is not on screen");
    if (canvas.y + canvas.height > VIEWPORT.height) throw new Error(`the page does not fit the screen: canvas ${JSON.stringify(canvas)}`);
    const trimStart = (Date.now() - started) / 1000;

    // The brush is 30 px on screen, so 30/k canvas units wide.
    const k = canvas.width / 1024;
    const brush = 30 / k;
    await pickColor(page, "Amarillo");
    await paint(page, canvas, circle(SUN.cx, SUN.cy, SUN.r), brush);
    await pickColor(page, "Rojo");
    await paint(page, canvas, ROOF, brush);
    await pickColor(page, "Naranja");
    await paint(page, canvas, rect(HOUSE, [DOOR, ...WINDOWS]), brush);
    await pickColor(page, "Celeste");
    for (const w of WINDOWS) await paint(page, canvas, rect(w), brush);
    await pickColor(page, "Violeta");
    await paint(page, canvas, rect(DOOR), brush);
    await pickColor(page, "Verde");
    await paint(page, canvas, circle(CANOPY.cx, CANOPY.cy, CANOPY.r), brush);
    await pickColor(page, "Piedra");
    await paint(page, canvas, rect(TRUNK), brush);
    await paint(page, canvas, GARDEN_PATH, brush);
    await pickColor(page, "Lima");
    await paint(page, canvas, MEADOW, brush);
    await pickColor(page, "Rosa");
    for (const [cx, cy] of FLOWERS) for (const a of PETAL_ANGLES) await dab(page, canvas, cx + 27 * Math.cos(a), cy + 27 * Math.sin(a));
    await pickColor(page, "Amarillo");
    for (const [cx, cy] of FLOWERS) await dab(page, canvas, cx, cy);
    await page.mouse.move(VIEWPORT.width - 40, VIEWPORT.height - 20, { steps: 6 });
    await sleep(400);
    const clip = {
      x: Math.max(0, Math.round(editorBox.x)),
      y: Math.max(0, Math.round(editorBox.y)),
      width: Math.round(Math.min(editorBox.width, VIEWPORT.width - editorBox.x)) & ~1,
      height: Math.round(Math.min(editorBox.height, VIEWPORT.height - editorBox.y)) & ~1,
    };
    // It saves by itself a moment after the last stroke.
    await page.locator("[data-testid=save-state][data-status=saved]").waitFor({ timeout: 30_000 });
    await sleep(3500);
    const duration = (Date.now() - started) / 1000 - trimStart;
    // The poster and pictures: the finished, saved page once the message has gone, no pointer.
    await page.getByText("La página se ha guardado").waitFor({ state: "hidden", timeout: 15_000 });
    await page.evaluate(() => document.getElementById("film-cursor")?.remove());
    await page.screenshot({ path: STILL, clip });
    const video = page.video();
    await context.close();
    fs.renameSync(await video!.path(), RAW);
    const sheet = { x: canvas.x - clip.x, y: canvas.y - clip.y, width: canvas.width, height: canvas.height };
    fs.writeFileSync(CUT, JSON.stringify({ start: trimStart, duration, clip, page: sheet }));
    console.log(`recorded ${duration.toFixed(1)} s of painting, editor ${clip.width}×${clip.height}`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** Cuts the editor out of the raw film and compresses it for the landing (≤ ~1 MB). */
async function encode() {
  fs.mkdirSync(MEDIA, { recursive: true });
  const { start, duration, clip } = JSON.parse(fs.readFileSync(CUT, "utf8")) as {
    start: number;
    duration: number;
    clip: { x: number; y: number; width: number; height: number };
  };
  // At most ~16 s on the landing: a long painting is played faster.
  const speed = Math.max(1, duration / 16);
  const filters = [
    `crop=${clip.width}:${clip.height}:${clip.x}:${clip.y}`,
    `setpts=PTS/${speed.toFixed(3)}`,
    "scale='min(800,iw)':-2:flags=lanczos",
    "fps=20",
    "format=yuv420p",
  ].join(",");
  const common = [
    "-y",
    "-hide_banner",
    "-loglevel",
    "error",
    "-ss",
    start.toFixed(2),
    "-t",
    duration.toFixed(2),
    "-i",
    RAW,
    "-vf",
    filters,
    "-an",
    "-threads",
    "2",
  ];
  const webm = path.join(MEDIA, "how-it-works.webm");
  const mp4 = path.join(MEDIA, "how-it-works.mp4");
  const poster = path.join(MEDIA, "how-it-works.jpg");
  execFileSync("ffmpeg", [...common, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "46", "-row-mt", "1", "-deadline", "good", "-cpu-used", "5", webm]);
  execFileSync("ffmpeg", [...common, "-c:v", "libx264", "-crf", "31", "-preset", "medium", "-profile:v", "main", "-movflags", "+faststart", mp4]);
  await sharp(STILL).resize({ width: 800, withoutEnlargement: true }).jpeg({ quality: 74, mozjpeg: true }).toFile(poster);
  for (const file of [webm, mp4, poster]) console.log(`${path.relative(ROOT, file)}: ${(fs.statSync(file).size / 1024).toFixed(0)} kB`);
}

/**
 * The landing's pictures, made from the same session: the hero (the blank page as a sheet of
 * paper beside a tablet showing it coloured) and the call to action's square (the coloured page).
 */
async function pictures() {
  fs.mkdirSync(IMAGES, { recursive: true });
  const { page } = JSON.parse(fs.readFileSync(CUT, "utf8")) as { page: { x: number; y: number; width: number; height: number } };
  const still = sharp(STILL);
  const { width: stillWidth = 0, height: stillHeight = 0 } = await still.metadata();
  const coloured = await sharp(STILL)
    .extract({ left: Math.round(page.x) + 2, top: Math.round(page.y) + 2, width: Math.round(page.width) - 4, height: Math.round(page.height) - 4 })
    .toBuffer();
  const cta = path.join(IMAGES, "call-to-action.webp");
  await sharp(coloured).resize(800, 800).webp({ quality: 80 }).toFile(cta);

  const uri = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;
  const lineArt = await sharp(await houseLineArt())
    .resize(600, 600)
    .png()
    .toBuffer();
  const screen = await sharp(STILL).png().toBuffer();
  // The tablet's screen keeps the still's proportions.
  const tabletW = 500;
  const bezel = 22;
  const screenW = tabletW - 2 * bezel;
  const screenH = Math.round((screenW * stillHeight) / stillWidth);
  const tabletH = screenH + 2 * bezel;
  const tx = 640;
  const ty = Math.round((900 - tabletH) / 2);
  const crayons = [
    { x: 110, y: 790, color: "#ef4444", angle: -18 },
    { x: 190, y: 800, color: "#facc15", angle: -8 },
    { x: 270, y: 795, color: "#3b82f6", angle: 6 },
    { x: 350, y: 805, color: "#22c55e", angle: 14 },
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="900" viewBox="0 0 1200 900">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ede9fe"/><stop offset="0.55" stop-color="#fffdf8"/><stop offset="1" stop-color="#fef3c7"/></linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="16"/><feOffset dy="18" result="b"/><feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    <clipPath id="screen"><rect x="${tx + bezel}" y="${ty + bezel}" width="${screenW}" height="${screenH}" rx="18"/></clipPath>
  </defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <circle cx="1080" cy="120" r="150" fill="#ddd6fe" opacity="0.7"/>
  <circle cx="120" cy="140" r="90" fill="#fde68a" opacity="0.6"/>
  <circle cx="560" cy="860" r="120" fill="#ffe4e6" opacity="0.9"/>
  <g transform="rotate(-7 330 450)" filter="url(#shadow)">
    <rect x="40" y="160" width="580" height="580" rx="14" fill="#fff"/>
    <image x="60" y="180" width="540" height="540" xlink:href="${uri(lineArt)}"/>
  </g>
  ${crayons
    .map(
      (c) =>
        `<g transform="rotate(${c.angle} ${c.x} ${c.y})" filter="url(#shadow)"><rect x="${c.x - 14}" y="${c.y - 110}" width="28" height="150" rx="6" fill="${c.color}"/><path d="M${c.x - 14} ${c.y - 110} L${c.x} ${c.y - 150} L${c.x + 14} ${c.y - 110} Z" fill="${c.color}"/><rect x="${c.x - 14}" y="${c.y - 70}" width="28" height="14" fill="#000" opacity="0.18"/></g>`,
    )
    .join("")}
  <g transform="rotate(4 ${tx + tabletW / 2} ${ty + tabletH / 2})">
    <rect x="${tx}" y="${ty}" width="${tabletW}" height="${tabletH}" rx="40" fill="#1f1b2e" filter="url(#shadow)"/>
    <rect x="${tx + bezel}" y="${ty + bezel}" width="${screenW}" height="${screenH}" rx="18" fill="#fffdf8"/>
    <image x="${tx + bezel}" y="${ty + bezel}" width="${screenW}" height="${screenH}" preserveAspectRatio="xMidYMid slice" clip-path="url(#screen)" xlink:href="${uri(screen)}"/>
  </g>
</svg>`;
  const hero = path.join(IMAGES, "hero.webp");
  await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(hero);
  // Phones get a smaller copy (the landing's srcset, see app/services/website/public.server.ts).
  await sharp(Buffer.from(svg)).resize(800, 600).webp({ quality: 70 }).toFile(path.join(IMAGES, "hero-800.webp"));
  for (const file of [hero, path.join(IMAGES, "hero-800.webp"), cta])
    console.log(`${path.relative(ROOT, file)}: ${(fs.statSync(file).size / 1024).toFixed(0)} kB`);
}

if (!process.argv.includes("--encode-only")) await record();
await encode();
await pictures();
