/** Catalogue entries for #7 splash, PWA and shells. Spread into es.ts and en.ts. */
export const platformsEs = {} as const;

export const platformsEn: Record<keyof typeof platformsEs, string> = {};
