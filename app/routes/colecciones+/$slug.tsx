import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { CollectionChips } from "~/components/collections/collection-chips";
import { CardIconSprite } from "~/components/gallery/card-icons";
import { PageCard } from "~/components/gallery/page-card";
import { publicMeta } from "~/components/landing/meta";
import { PublicPage, staticHandle } from "~/components/landing/public-page";
import { LoadMoreLink } from "~/components/ui/list-controls";
import { translator } from "~/i18n/define";
import { collectionsMessages } from "~/i18n/messages/collections";
import { galleryMessages } from "~/i18n/messages/gallery";
import { pageQuerySchema } from "~/lib/pagination";
import { paginateCollectionWebCards, readCollection } from "~/services/collections.server";
import { useT } from "~/utils/i18n-react";
import { collectionsFrame } from "./__collections.server";

export const handle = staticHandle;

/**
 * /colecciones/{slug}: a curated collection's public pages, server-rendered for everyone (signed
 * out too), pages 1..N at once like the gallery without JavaScript; an unknown slug is the 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const frame = await collectionsFrame(request);
  const collection = await readCollection(params.slug ?? "", frame.locale);
  const query = pageQuerySchema.parse({ ...Object.fromEntries(new URL(request.url).searchParams), scope: "public" });
  const page = await paginateCollectionWebCards(frame.viewer, collection.slug, query);
  return json({
    chrome: frame.chrome,
    locale: frame.locale,
    signedIn: frame.signedIn,
    collection: { ...collection, cover: frame.collections.find((each) => each.slug === collection.slug)?.cover ?? "" },
    collections: frame.collections.map(({ slug, title, count }) => ({ slug, title, count })),
    page,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const t = translator(data.locale, collectionsMessages);
  const { appName, appUrl } = data.chrome;
  return publicMeta({
    title: t("collections.metaTitle", { title: data.collection.title, app: appName }),
    description: data.collection.description,
    url: `${appUrl}/colecciones/${data.collection.slug}`,
    image: data.collection.cover,
    imageAlt: data.collection.title,
    siteName: appName,
    locale: data.locale,
  });
};

export default function CollectionPage() {
  const t = useT(collectionsMessages, galleryMessages);
  const { chrome, collection, collections, page, signedIn } = useLoaderData<typeof loader>();
  const location = useLocation();
  const more = new URLSearchParams(location.search);
  more.set("page", String(page.currentPage + 1));
  return (
    <PublicPage chrome={chrome} base="/">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <Link to="/colecciones" className="inline-flex items-center gap-1.5 text-sm font-bold text-brand-700 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          {t("collections.all")}
        </Link>
        <header className="max-w-3xl space-y-3">
          <h1 className="text-3xl font-black sm:text-4xl">{collection.title}</h1>
          <p className="text-lg text-ink-soft">{collection.description}</p>
          <p className="text-sm font-bold text-brand-700">{t("collections.count", { count: collection.count })}</p>
        </header>
        <CollectionChips collections={collections} current={collection.slug} />
        {page.data.length === 0 ? (
          <p className="card px-6 py-16 text-center text-ink-soft" data-testid="gallery-empty">
            {t("collections.empty")}
          </p>
        ) : (
          <>
            <CardIconSprite />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="collection-pages">
              {page.data.map((card, index) => (
                <li key={card.id} className="grid">
                  <PageCard page={card} admin={false} readOnly eager={index < 3} />
                </li>
              ))}
            </ul>
          </>
        )}
        {page.currentPage < page.lastPage ? <LoadMoreLink to={`?${more}`} loading={false} loadingLabel={t("gallery.loading")} /> : null}
        {signedIn ? null : (
          <aside className="card flex flex-col items-start gap-3 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div className="space-y-1">
              <h2 className="text-xl font-extrabold">{t("collections.cta.title")}</h2>
              <p className="text-ink-soft">{t("collections.cta.text")}</p>
            </div>
            <a href="/sign-up" className="btn-primary shrink-0">
              {t("collections.cta.signUp")}
            </a>
          </aside>
        )}
      </div>
    </PublicPage>
  );
}
