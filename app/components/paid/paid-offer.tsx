import type { LucideIcon } from "lucide-react";
import BookOpen from "lucide-react/icons/book-open";
import Crown from "lucide-react/icons/crown";
import Download from "lucide-react/icons/download";
import FileDown from "lucide-react/icons/file-down";
import Film from "lucide-react/icons/film";
import Heart from "lucide-react/icons/heart";
import Printer from "lucide-react/icons/printer";
import { paidMessages } from "~/i18n/messages/paid";
import type { PaidFeature, PlanOffer } from "~/lib/paid-features";
import { useMoney, useT } from "~/utils/i18n-react";

/** What the dialog and the page without JavaScript (routes/_user+/paid.$feature.tsx) both show of a paid feature. */
const ICONS: Record<PaidFeature, LucideIcon> = {
  print: Printer,
  download: Download,
  pdf: FileDown,
  booklet: BookOpen,
  favorite: Heart,
  timelapseVideo: Film,
};

/** The feature's icon and the plans' name above its title. */
export function PaidEyebrow({ feature }: { feature: PaidFeature }) {
  const t = useT(paidMessages);
  const Icon = ICONS[feature];
  return (
    <p className="flex items-center gap-3">
      <span aria-hidden className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
        <Icon className="size-5" />
      </span>
      <span className="inline-flex items-center gap-1.5 rounded-full bg-sun-100 px-3 py-1 text-xs font-black uppercase tracking-wide text-ink">
        <Crown aria-hidden className="size-3.5 text-sun-500" />
        {t("paid.eyebrow")}
      </span>
    </p>
  );
}

/** The plan that has it and its price (as the landing shows prices), or that none can be bought yet. */
export function PaidOffer({ offer }: { offer: PlanOffer | null }) {
  const t = useT(paidMessages);
  const money = useMoney();
  if (!offer) {
    return (
      <p
        className="mt-5 rounded-(--radius-control) border-2 border-dashed border-sun-400 bg-sun-100/60 px-4 py-3 text-sm font-semibold text-ink"
        data-testid="paid-soon"
      >
        {t("paid.soon")}
      </p>
    );
  }
  const price = money(offer.price);
  return (
    <div className="mt-5" data-testid="paid-offer" data-plan={offer.name}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-(--radius-control) border-2 border-brand-200 bg-brand-50 px-4 py-3">
        <span className="sr-only">{t("paid.offer", { plan: offer.title, price })}</span>
        <span aria-hidden className="text-base font-extrabold text-ink">
          {t("paid.plan", { plan: offer.title })}
        </span>
        <span aria-hidden className="flex items-baseline gap-1">
          <span className="text-2xl font-black tabular-nums text-ink" data-testid="paid-price">
            {price}
          </span>
          <span className="text-sm font-bold text-ink-muted">{t("paid.perMonth")}</span>
        </span>
      </p>
      <p className="mt-2 text-xs font-semibold text-ink-muted">{t("paid.cancelAnyTime")}</p>
    </div>
  );
}
