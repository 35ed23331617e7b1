import { Link, useLocation } from "@remix-run/react";
import { IncidentCode, useIncidentId } from "~/components/error-page";
import { useT } from "~/utils/i18n-react";
import { galleryMessages } from "~/i18n/messages/gallery";
import type { KeysOf } from "~/i18n/define";

/**
 * A gallery that could not be read (docs/product.md §8): the failure message and a way to retry. A list
 * outside the galleries (the admin's) says its own message, already in the person's language.
 */
export function GalleryError(props: { message: KeysOf<typeof galleryMessages> } | { text: string }) {
  const t = useT(galleryMessages);
  const location = useLocation();
  const requestId = useIncidentId();
  return (
    <div role="alert" className="card flex flex-col items-center gap-4 px-6 py-16 text-center">
      <p className="text-lg font-extrabold text-coral-700">{"text" in props ? props.text : t(props.message)}</p>
      <IncidentCode id={requestId} />
      <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary">
        {t("gallery.retry")}
      </Link>
    </div>
  );
}
