import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CollectionChips } from "~/components/collections/collection-chips";
import { DailyPage, dailyCard } from "~/components/collections/daily-page";
import { publicMeta } from "~/components/landing/meta";
import { PublicPage, staticHandle } from "~/components/landing/public-page";
import { translator } from "~/i18n/define";
import { collectionsMessages } from "~/i18n/messages/collections";
import { pageOfTheDay } from "~/services/daily-pages.server";
import { absoluteUrl } from "~/services/website/public.server";
import { useT } from "~/utils/i18n-react";
import { collectionsFrame } from "../colecciones+/__collections.server";

export const handle = staticHandle;

/**
 * /pagina-del-dia: the page of the day at an address of its own (issue #43), to share and to find
 * again: today's page as the landing shows it, readable signed out, with its own title and
 * preview tags, HTTP-cached like the landing (entry.server's PUBLIC_DOCUMENTS) and in the sitemap.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const frame = await collectionsFrame(request);
  const daily = await pageOfTheDay(frame.viewer, new Date());
  return json({
    chrome: frame.chrome,
    locale: frame.locale,
    day: daily?.day ?? null,
    daily: daily ? dailyCard(daily.page) : null,
    image: daily ? absoluteUrl(frame.chrome.appUrl, daily.page.thumbnail) : "",
    collections: frame.collections.map(({ slug, title, count }) => ({ slug, title, count })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const t = translator(data.locale, collectionsMessages);
  const { appName, appUrl } = data.chrome;
  return publicMeta({
    title: data.daily ? t("daily.metaTitle", { title: data.daily.title, app: appName }) : t("daily.metaTitleNone", { app: appName }),
    description: t("daily.lead"),
    url: `${appUrl}/pagina-del-dia`,
    image: data.image,
    imageAlt: data.daily?.title ?? "",
    siteName: appName,
    locale: data.locale,
  });
};

export default function PageOfTheDay() {
  const t = useT(collectionsMessages);
  const { chrome, daily, collections } = useLoaderData<typeof loader>();
  return (
    <PublicPage chrome={chrome} base="/">
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-6 sm:py-12">
        {daily ? (
          <DailyPage page={daily} headingLevel={1} />
        ) : (
          <>
            <h1 className="text-3xl font-black">{t("daily.title")}</h1>
            <p className="card px-6 py-16 text-center text-ink-soft" data-testid="daily-page-none">
              {t("daily.none")}
            </p>
          </>
        )}
        <CollectionChips collections={collections} />
      </div>
    </PublicPage>
  );
}
