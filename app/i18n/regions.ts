/** Catalogue entries for #8 region maps and the fillability check. Spread into es.ts and en.ts. */
export const regionsEs = {} as const;

export const regionsEn: Record<keyof typeof regionsEs, string> = {};
