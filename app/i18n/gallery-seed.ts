/** Catalogue entries for #9 the first-run gallery. Spread into es.ts and en.ts. */
export const gallerySeedEs = {} as const;

export const gallerySeedEn: Record<keyof typeof gallerySeedEs, string> = {};
