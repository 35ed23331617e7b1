import { getEnv } from "~/infra/env.server";

/** Crawlers may read the landing and the legal pages; the app, the admin and the API are private. */
export function loader() {
  const { APP_URL } = getEnv();
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...["/admin", "/api", "/account", "/checkout", "/pages", "/payment", "/verify", "/splash", "/files", "/feed", "/sign-out"].map(
      (path) => `Disallow: ${path}`,
    ),
    "",
    `Sitemap: ${APP_URL}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
