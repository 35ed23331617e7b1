import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { publicMeta } from "~/components/landing/meta";
import { PublicPage, staticHandle } from "~/components/landing/public-page";
import { translator } from "~/i18n/define";
import { collectionsMessages } from "~/i18n/messages/collections";
import { useT } from "~/utils/i18n-react";
import { collectionsFrame } from "./__collections.server";

export const handle = staticHandle;

/** /colecciones: every curated collection that holds pages, public (signed out too). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { chrome, locale, collections } = await collectionsFrame(request);
  return json({ chrome, locale, collections: collections.filter((collection) => collection.count > 0) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const t = translator(data.locale, collectionsMessages);
  const { appName, appUrl } = data.chrome;
  return publicMeta({
    title: t("collections.index.metaTitle", { app: appName }),
    description: t("collections.index.description"),
    url: `${appUrl}/colecciones`,
    image: data.collections[0]?.cover ?? "",
    imageAlt: data.collections[0]?.title ?? "",
    siteName: appName,
    locale: data.locale,
  });
};

export default function CollectionsIndex() {
  const t = useT(collectionsMessages);
  const { chrome, collections } = useLoaderData<typeof loader>();
  return (
    <PublicPage chrome={chrome} base="/">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
        <header className="max-w-2xl space-y-3">
          <h1 className="text-3xl font-black sm:text-4xl">{t("collections.index.title")}</h1>
          <p className="text-lg text-ink-soft">{t("collections.index.lead")}</p>
        </header>
        {collections.length === 0 ? (
          <p className="card px-6 py-16 text-center text-ink-soft" data-testid="collections-empty">
            {t("collections.empty")}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="collection-list">
            {collections.map((collection, index) => (
              <li key={collection.slug} className="flex">
                <article className="card group relative flex w-full flex-col" aria-label={collection.title}>
                  <div className="aspect-[4/3] overflow-hidden rounded-t-(--radius-card) bg-white">
                    {collection.cover ? (
                      <img
                        src={collection.cover}
                        alt=""
                        width={512}
                        height={384}
                        loading={index < 3 ? "eager" : "lazy"}
                        decoding="async"
                        className="size-full object-contain p-2"
                      />
                    ) : null}
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-5">
                    <h2 className="text-xl font-extrabold">
                      <Link
                        to={`/colecciones/${collection.slug}`}
                        aria-label={t("collections.open", { title: collection.title })}
                        className="outline-none after:absolute after:inset-0 after:rounded-(--radius-card) hover:text-brand-700 focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500"
                      >
                        {collection.title}
                      </Link>
                    </h2>
                    <p className="text-sm text-ink-soft">{collection.description}</p>
                    <p className="mt-auto pt-1 text-sm font-bold text-brand-700">{t("collections.count", { count: collection.count })}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PublicPage>
  );
}
