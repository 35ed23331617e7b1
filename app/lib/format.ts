const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * Intl formatters, one per kind, locale and options, made on first use and shared: making one
 * costs far more than using one, and they hold no state. The options are written in the code,
 * never taken from a request, so the map stays as small as the code's own list of formats.
 */
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** Counters: compact with one decimal (es: "1,2 mil", "3,4 M"), docs/product.md §9. */
export const formatCompact = (value: number, locale = "es") =>
  numberFormat(locale, { notation: "compact", maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(value);

/** Names over 17 characters show as first 7, '...', last 7 (docs/product.md §9). */
export const shortenFilename = (name: string) => (name.length > 17 ? `${name.slice(0, 7)}...${name.slice(-7)}` : name);
