import WifiOff from "lucide-react/icons/wifi-off";
import { renderToStaticMarkup } from "react-dom/server";
import { t } from "~/i18n";
import { getSettingsValues } from "~/services/settings.server";
import styles from "~/tailwind.css";
import { BACKGROUND_COLOR } from "~/utils/pwa";
import { faviconIcon } from "~/utils/pwa.server";

/**
 * The page the service worker shows when a navigation finds no network. A whole static
 * document, not a Remix screen: it is served from the cache under whatever URL failed, where
 * hydrating would try (offline) to load that URL's routes. No scripts, no user: the worker
 * stores it without cookies.
 */
export async function loader() {
  const { app_name: appName, favicon } = await getSettingsValues(["app_name", "favicon"]);
  // Inline, so the logo shows with no network at all.
  const logo = `data:image/png;base64,${(await faviconIcon(favicon, "icon-192.png")).toString("base64")}`;
  const html = renderToStaticMarkup(
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={BACKGROUND_COLOR} />
        <meta name="robots" content="noindex" />
        <title>{`${t("platforms.offline.title")} · ${appName}`}</title>
        <link rel="stylesheet" href={styles} />
      </head>
      <body className="bg-paper text-ink antialiased">
        <main
          id="main"
          className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-paper to-sun-100 px-5 pb-[max(2rem,env(safe-area-inset-bottom))] pt-[max(2rem,env(safe-area-inset-top))]"
        >
          <div className="card w-full max-w-md space-y-5 p-8 text-center sm:p-10" data-testid="offline">
            <div className="flex items-center justify-center gap-3">
              <img src={logo} alt="" width={48} height={48} className="size-12 rounded-2xl" />
              <span className="text-xl font-black">{appName}</span>
            </div>
            <span className="mx-auto grid size-16 place-items-center rounded-full bg-sun-100 text-brand-700">
              <WifiOff aria-hidden className="size-8" />
            </span>
            <h1 className="text-2xl font-extrabold sm:text-3xl">{t("platforms.offline.title")}</h1>
            <p className="text-ink-soft">{t("platforms.offline.body")}</p>
            {/* An empty href reloads the address that failed (the worker serves this page under it). */}
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
            <a href="" className="btn-primary w-full px-6 py-3 text-base sm:w-auto">
              {t("platforms.offline.retry")}
            </a>
            <p className="text-sm text-ink-muted">{t("platforms.offline.hint")}</p>
          </div>
        </main>
      </body>
    </html>,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}
