import { en } from "./en";
import { es, type MessageKey } from "./es";

export type Locale = "es" | "en";
export type { MessageKey };
export const defaultLocale: Locale = "es";
export const locales: Locale[] = ["es", "en"];

const catalogues: Record<Locale, Record<MessageKey, string>> = { es, en };

export type MessageParams = Record<string, string | number>;

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

// `{count, plural, one {# vez} other {# veces}}`: the ICU plural form, without nesting.
const PLURAL = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_OPTION = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/** Picks the plural form for a number the way the language does (Intl.PluralRules); `#` is the number. */
function plural(locale: Locale, value: number, options: string): string {
  const forms = new Map([...options.matchAll(PLURAL_OPTION)].map((match) => [match[1], match[2]]));
  if (!pluralRules.has(locale)) pluralRules.set(locale, new Intl.PluralRules(locale));
  if (!numberFormats.has(locale)) numberFormats.set(locale, new Intl.NumberFormat(locale));
  const form = forms.get(`=${value}`) ?? forms.get(pluralRules.get(locale)!.select(value)) ?? forms.get("other") ?? "";
  return form.replace(/#/g, numberFormats.get(locale)!.format(value));
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? es[key] ?? key;
  if (!params) return template;
  return template
    .replace(PLURAL, (match, name: string, options: string) => {
      const value = Number(params[name]);
      return name in params && Number.isFinite(value) ? plural(locale, value, options) : match;
    })
    .replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function isLocale(value: unknown): value is Locale {
  return value === "es" || value === "en";
}

export const t = (key: MessageKey, params?: MessageParams) => translate(defaultLocale, key, params);
