import { en } from "./en";
import { es, type MessageKey } from "./es";

export type Locale = "es" | "en";
export type { MessageKey };
export const defaultLocale: Locale = "es";
export const locales: Locale[] = ["es", "en"];

const catalogues: Record<Locale, Record<MessageKey, string>> = { es, en };

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? es[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function isLocale(value: unknown): value is Locale {
  return value === "es" || value === "en";
}

export const t = (key: MessageKey, params?: MessageParams) => translate(defaultLocale, key, params);
