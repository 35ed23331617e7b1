/**
 * Messages. Client code imports the namespaces it shows (`./messages/*`) and translates with
 * `useT(...)` (app/utils/i18n-react.tsx); the whole catalogue and `translate` live in
 * `catalogue.server.ts`, re-exported here for server code, and are empty in the browser build.
 */
export { isLocale, type Locale, type MessageParams } from "./define";
export { catalogues, defaultLocale, en, es, locales, t, translate, type MessageKey } from "./catalogue.server";
