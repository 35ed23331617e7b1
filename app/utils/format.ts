/** Counters: compact with one decimal (es: "1,2 mil", "3,4 M"), SPEC §9. */
export const formatCompact = (value: number, locale = "es") =>
  new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(value);

/** Names over 17 characters show as first 7, '...', last 7 (SPEC §9). */
export const shortenFilename = (name: string) => (name.length > 17 ? `${name.slice(0, 7)}...${name.slice(-7)}` : name);
