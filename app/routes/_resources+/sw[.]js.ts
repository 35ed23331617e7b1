import { getSettingsValues } from "~/services/settings.server";
import styles from "~/tailwind.css";
import { buildAssets, precacheList, serviceWorkerSource, workerVersion } from "~/utils/pwa.server";

const FONTS = ["/fonts/nunito-latin-wght-normal.woff2", "/fonts/nunito-latin-ext-wght-normal.woff2"];

/** The service worker, stamped with the build's hash so a deploy replaces its cache. */
export async function loader() {
  const [assets, settings] = await Promise.all([buildAssets(), getSettingsValues(["app_name", "favicon"])]);
  const source = serviceWorkerSource(workerVersion(assets, settings), precacheList(assets, [styles, ...FONTS]));
  return new Response(source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // Browsers must see a new deploy at once; the worker itself is tiny.
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": "/",
    },
  });
}
