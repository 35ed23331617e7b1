import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { translate, type Locale } from "~/i18n";
import { getObject, keyFromUrl } from "~/services/storage/backends.server";
import { logger } from "~/infra/logger.server";
import { BACKGROUND_COLOR, ICONS, OFFLINE_PATH, THEME_COLOR, fingerprint, iconUrl, type IconName } from "./pwa";

// ---------------------------------------------------------------------------
// The web app manifest
// ---------------------------------------------------------------------------

type AppSettings = { app_name: string; tagline: string; favicon: string };

/** Launchers show about 12 characters under an icon: a long name is cut at a word. */
function shortName(name: string) {
  if (name.length <= 12) return name;
  const firstWord = name.split(/\s+/)[0];
  return firstWord.length <= 12 ? firstWord : firstWord.slice(0, 12);
}

export function webManifest(settings: AppSettings, locale: Locale = "es") {
  return {
    id: "/",
    name: settings.app_name,
    short_name: shortName(settings.app_name),
    description: settings.tagline,
    lang: locale,
    dir: "ltr",
    // Installed, the app opens like the shells do: signed in, straight to the user's home.
    start_url: "/splash",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["education", "entertainment", "kids"],
    icons: [
      { src: iconUrl("icon-192.png", settings.favicon), sizes: "192x192", type: "image/png", purpose: "any" },
      { src: iconUrl("icon-512.png", settings.favicon), sizes: "512x512", type: "image/png", purpose: "any" },
      { src: iconUrl("maskable-512.png", settings.favicon), sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: translate(locale, "platforms.shortcut.public"), url: "/pages/public" },
      { name: translate(locale, "platforms.shortcut.create"), url: "/pages/create" },
    ],
  };
}

// ---------------------------------------------------------------------------
// Icons, drawn from the favicon setting
// ---------------------------------------------------------------------------

const DEFAULT_FAVICON = "/favicon.svg";
const PUBLIC_DIR = path.resolve("public");

/** The favicon's bytes: an object in our storage or a file under public/; null when unreadable. */
async function readFavicon(favicon: string): Promise<Buffer | null> {
  const key = keyFromUrl(favicon);
  if (key) return getObject(key);
  const file = path.resolve(PUBLIC_DIR, `.${favicon.split("?")[0]}`);
  if (!file.startsWith(`${PUBLIC_DIR}${path.sep}`)) return null;
  return fs.readFile(file).catch(() => null);
}

/** Renders `source` as the square PNG icon `name` describes; SVGs are rasterised at full size. */
export async function renderIcon(source: Buffer, name: IconName): Promise<Buffer> {
  const { size, padding, background } = ICONS[name];
  const inner = Math.round(size * (1 - 2 * padding));
  const meta = await sharp(source).metadata();
  const smallest = Math.min(meta.width ?? inner, meta.height ?? inner);
  const density = meta.format === "svg" ? Math.min(72 * Math.max(1, inner / smallest), 10_000) : undefined;
  const logo = await sharp(source, { density })
    .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: logo, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const rendered = new Map<string, Promise<Buffer>>();

/** The icon for the current favicon, rendered once per favicon; the default logo if it cannot be read. */
export function faviconIcon(favicon: string, name: IconName): Promise<Buffer> {
  const cacheKey = `${name}|${favicon}`;
  let icon = rendered.get(cacheKey);
  if (!icon) {
    icon = (async () => {
      try {
        const source = await readFavicon(favicon);
        if (source) return await renderIcon(source, name);
      } catch (error) {
        logger.info(`pwa: favicon ${favicon} could not be drawn as ${name}: ${(error as Error).message}`);
      }
      const fallback = await readFavicon(DEFAULT_FAVICON);
      if (!fallback) throw new Error("public/favicon.svg is missing");
      return renderIcon(fallback, name);
    })();
    // A new favicon replaces the old renders; failures are not kept, so they are retried.
    if (rendered.size > 32) rendered.clear();
    rendered.set(cacheKey, icon);
    icon.catch(() => rendered.delete(cacheKey));
  }
  return icon;
}

// ---------------------------------------------------------------------------
// The service worker
// ---------------------------------------------------------------------------

type AssetsManifest = {
  version: string;
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

/**
 * The production build's assets manifest: the same module the server runs (server.ts imports
 * build/index.js by this path), so its version is the deployed build's hash. Null without a build.
 */
export async function buildAssets(): Promise<AssetsManifest | null> {
  try {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as { assets?: AssetsManifest };
    return build.assets ?? null;
  } catch {
    return null;
  }
}

/** What the worker stores at install: the offline page and the app shell (entry, root, styles, fonts). */
export function precacheList(assets: AssetsManifest | null, extra: string[]) {
  const root = assets?.routes.root;
  const shell = assets ? [assets.url, assets.entry.module, ...assets.entry.imports, ...(root ? [root.module, ...(root.imports ?? [])] : [])] : [];
  return [...new Set([OFFLINE_PATH, ...extra, ...shell])];
}

/** The cache's name changes with the build and with what the offline page shows. */
export const workerVersion = (assets: AssetsManifest | null, settings: Pick<AppSettings, "app_name" | "favicon">) =>
  `${assets?.version ?? "dev"}-${fingerprint(settings.app_name, settings.favicon)}`;

/**
 * The worker's source. Built assets (/build/, fingerprinted) are cache-first; navigations (and
 * Remix data requests and route discovery, through a document reload) are network-first and fall
 * back to the precached offline page. Nothing is ever stored but the build and the app shell: no /api, no
 * writes, no data, no user files, no page HTML (it holds the signed-in user).
 */
export function serviceWorkerSource(version: string, precache: string[]) {
  return `// Colorea service worker, build ${version}
const CACHE = ${JSON.stringify(`colorea-${version}`)};
const PRECACHE = ${JSON.stringify(precache)};
const OFFLINE = ${JSON.stringify(OFFLINE_PATH)};

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Without cookies: the stored offline page must not carry anyone's session.
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { credentials: "omit", cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("colorea-") && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function offlinePage() {
  const cache = await caches.open(CACHE);
  return (await cache.match(OFFLINE)) || Response.error();
}

// A Remix data request that finds no network asks the app to load the address as a document,
// which then gets the offline page, instead of showing an error screen.
function reloadAsDocument(url) {
  url.searchParams.delete("_data");
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": url.pathname + url.search, "X-Remix-Reload-Document": "true" },
  });
}

async function cacheFirst(event, store) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const response = await fetch(event.request);
  if (store && response.ok) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(offlinePage));
  } else if (url.searchParams.has("_data")) {
    event.respondWith(fetch(request).catch(() => reloadAsDocument(url)));
  } else if (url.pathname === "/__manifest") {
    // Remix asks which routes a link leads to before going there; without a network, the answer
    // "load it as a document" makes it navigate, and the navigation gets the offline page.
    event.respondWith(fetch(request).catch(() => new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } })));
  } else if (url.pathname.startsWith("/build/")) {
    event.respondWith(cacheFirst(event, true));
  } else if (!url.search && PRECACHE.includes(url.pathname)) {
    event.respondWith(cacheFirst(event, false));
  }
});
`;
}
