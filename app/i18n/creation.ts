/** Catalogue entries for #9 photo and pattern pages and the chooser. Spread into es.ts and en.ts. */
export const creationEs = {} as const;

export const creationEn: Record<keyof typeof creationEs, string> = {};
