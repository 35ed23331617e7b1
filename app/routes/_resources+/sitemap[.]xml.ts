import type { LoaderFunctionArgs } from "@remix-run/node";
import { escapeHtml } from "~/services/rich-text.server";
import { publicResource } from "~/utils/http-cache.server";
import { getEnv } from "~/infra/env.server";
import { listCollections } from "~/services/collections.server";
import { readPublicSettings } from "~/services/website/public.server";

/**
 * The public addresses: the landing, the page of the day, the legal pages the admin shows, the collections that hold
 * pages (and their index), sign-in and sign-up. The galleries (/pages/public included) need an
 * account, so they are not listed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { APP_URL } = getEnv();
  const [{ website }, collections] = await Promise.all([readPublicSettings(), listCollections("es")]);
  const filled = collections.filter((collection) => collection.count > 0);
  const paths = [
    "/",
    "/pagina-del-dia",
    ...(website.terms.visibility ? ["/terms"] : []),
    ...(website.privacy.visibility ? ["/privacy"] : []),
    ...(filled.length > 0 ? ["/colecciones", ...filled.map((collection) => `/colecciones/${collection.slug}`)] : []),
    "/sign-in",
    "/sign-up",
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${APP_URL}${path}`)}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return publicResource(request, xml, { "Content-Type": "application/xml; charset=utf-8" });
}
