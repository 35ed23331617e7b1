import { useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { DEFAULT_CURRENCY, formatMoney } from "~/lib/money";
import { format, lookup, type Catalogue, type KeyOf, type Locale, type MessageParams } from "~/i18n/define";

/** The request's locale (from the root loader). */
export function useLocale(): Locale {
  const data = useRouteLoaderData("root") as { locale?: Locale } | undefined;
  return data?.locale ?? "es";
}

/** Writes an amount in the admin's currency (the root loader's setting) as the request's locale writes it (record 0172). */
export function useMoney(): (amount: number) => string {
  const data = useRouteLoaderData("root") as { locale?: Locale; settings?: { currency?: string } } | undefined;
  const locale = data?.locale ?? "es";
  const currency = data?.settings?.currency ?? DEFAULT_CURRENCY;
  return useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
}

/** A translator over these catalogues for one locale: what `useT` gives, for a component that takes it as a prop. */
export type Translate<C extends readonly Catalogue[]> = (key: KeyOf<C>, params?: MessageParams) => string;

/**
 * The translator for the request's locale over the namespaces a component shows: pass the
 * catalogues it uses (`useT(galleryMessages, appMessages)`), so a key from any other namespace is
 * a type error and the route's JavaScript carries only those strings. A text that is no key of
 * them (one the server already translated) is shown as it is.
 */
export function useT<const C extends readonly Catalogue[]>(...catalogues: C): Translate<C> {
  const locale = useLocale();
  // The catalogues are module constants: the same objects on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: KeyOf<C>, params?: MessageParams) => format(locale, lookup(catalogues, locale, key), params), [locale, ...catalogues]);
}

/**
 * For texts that may come from the server: a key of these catalogues is translated, anything
 * else (a message the server already translated) is shown as it is.
 */
export function useText<const C extends readonly Catalogue[]>(...catalogues: C) {
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((keyOrText: string, params?: MessageParams) => format(locale, lookup(catalogues, locale, keyOrText), params), [locale, ...catalogues]);
}
