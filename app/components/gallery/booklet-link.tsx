import { Link, useLocation } from "@remix-run/react";
import BookOpen from "lucide-react/icons/book-open";
import { usePaidFeatures } from "~/components/paid/paid-feature";
import { paidFeaturePath } from "~/lib/paid-features";
import { useT } from "~/utils/i18n-react";
import { bookletMessages } from "~/i18n/messages/booklet";

/**
 * To make a booklet of one's coloured and favourite pages (issue #17). On the free plan it offers
 * the plans over the gallery (without JavaScript, the page that says the same, and back here).
 */
export function BookletLink() {
  const t = useT(bookletMessages);
  const { paid, ask } = usePaidFeatures();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Link
      to={paid ? "/pages/booklets/new" : paidFeaturePath("booklet", here)}
      className="btn-secondary"
      data-testid="booklet-link"
      onClick={(event) => {
        if (paid) return;
        event.preventDefault();
        ask("booklet", { opener: event.currentTarget });
      }}
    >
      <BookOpen aria-hidden className="size-4" />
      {t("booklet.new.title")}
    </Link>
  );
}
