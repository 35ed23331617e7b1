/** Catalogue entries for #8 the fill tool and progress. Spread into es.ts and en.ts. */
export const fillEs = {} as const;

export const fillEn: Record<keyof typeof fillEs, string> = {};
