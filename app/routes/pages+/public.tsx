import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
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
  const url = new URL(request.url);
  // A plan chosen on the landing page carries on to checkout (SPEC §2).
  if (url.searchParams.has("plan")) throw redirect(`/checkout${url.search}`);
  return json(await galleryData(request, viewer, "public"));
}

export default function PublicPages() {
  const t = useT(galleryMessages);
  const data = useLoaderData<typeof loader>();
  return (
    <Gallery
      data={data}
      scope="public"
      title={t("gallery.public.title")}
      emptyText={t("gallery.public.empty")}
      failedText="gallery.failedPages"
      admin={false}
      createTo="/pages/public/create"
    />
  );
}

export function ErrorBoundary() {
  return <GalleryError message="gallery.failedPages" />;
}
