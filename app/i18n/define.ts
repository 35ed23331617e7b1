/**
 * The client-safe half of the messages: a namespace's catalogue (`defineMessages`) and the
 * formatting of one text. Components import the namespaces they use (`app/i18n/messages/*`)
 * and translate with `useT(...)`, so each route's JavaScript carries only its own strings;
 * the server translates with the whole catalogue (`~/i18n`).
 */
export type Locale = "es" | "en";

/** One namespace's texts in both languages; en must have exactly es's keys. */
export type Catalogue<K extends string = string> = { es: Record<K, string>; en: Record<K, string> };

export const defineMessages = <K extends string>(catalogue: { es: Record<K, string>; en: Record<NoInfer<K>, string> }): Catalogue<K> => catalogue;

/** The keys of some catalogues. */
export type KeyOf<C extends readonly Catalogue[]> = C[number] extends infer Each ? (Each extends Catalogue<infer K> ? K : never) : never;

export type MessageParams = Record<string, string | number>;

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

// `{count, plural, one {# vez} other {# veces}}`: the ICU plural form, without nesting.
const PLURAL = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_OPTION = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
/** Each plural text's forms, read once (the catalogue's texts are few and never change). */
const pluralForms = new Map<string, Map<string, string>>();

/** Picks the plural form for a number the way the language does (Intl.PluralRules); `#` is the number. */
function plural(locale: Locale, value: number, options: string): string {
  let forms = pluralForms.get(options);
  if (!forms) {
    forms = new Map([...options.matchAll(PLURAL_OPTION)].map((match) => [match[1], match[2]]));
    if (pluralForms.size >= 1000) pluralForms.clear();
    pluralForms.set(options, forms);
  }
  if (!pluralRules.has(locale)) pluralRules.set(locale, new Intl.PluralRules(locale));
  if (!numberFormats.has(locale)) numberFormats.set(locale, new Intl.NumberFormat(locale));
  const form = forms.get(`=${value}`) ?? forms.get(pluralRules.get(locale)!.select(value)) ?? forms.get("other") ?? "";
  return form.replace(/#/g, numberFormats.get(locale)!.format(value));
}

/** A catalogue text with its {params} and plural forms filled in. */
export function format(locale: Locale, template: string, params?: MessageParams): string {
  if (!params) return template;
  return template
    .replace(PLURAL, (match, name: string, options: string) => {
      const value = Number(params[name]);
      return name in params && Number.isFinite(value) ? plural(locale, value, options) : match;
    })
    .replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** The text of a key in the first catalogue that has it (Spanish where the locale lacks it); else the key itself. */
export function lookup(catalogues: readonly Catalogue[], locale: Locale, key: string): string {
  for (const catalogue of catalogues) {
    const text = catalogue[locale][key] ?? catalogue.es[key];
    if (text !== undefined) return text;
  }
  return key;
}

export function isLocale(value: unknown): value is Locale {
  return value === "es" || value === "en";
}

/** The keys of one catalogue (`KeysOf<typeof colorMessages>`). */
export type KeysOf<C extends Catalogue> = C extends Catalogue<infer K> ? K : never;

/** A translator over some catalogues, outside React (a route's `meta`): `translator("es", landingMessages)`. */
export function translator<const C extends readonly Catalogue[]>(locale: Locale, ...catalogues: C) {
  return (key: KeyOf<C>, params?: MessageParams) => format(locale, lookup(catalogues, locale, key), params);
}
