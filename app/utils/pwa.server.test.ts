import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { ICONS, THEME_COLOR, fingerprint } from "./pwa";
import { faviconIcon, precacheList, renderIcon, serviceWorkerSource, webManifest, workerVersion } from "./pwa.server";

const SETTINGS = { app_name: "Colorea", tagline: "Páginas para colorear con IA", favicon: "/favicon.svg" };
const DEFAULT_LOGO = fs.readFileSync("public/favicon.svg");

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { r: data[at], g: data[at + 1], b: data[at + 2], a: data[at + 3] };
}

describe("webManifest", () => {
  it("names the app from the settings and is installable (standalone, start_url, 192/512 and maskable icons)", () => {
    const manifest = webManifest(SETTINGS);
    expect(manifest).toMatchObject({
      name: "Colorea",
      short_name: "Colorea",
      description: "Páginas para colorear con IA",
      start_url: "/splash",
      scope: "/",
      display: "standalone",
      lang: "es",
      theme_color: THEME_COLOR,
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    expect(manifest.shortcuts.map((s) => s.name)).toEqual(["Páginas públicas", "Crear página"]);
  });

  it("gives the icons a new URL when the favicon changes", () => {
    const before = webManifest(SETTINGS).icons[0].src;
    const after = webManifest({ ...SETTINGS, favicon: "/files/uploads/1/logo.png" }).icons[0].src;
    expect(before).toMatch(/^\/icons\/icon-192\.png\?v=\w+$/);
    expect(after).not.toBe(before);
  });

  it("cuts a long name at a word for the launcher", () => {
    expect(webManifest({ ...SETTINGS, app_name: "Colorea Páginas Mágicas" }).short_name).toBe("Colorea");
    expect(webManifest({ ...SETTINGS, app_name: "Supercalifragilístico" }).short_name).toBe("Supercalifra");
  });
});

describe("icons", () => {
  it("draws every icon at its size from the SVG logo", async () => {
    for (const [name, { size }] of Object.entries(ICONS)) {
      const png = await renderIcon(DEFAULT_LOGO, name as keyof typeof ICONS);
      const meta = await sharp(png).metadata();
      expect([name, meta.format, meta.width, meta.height]).toEqual([name, "png", size, size]);
    }
  });

  it("keeps the logo's rounded corners transparent on 'any' icons and fills them on maskable and Apple ones", async () => {
    expect((await pixel(await renderIcon(DEFAULT_LOGO, "icon-512.png"), 1, 1)).a).toBe(0);
    for (const name of ["maskable-512.png", "apple-touch-icon.png"] as const) {
      expect(await pixel(await renderIcon(DEFAULT_LOGO, name), 1, 1)).toEqual({ r: 0x7c, g: 0x3a, b: 0xed, a: 255 });
    }
  });

  it("draws the SVG sharply at full size (not a 48px raster blown up)", async () => {
    const png = await renderIcon(DEFAULT_LOGO, "icon-512.png");
    // The swirl's yellow stroke is 4/48 of the side: ~42px wide and crisp at 512px.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let yellow = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i] === 0xfc && data[i + 1] === 0xd3 && data[i + 2] === 0x4d) yellow++;
    expect(yellow).toBeGreaterThan(5_000);
  });

  it("falls back to the default logo when the favicon cannot be read", async () => {
    const missing = await faviconIcon("/no-such-logo.png", "icon-192.png");
    expect(missing.equals(await renderIcon(DEFAULT_LOGO, "icon-192.png"))).toBe(true);
    const outside = await faviconIcon("/../package.json", "icon-192.png");
    expect(outside.equals(missing)).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// The worker, run against stand-ins for the browser's globals.
// ---------------------------------------------------------------------------

type Listener = (event: Record<string, unknown>) => void;
type Init = { method?: string; mode?: "navigate" | "cors" };

function loadWorker(precache = ["/offline", "/build/_assets/tailwind-X.css", "/fonts/a.woff2"]) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, Response>>();
  const store = (name: string) => stores.get(name) ?? stores.set(name, new Map()).get(name)!;
  const keyOf = (input: Request | string) => new URL(typeof input === "string" ? input : input.url, "https://app.test").pathname;
  const cacheApi = (name: string) => ({
    match: async (input: Request | string) => store(name).get(keyOf(input))?.clone(),
    put: async (input: Request | string, response: Response) => void store(name).set(keyOf(input), response),
    addAll: async (requests: Request[]) => {
      for (const request of requests) store(name).set(keyOf(request), new Response(`cached ${keyOf(request)} ${request.credentials}`));
    },
  });
  const caches = {
    open: async (name: string) => cacheApi(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const network = vi.fn(async (request: Request) => new Response(`network ${keyOf(request)}`));
  const self = {
    location: new URL("https://app.test/sw.js"),
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  // A worker resolves relative URLs against its own location.
  const WorkerRequest = class extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, self.location), init);
    }
  };
  new Function("self", "caches", "fetch", "Request", serviceWorkerSource("abc123", precache))(self, caches, network, WorkerRequest);

  /** Dispatches a fetch; resolves to the worker's answer, or null when it lets the browser handle it. */
  async function answer(path: string, init: Init = {}) {
    let response: Promise<Response> | null = null;
    const waits: Promise<unknown>[] = [];
    const request = new Request(new URL(path, "https://app.test"), { method: init.method ?? "GET" });
    Object.defineProperty(request, "mode", { value: init.mode ?? "cors" });
    listeners.fetch({ request, respondWith: (r: Promise<Response>) => (response = r), waitUntil: (p: Promise<unknown>) => waits.push(p) });
    if (!response) return null;
    const result = await (response as Promise<Response>);
    await Promise.all(waits);
    return result;
  }
  const request = async (path: string, init: Init = {}) => (await answer(path, init))?.text() ?? null;
  async function lifecycle(type: "install" | "activate") {
    const waits: Promise<unknown>[] = [];
    listeners[type]({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  return { request, answer, lifecycle, network, stores, self };
}

/**
 * An installed worker asked for `path` while the network answers, then once it is gone: that
 * second answer. Neither is stored (pages and their data carry the signed-in user).
 */
async function answerWithoutNetwork(path: string, init: Init = {}) {
  const worker = loadWorker();
  await worker.lifecycle("install");
  const { pathname } = new URL(path, "https://app.test");
  expect(await worker.request(path, init)).toBe(`network ${pathname}`);
  worker.network.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  const answer = await worker.answer(path, init);
  expect(worker.stores.get("colorea-abc123")?.has(pathname)).toBe(false);
  return answer;
}

describe("the service worker", () => {
  it("precaches the app shell without cookies in a cache named after the build", async () => {
    const worker = loadWorker();
    await worker.lifecycle("install");
    expect([...worker.stores.keys()]).toEqual(["colorea-abc123"]);
    expect(await worker.request("/fonts/a.woff2")).toBe("cached /fonts/a.woff2 omit");
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it("drops the caches of older builds on activation, and nobody else's", async () => {
    const worker = loadWorker();
    worker.stores.set("colorea-old", new Map());
    worker.stores.set("someone-else", new Map());
    await worker.lifecycle("install");
    await worker.lifecycle("activate");
    expect([...worker.stores.keys()].sort()).toEqual(["colorea-abc123", "someone-else"]);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it("serves built assets cache-first, storing them on first use", async () => {
    const worker = loadWorker();
    await worker.lifecycle("install");
    expect(await worker.request("/build/routes/pages-X.js")).toBe("network /build/routes/pages-X.js");
    expect(await worker.request("/build/routes/pages-X.js")).toBe("network /build/routes/pages-X.js");
    expect(worker.network).toHaveBeenCalledTimes(1);
  });

  it("goes to the network first for navigations and shows the offline page when there is none", async () => {
    const answer = await answerWithoutNetwork("/pages/public", { mode: "navigate" });
    expect(await answer?.text()).toBe("cached /offline omit");
  });

  it("turns a Remix data request that finds no network into a document reload (which gets the offline page)", async () => {
    const answer = await answerWithoutNetwork("/pages/public?search=gato&_data=routes%2Fpages%2B%2Fpublic");
    expect([answer?.status, answer?.headers.get("X-Remix-Redirect"), answer?.headers.get("X-Remix-Reload-Document")]).toEqual([
      204,
      "/pages/public?search=gato",
      "true",
    ]);
  });

  it("answers route discovery without a network with a document reload, so the navigation gets the offline page", async () => {
    const answer = await answerWithoutNetwork("/__manifest?p=%2Fpages%2F7%2Fcolor&version=abc");
    expect([answer?.status, answer?.headers.get("X-Remix-Reload-Document")]).toEqual([204, "true"]);
  });

  it("leaves writes, the API, user files, other sites and unknown files to the browser", async () => {
    const worker = loadWorker();
    await worker.lifecycle("install");
    expect(await worker.request("/pages/1/save", { method: "POST" })).toBeNull();
    expect(await worker.request("/admin/users", { method: "POST", mode: "navigate" })).toBeNull();
    expect(await worker.request("/api/pages/paginate")).toBeNull();
    expect(await worker.request("/api/users/read", { mode: "navigate" })).toBeNull();
    expect(await worker.request("/files/pages/2/abc.png")).toBeNull();
    expect(await worker.request("https://checkout.stripe.com/c/pay/1")).toBeNull();
    expect(await worker.request("/icons/icon-192.png?v=1")).toBeNull();
    expect(worker.network).not.toHaveBeenCalled();
  });
});

describe("precacheList and workerVersion", () => {
  const assets = {
    version: "9f8e7d6c",
    url: "/build/manifest-9F8E7D6C.js",
    entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-B.js"] },
    routes: { root: { module: "/build/root-C.js", imports: ["/build/_shared/chunk-B.js", "/build/_shared/chunk-D.js"] } },
  };

  it("lists the offline page, the extras and the entry and root modules once each", () => {
    expect(precacheList(assets, ["/build/_assets/tailwind-E.css"])).toEqual([
      "/offline",
      "/build/_assets/tailwind-E.css",
      "/build/manifest-9F8E7D6C.js",
      "/build/entry.client-A.js",
      "/build/_shared/chunk-B.js",
      "/build/root-C.js",
      "/build/_shared/chunk-D.js",
    ]);
    expect(precacheList(null, [])).toEqual(["/offline"]);
  });

  it("changes with the build and with the app name or favicon the offline page shows", () => {
    const version = workerVersion(assets, SETTINGS);
    expect(version).toBe(`9f8e7d6c-${fingerprint("Colorea", "/favicon.svg")}`);
    expect(workerVersion({ ...assets, version: "00000000" }, SETTINGS)).not.toBe(version);
    expect(workerVersion(assets, { ...SETTINGS, app_name: "Pinta" })).not.toBe(version);
    expect(workerVersion(null, SETTINGS)).toMatch(/^dev-/);
  });
});
