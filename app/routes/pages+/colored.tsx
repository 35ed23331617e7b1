import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Gallery } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import { viewerGallery } from "~/routes/pages+/__gallery.server";
import { BookletLink } from "~/components/gallery/booklet-link";
import { galleryHandle } from "~/components/gallery/page-card";

export const handle = galleryHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  return viewerGallery(request, "colored");
}

export default function ColoredPages() {
  const data = useLoaderData<typeof loader>();
  return <Gallery data={data} screen="colored" actions={<BookletLink />} />;
}

export function ErrorBoundary() {
  return <GalleryError message="gallery.failedPages" />;
}
