import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Gallery } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import { useT } from "~/utils/i18n-react";
import { galleryData } from "~/routes/pages+/__gallery.server";
import { requireRegularUser } from "~/utils/session.server";
import { galleryMessages } from "~/i18n/messages/gallery";
import { BookletLink } from "~/components/gallery/booklet-link";
import { galleryHandle } from "~/components/gallery/page-card";

export const handle = galleryHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  return json(await galleryData(request, viewer, "colored"));
}

export default function ColoredPages() {
  const t = useT(galleryMessages);
  const data = useLoaderData<typeof loader>();
  return (
    <Gallery
      data={data}
      scope="colored"
      title={t("gallery.colored.title")}
      emptyText={t("gallery.colored.empty")}
      failedText="gallery.failedPages"
      admin={false}
      actions={<BookletLink />}
      createTo="/pages/colored/create"
    />
  );
}

export function ErrorBoundary() {
  return <GalleryError message="gallery.failedPages" />;
}
