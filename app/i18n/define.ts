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

// `{count, plural, one {# vez} other {# veces}}`: the ICU plural form, without nesting.
const PLURAL = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_OPTION = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const PARAM = /\{(\w+)\}/g;

/** A text read once into its pieces: plain text, a `{param}`, or a plural choice over a param. */
type Piece = string | { param: string } | { plural: string; forms: Map<string, string>; whole: string };
/** Each text's pieces (the catalogue's texts are few and never change; a gallery card formats several per render). */
const compiled = new Map<string, Piece[]>();

function params(text: string, pieces: Piece[]) {
  let at = 0;
  for (const match of text.matchAll(PARAM)) {
    if (match.index > at) pieces.push(text.slice(at, match.index));
    pieces.push({ param: match[1] });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push(text.slice(at));
}

function compile(template: string): Piece[] {
  let pieces = compiled.get(template);
  if (pieces) return pieces;
  pieces = [];
  let at = 0;
  for (const match of template.matchAll(PLURAL)) {
    params(template.slice(at, match.index), pieces);
    const forms = new Map([...match[2].matchAll(PLURAL_OPTION)].map((option) => [option[1], option[2]]));
    pieces.push({ plural: match[1], forms, whole: match[0] });
    at = match.index + match[0].length;
  }
  params(template.slice(at), pieces);
  if (compiled.size >= 2000) compiled.clear();
  compiled.set(template, pieces);
  return pieces;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

// (Making a locale's first Intl object loads its data: about 11 ms on a laptop, so 45 ms on a
// phone four times slower, one long task in the colour screen's start. Each is made when first
// needed, or before, in a moment of its own: warmPlurals.)
const rulesOf = (locale: Locale) => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
};

/**
 * A number as the language writes it. Both languages write a whole number under 1000 in plain
 * digits (es groups from 10 000, en from 1,000), so those need no Intl.NumberFormat.
 */
const numberText = (locale: Locale, value: number) => {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  let numbers = numberFormats.get(locale);
  if (!numbers) numberFormats.set(locale, (numbers = new Intl.NumberFormat(locale)));
  return numbers.format(value);
};

/**
 * Makes the language's plural rules in a moment the page is idle, so the first text with a
 * plural (the colour screen's credit notice) does not make them in the middle of a render.
 */
export function warmPlurals(locale: Locale) {
  if (pluralRules.has(locale) || typeof window === "undefined") return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => rulesOf(locale));
}

/** Picks the plural form for a number the way the language does (Intl.PluralRules); `#` is the number. */
function plural(locale: Locale, value: number, forms: Map<string, string>): string {
  const form = forms.get(`=${value}`) ?? forms.get(rulesOf(locale).select(value)) ?? forms.get("other") ?? "";
  return form.includes("#") ? form.replaceAll("#", numberText(locale, value)) : form;
}

/** A catalogue text with its {params} and plural forms filled in. */
export function format(locale: Locale, template: string, params?: MessageParams): string {
  if (!params) return template;
  let text = "";
  for (const piece of compile(template)) {
    if (typeof piece === "string") text += piece;
    else if ("param" in piece) text += piece.param in params ? String(params[piece.param]) : `{${piece.param}}`;
    else {
      const value = Number(params[piece.plural]);
      text += piece.plural in params && Number.isFinite(value) ? plural(locale, value, piece.forms) : piece.whole;
    }
  }
  return text;
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
