import type { MetaDescriptor } from "@remix-run/node";
import { translator, type Locale } from "~/i18n/define";
import { landingMessages } from "~/i18n/messages/landing";

type PublicMeta = {
  title: string;
  description: string;
  /** The page's canonical address (APP_URL + path). */
  url: string;
  /** An absolute image address for link previews, or "". */
  image: string;
  imageAlt: string;
  siteName: string;
  locale: string;
};

/** Title, description, canonical link, Open Graph and Twitter card of a public page. */
export function publicMeta({ title, description, url, image, imageAlt, siteName, locale }: PublicMeta): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: locale === "en" ? "en_US" : "es_ES" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: imageAlt },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image
      ? [
          { name: "twitter:image", content: image },
          { name: "twitter:image:alt", content: imageAlt },
        ]
      : []),
  ];
}

/** The meta of /terms or /privacy, from their loader data. */
export function legalMeta(
  data: { chrome: { appName: string; tagline: string; appUrl: string }; page: string; locale: Locale },
  titleKey: "landing.terms.title" | "landing.privacy.title",
): MetaDescriptor[] {
  const { appName, tagline, appUrl } = data.chrome;
  const t = translator(data.locale, landingMessages);
  const page = t(titleKey);
  return publicMeta({
    title: t("landing.legal.metaTitle", { page, app: appName }),
    description: t("landing.legal.description", { page, app: appName, tagline }),
    url: `${appUrl}/${data.page}`,
    image: "",
    imageAlt: "",
    siteName: appName,
    locale: data.locale,
  });
}
