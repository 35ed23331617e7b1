import { format, type KeyOf, type Locale, type MessageParams } from "./define";
import { appMessages } from "./messages/app";
import { navMessages } from "./messages/nav";
import { authMessages } from "./messages/auth";
import { errorsMessages } from "./messages/errors";
import { jobsMessages } from "./messages/jobs";
import { coloredMessages } from "./messages/colored";
import { notFoundMessages } from "./messages/not-found";
import { errorMessages } from "./messages/error";
import { galleryMessages } from "./messages/gallery";
import { createMessages } from "./messages/create";
import { colorMessages } from "./messages/color";
import { checkoutMessages } from "./messages/checkout";
import { paymentMessages } from "./messages/payment";
import { accountMessages } from "./messages/account";
import { adminUsersMessages } from "./messages/admin-users";
import { adminMessages } from "./messages/admin";
import { landingMessages } from "./messages/landing";
import { platformsMessages } from "./messages/platforms";
import { regionsMessages } from "./messages/regions";
import { fillMessages } from "./messages/fill";
import { stayInsideMessages } from "./messages/stay-inside";
import { missingMessages } from "./messages/missing";
import { pagesMessages } from "./messages/pages";
import { printMessages } from "./messages/print";
import { gallerySeedMessages } from "./messages/gallery-seed";
import { bookletMessages } from "./messages/booklet";
import { supportMessages } from "./messages/support";
import { paidMessages } from "./messages/paid";
import { adminNavMessages } from "./messages/admin-nav";
import { collectionsMessages } from "./messages/collections";
import { shareMessages } from "./messages/share";

/**
 * The whole catalogue, for the server (mail, /api messages, loaders and actions). Client code
 * imports only the namespaces it shows (`./messages/*`) and translates with `useT(...)`.
 */
export const catalogues = [
  appMessages,
  navMessages,
  authMessages,
  errorsMessages,
  jobsMessages,
  coloredMessages,
  notFoundMessages,
  errorMessages,
  galleryMessages,
  createMessages,
  colorMessages,
  checkoutMessages,
  paymentMessages,
  accountMessages,
  adminUsersMessages,
  adminMessages,
  landingMessages,
  platformsMessages,
  regionsMessages,
  fillMessages,
  stayInsideMessages,
  missingMessages,
  pagesMessages,
  printMessages,
  gallerySeedMessages,
  bookletMessages,
  supportMessages,
  paidMessages,
  collectionsMessages,
  adminNavMessages,
  shareMessages,
] as const;

export type MessageKey = KeyOf<typeof catalogues>;

export const defaultLocale: Locale = "es";
export const locales: Locale[] = ["es", "en"];

// (no prototype: a key such as "constructor" is no text)
const merged = (locale: Locale) => Object.assign(Object.create(null), ...catalogues.map((catalogue) => catalogue[locale])) as Record<MessageKey, string>;
/** Every text, by locale. */
export const es = merged("es");
export const en = merged("en");

/** A key's text in the locale (Spanish where the locale lacks it; the key itself when no catalogue has it). Keys are unique across the catalogues (i18n.test). */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return format(locale, (locale === "en" ? en : es)[key] ?? es[key] ?? key, params);
}

export const t = (key: MessageKey, params?: MessageParams) => translate(defaultLocale, key, params);
