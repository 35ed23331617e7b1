import { useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { translate, type Locale, type MessageKey, type MessageParams } from "~/i18n";

/** The translator for the request's locale (from the root loader). */
export function useT() {
  const data = useRouteLoaderData("root") as { locale?: Locale } | undefined;
  const locale = data?.locale ?? "es";
  return useCallback((key: MessageKey, params?: MessageParams) => translate(locale, key, params), [locale]);
}
