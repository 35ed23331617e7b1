import { Link } from "@remix-run/react";
import { ImageOff } from "lucide-react";
import { useT } from "~/utils/i18n-react";

export type SimpleCard = { id: number; prompt: string; illustration: string; thumbnail: string; author: string };

/** A grid of page cards (1 / 2 on large / 3 on extra-large) with an empty state. */
export function SimpleGallery({ title, empty, pages }: { title: string; empty: string; pages: SimpleCard[] }) {
  const t = useT();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
      {pages.length === 0 ? (
        <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center" data-testid="gallery-empty">
          <span className="grid size-16 place-items-center rounded-full bg-brand-100 text-brand-700">
            <ImageOff aria-hidden className="size-8" />
          </span>
          <p className="max-w-sm text-ink-soft">{empty}</p>
          <Link to="/pages/create" className="btn-primary">
            {t("app.createPage")}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
          {pages.map((page) => (
            <li key={page.id} className="card overflow-hidden">
              <Link to={`/pages/${page.id}/color`} className="block">
                <img src={page.thumbnail || page.illustration} alt={page.prompt} className="aspect-square w-full bg-white object-contain" loading="lazy" />
                <div className="p-4">
                  <p className="line-clamp-2 font-bold">{page.prompt}</p>
                  <p className="mt-1 text-sm text-ink-muted">{t("gallery.by", { name: page.author })}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
