import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Gallery } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import { useT } from "~/utils/i18n-react";
import { galleryData } from "~/routes/pages+/__gallery.server";
import { requireRegularUser } from "~/utils/session.server";
import { galleryMessages } from "~/i18n/messages/gallery";
import { galleryHandle } from "~/components/gallery/page-card";

export const handle = galleryHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  return json(await galleryData(request, viewer, "owned"));
}

export default function MyPages() {
  const t = useT(galleryMessages);
  const data = useLoaderData<typeof loader>();
  return (
    <Gallery
      data={data}
      scope="owned"
      title={t("gallery.owned.title")}
      emptyText={t("gallery.owned.empty")}
      failedText="gallery.failedPages"
      admin={false}
      createTo="/pages/create"
    />
  );
}

export function ErrorBoundary() {
  return <GalleryError message="gallery.failedPages" />;
}
