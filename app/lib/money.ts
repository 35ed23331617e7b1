import { dateFormat, numberFormat } from "~/lib/format";

/**
 * The currencies an admin may sell in (record 0172): Stripe charges each, with the same
 * smallest charge of 0.50 or less, and each is written with two decimals.
 */
export const CURRENCIES = ["EUR", "USD", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** An app that speaks Spain's Spanish sells in euros until the admin says otherwise. */
export const DEFAULT_CURRENCY: Currency = "EUR";
export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/** An amount as the family's locale writes it: es "4,99 €", en "€4.99". */
export const formatMoney = (amount: number, currency: string, locale = "es") => numberFormat(locale, { style: "currency", currency }).format(amount);

export const formatDate = (iso: string, locale = "es") =>
  dateFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
