import { getSessionUser } from "~/utils/session.server";
import { getLocale } from "~/utils/request.server";
import { listCollections } from "~/services/collections.server";
import { SIGNED_OUT } from "~/services/pages.server";
import { absoluteUrl, publicChrome, readPublicSettings } from "~/services/website/public.server";

/** What every public collection screen needs: the viewer (or SIGNED_OUT), the landing's frame, the collections. */
export async function collectionsFrame(request: Request) {
  const locale = getLocale(request);
  const [user, settings, collections] = await Promise.all([getSessionUser(request), readPublicSettings(), listCollections(locale)]);
  const chrome = publicChrome(settings, user);
  return {
    viewer: user ?? SIGNED_OUT,
    signedIn: Boolean(user),
    chrome,
    locale,
    collections: collections.map((collection) => ({ ...collection, cover: collection.cover ? absoluteUrl(chrome.appUrl, collection.cover) : "" })),
  };
}
