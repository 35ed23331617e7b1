import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import Palette from "lucide-react/icons/palette";
import { publicMeta } from "~/components/landing/meta";
import { PublicPage, staticHandle } from "~/components/landing/public-page";
import { translator } from "~/i18n/define";
import { isAppError } from "~/lib/errors";
import { shareMessages } from "~/i18n/messages/share";
import { PICTURE_SIZE } from "~/lib/pages";
import { readShared, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "~/services/shares.server";
import { publicChrome, readPublicSettings } from "~/services/website/public.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { getSessionUser } from "~/utils/session.server";

export const handle = staticHandle;

/**
 * /compartido/{token}: a colouring its colourist shared, for anyone with the link (signed in or
 * not): the coloured picture, its title, the app's name and "Colorea esta página". A link turned
 * off, or of a colouring no longer to be shown, is the 404 of a page that never was.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const [shared, settings] = await Promise.all([
    readShared(params.token ?? "", user).catch((error: unknown) => {
      // The 404 of a page that never was, rendered by the root's boundary.
      if (isAppError(error) && error.status === 404) throw new Response("Not found", { status: 404 });
      throw error;
    }),
    readPublicSettings(),
  ]);
  return json(
    { shared, chrome: publicChrome(settings, user), locale: getLocale(request) },
    // Asked again on each visit: turning the link off must take it away from every cache. (A
    // signed-in visitor's page is theirs: the server makes it private, no-store.)
    { headers: user ? {} : { "Cache-Control": "no-cache" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cache = loaderHeaders.get("Cache-Control");
  return cache ? { "Cache-Control": cache } : new Headers();
};

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { shared, chrome, locale } = data;
  const t = translator(locale, shareMessages);
  return [
    ...publicMeta({
      title: `${shared.title} · ${chrome.appName}`,
      description: t("share.page.description", { app: chrome.appName }),
      url: shared.url,
      image: shared.card,
      imageAlt: t("share.page.imageAlt", { title: shared.title, app: chrome.appName }),
      siteName: chrome.appName,
      locale,
    }),
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_CARD_WIDTH) },
    { property: "og:image:height", content: String(SHARE_CARD_HEIGHT) },
    // A shared link is for the people it is sent to, not for search results.
    { name: "robots", content: "noindex" },
  ];
};

export default function SharedColoring() {
  const t = useT(shareMessages);
  const { shared, chrome } = useLoaderData<typeof loader>();
  const { cta } = shared;
  return (
    <PublicPage chrome={chrome} base="/">
      <div className="bg-gradient-to-b from-brand-50 to-paper">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-8 px-4 pb-16 pt-8 sm:px-6 sm:pt-12 md:flex-row md:items-center md:gap-12">
          <figure className="w-full max-w-md shrink-0 md:w-1/2 md:max-w-none">
            <img
              src={shared.picture}
              width={PICTURE_SIZE}
              height={PICTURE_SIZE}
              alt={t("share.page.imageAlt", { title: shared.title, app: chrome.appName })}
              className="aspect-square w-full rounded-(--radius-card) border border-line bg-white object-contain shadow-(--shadow-pop)"
              data-testid="shared-picture"
            />
          </figure>
          <div className="flex w-full flex-col items-center gap-4 text-center md:items-start md:text-left">
            <p className="text-sm font-extrabold uppercase tracking-wide text-brand-700">{t("share.page.kicker", { app: chrome.appName })}</p>
            <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl" data-testid="shared-title">
              {shared.title}
            </h1>
            {cta.kind === "color" ? null : <p className="max-w-prose text-ink-soft">{t("share.page.privateNote")}</p>}
            <a href={cta.href} className="btn-primary mt-2 px-6 py-3 text-lg" data-testid="shared-cta" data-kind={cta.kind}>
              <Palette aria-hidden className="size-5" />
              {t(cta.kind === "color" ? "share.page.color" : cta.kind === "sign-up" ? "share.page.signUp" : "share.page.gallery")}
            </a>
          </div>
        </div>
      </div>
    </PublicPage>
  );
}
