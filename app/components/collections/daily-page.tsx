import { Link } from "@remix-run/react";
import Sparkles from "lucide-react/icons/sparkles";
import type { WebCard } from "~/lib/pages";
import { cardImage } from "~/components/gallery/page-card";
import { useT } from "~/utils/i18n-react";
import { collectionsMessages } from "~/i18n/messages/collections";
import { fetchFirst } from "~/lib/fetch-priority";

type DailyCard = Pick<WebCard, "id" | "title" | "colored" | "thumbnail" | "illustration">;

/** What the screens send of the page of the day: what it shows. */
export const dailyCard = ({ id, title, colored, thumbnail, illustration }: DailyCard): DailyCard => ({ id, title, colored, thumbnail, illustration });

/** The page of the day, first on the gallery and the landing: its picture, its title and the way to colour it. */
export function DailyPage({ page, headingLevel = 2 }: { page: DailyCard; headingLevel?: 1 | 2 }) {
  const t = useT(collectionsMessages);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby="daily-page-title" className="card flex flex-row items-stretch overflow-hidden" data-testid="daily-page" data-page-id={page.id}>
      <div className="grid w-28 shrink-0 place-items-center bg-white sm:w-56 md:w-64">
        <img src={cardImage(page)} alt="" width={512} height={512} {...fetchFirst()} decoding="async" className="aspect-square w-full object-contain" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-2 border-l border-line/70 bg-gradient-to-br from-sun-100 to-brand-50 p-4 sm:gap-3 sm:p-8">
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-sun-300 px-3 py-1 text-xs font-black uppercase tracking-wide text-ink">
          <Sparkles aria-hidden className="size-3.5" />
          {t("daily.title")}
        </p>
        <Heading id="daily-page-title" className="text-lg font-extrabold leading-snug sm:text-2xl">
          {page.title}
        </Heading>
        <p className="hidden text-ink-soft sm:block">{t("daily.lead")}</p>
        <Link to={`/pages/${page.id}/color`} className="btn-primary w-fit" data-testid="daily-page-link">
          {t("daily.open")}
        </Link>
      </div>
    </section>
  );
}
