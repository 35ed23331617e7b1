import { type LoaderFunctionArgs } from "@remix-run/node";
import { getSettingsValues } from "~/services/settings.server";
import { isIconName } from "~/utils/pwa";
import { faviconIcon } from "~/utils/pwa.server";

/** The app icons (/icons/icon-192.png, …), drawn from the favicon setting. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (!isIconName(params.name)) throw new Response("Not found", { status: 404 });
  const { favicon } = await getSettingsValues(["favicon"]);
  const png = await faviconIcon(favicon, params.name);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      // Links carry ?v={favicon fingerprint}, so a new favicon is a new URL.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
