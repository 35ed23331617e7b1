import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Gallery } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import { galleryData } from "~/routes/pages+/__gallery.server";
import { requireRegularUser } from "~/utils/session.server";
import { galleryHandle } from "~/components/gallery/page-card";
import { CollectionChips } from "~/components/collections/collection-chips";
import { DailyPage, dailyCard } from "~/components/collections/daily-page";
import { listCollections } from "~/services/collections.server";
import { pageOfTheDay } from "~/services/daily-pages.server";
import { getLocale } from "~/utils/request.server";

export const handle = galleryHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const url = new URL(request.url);
  // A plan chosen on the landing page carries on to checkout (docs/product.md §2).
  if (url.searchParams.has("plan")) throw redirect(`/checkout${url.search}`);
  const [gallery, daily, collections] = await Promise.all([
    galleryData(request, viewer, "public"),
    pageOfTheDay(viewer, new Date()),
    listCollections(getLocale(request)),
  ]);
  return json({ ...gallery, daily: daily ? dailyCard(daily.page) : null, collections: collections.map(({ slug, title, count }) => ({ slug, title, count })) });
}

export default function PublicPages() {
  const data = useLoaderData<typeof loader>();
  return (
    <Gallery
      data={data}
      screen="public"
      lead={
        <>
          <CollectionChips collections={data.collections} />
          {/* The page of the day comes first, above the search, while nothing is searched for. */}
          {data.daily && !data.search ? <DailyPage page={data.daily} /> : null}
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return <GalleryError message="gallery.failedPages" />;
}
