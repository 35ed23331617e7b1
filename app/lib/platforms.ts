/** Where the app runs: the web, or one of the shells (docs/product.md §16). Client-safe. */
export const PLATFORMS = ["web", "android", "ios", "windows", "mac", "debian"] as const;
export type Platform = (typeof PLATFORMS)[number];
