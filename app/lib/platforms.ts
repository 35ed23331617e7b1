/** Where the app runs: the web, or one of the shells (DECISIONS §7). Client-safe. */
export const PLATFORMS = ["web", "android", "ios", "windows", "mac", "debian"] as const;
export type Platform = (typeof PLATFORMS)[number];
