import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Crown from "lucide-react/icons/crown";
import { usePaidFeatures } from "~/components/paid/paid-feature";
import { paidMessages } from "~/i18n/messages/paid";
import { plansPath } from "~/lib/paid-features";
import { Gallery } from "~/components/gallery/gallery";
import { GalleryError } from "~/components/gallery/gallery-error";
import { useT } from "~/utils/i18n-react";
import { viewerGallery } from "~/routes/pages+/__gallery.server";
import { BookletLink } from "~/components/gallery/booklet-link";
import { galleryHandle } from "~/components/gallery/page-card";

export const handle = galleryHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  return viewerGallery(request, "favorited");
}

export default function FavoritePages() {
  const t = useT(paidMessages);
  const data = useLoaderData<typeof loader>();
  const { paid, offer } = usePaidFeatures();
  return (
    <Gallery
      data={data}
      screen="favorite"
      // The heart is a paid plan's: on the free plan, say so and what to do, not "tap the heart".
      emptyText={paid ? undefined : t(offer ? "paid.favorite.empty" : "paid.favorite.emptySoon")}
      emptyAction={
        !paid && offer ? (
          <Link to={plansPath(offer, "/pages/favorite")} className="btn-primary" data-testid="favorite-plans">
            <Crown aria-hidden className="size-4" />
            {t("paid.plans")}
          </Link>
        ) : undefined
      }
      actions={<BookletLink />}
    />
  );
}

export function ErrorBoundary() {
  return <GalleryError message="gallery.failedFavorites" />;
}
