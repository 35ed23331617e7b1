/** Catalogue entries for #7 landing, legal pages and search engines. Spread into es.ts and en.ts. */
export const landingEs = {} as const;

export const landingEn: Record<keyof typeof landingEs, string> = {};
