import { Link } from "@remix-run/react";
import BookOpen from "lucide-react/icons/book-open";
import { useT } from "~/utils/i18n-react";
import { bookletMessages } from "~/i18n/messages/booklet";

/** To make a booklet of one's coloured and favourite pages (issue #17). */
export function BookletLink() {
  const t = useT(bookletMessages);
  return (
    <Link to="/pages/booklets/new" className="btn-secondary" data-testid="booklet-link">
      <BookOpen aria-hidden className="size-4" />
      {t("booklet.new.title")}
    </Link>
  );
}
