import { useEffect, useState } from "react";
import { useT } from "~/utils/i18n-react";
import { appMessages } from "~/i18n/messages/app";

export const SCROLL_TOP_THRESHOLD = 300;

/** 'Volver arriba' appears once the page is scrolled past 300 px. */
export function BackToTop() {
  const t = useT(appMessages);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-20 right-4 z-40 inline-flex items-center gap-2 rounded-full bg-surface px-4 py-2.5 text-sm font-bold text-brand-700 shadow-(--shadow-pop) ring-1 ring-line hover:bg-brand-50"
    >
      <span aria-hidden>↑</span>
      {t("app.backToTop")}
    </button>
  );
}
