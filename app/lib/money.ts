import { dateFormat, numberFormat } from "~/lib/format";

/** Prices are in USD (docs/product.md §9), written the Spanish way: "4,49 US$". */
export const formatUsd = (amount: number, locale = "es") => numberFormat(locale, { style: "currency", currency: "USD" }).format(amount);

export const formatDate = (iso: string, locale = "es") =>
  dateFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
