import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Gallery } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import { viewerGallery } from "~/routes/pages+/__gallery.server";
import { galleryHandle } from "~/components/gallery/page-card";

export const handle = galleryHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  return viewerGallery(request, "owned");
}

export default function MyPages() {
  const data = useLoaderData<typeof loader>();
  return <Gallery data={data} screen="owned" />;
}

export function ErrorBoundary() {
  return <GalleryError message="gallery.failedPages" />;
}
