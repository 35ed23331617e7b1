import { Link, useLocation } from "@remix-run/react";
import type { MessageKey } from "~/i18n";
import { useT } from "~/utils/i18n-react";
import { galleryMessages } from "~/i18n/messages/gallery";
import type { KeysOf } from "~/i18n/define";
import { specMessages } from "~/i18n/messages/spec";

/** A gallery that could not be read (SPEC §8): the failure message and a way to retry. */
export function GalleryError({ message }: { message: KeysOf<typeof specMessages> }) {
  const t = useT(galleryMessages, specMessages);
  const location = useLocation();
  return (
    <div role="alert" className="card flex flex-col items-center gap-4 px-6 py-16 text-center">
      <p className="text-lg font-extrabold text-coral-700">{t(message)}</p>
      <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary">
        {t("gallery.retry")}
      </Link>
    </div>
  );
}
