import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Gallery } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import { useT } from "~/utils/i18n-react";
import { galleryData } from "~/utils/gallery.server";
import { requireAdmin } from "~/utils/session.server";

/** Every page, blocked ones included with their flag, for moderation. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return json(await galleryData(request, admin, "public"));
}

export default function AdminPages() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  return (
    <Gallery data={data} scope="public" title={t("gallery.admin.title")} emptyText={t("gallery.admin.empty")} failedText="spec.failedPages" admin />
  );
}

export function ErrorBoundary() {
  return <GalleryError message="spec.failedPages" />;
}
