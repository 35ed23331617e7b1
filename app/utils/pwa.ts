/** The installable web app's fixed parts, shared by the document head and the server routes. */

export const THEME_COLOR = "#7c3aed";
export const BACKGROUND_COLOR = "#fffdf8";
export const MANIFEST_PATH = "/manifest.webmanifest";
export const SERVICE_WORKER_PATH = "/sw.js";
export const OFFLINE_PATH = "/offline";

/**
 * Icons drawn from the favicon setting. "any" icons keep the logo's own shape on transparency;
 * the maskable one and Apple's (which iOS fills black where transparent) sit on the brand colour,
 * the maskable one inside the 80% safe circle that launchers may crop to.
 */
export const ICONS = {
  "icon-192.png": { size: 192, padding: 0, background: null },
  "icon-512.png": { size: 512, padding: 0, background: null },
  "maskable-512.png": { size: 512, padding: 0.2, background: THEME_COLOR },
  "apple-touch-icon.png": { size: 180, padding: 0, background: THEME_COLOR },
} as const;
export type IconName = keyof typeof ICONS;
export const isIconName = (name: string | undefined): name is IconName => !!name && Object.hasOwn(ICONS, name);

/** A short, stable fingerprint (FNV-1a) used to bust caches when a setting changes. */
export function fingerprint(...parts: string[]) {
  let hash = 0x811c9dc5;
  for (const char of parts.join("\u0000")) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export const iconUrl = (name: IconName, favicon: string) => `/icons/${name}?v=${fingerprint(favicon)}`;

/**
 * Registers the service worker. Plain inline script (no React), so it runs whether or not the
 * page hydrates; browsers without service workers (or insecure origins) simply skip it.
 */
export const REGISTER_SERVICE_WORKER = `if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)},{scope:"/"}).catch(function(){})});`;
