import { type LoaderFunctionArgs } from "@remix-run/node";
import { getSettingsValues } from "~/services/settings.server";
import { webManifest } from "~/utils/pwa.server";
import { getLocale } from "~/utils/request.server";

/** The web app manifest: name, description and icons from the app settings. */
export async function loader({ request }: LoaderFunctionArgs) {
  const settings = await getSettingsValues(["app_name", "tagline", "favicon"]);
  return new Response(JSON.stringify(webManifest(settings, getLocale(request))), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // Short: a renamed app or a new favicon shows up soon.
      "Cache-Control": "public, max-age=300",
    },
  });
}
