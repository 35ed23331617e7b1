import * as Dialog from "@radix-ui/react-dialog";
import { Link, useLocation } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import BookOpen from "lucide-react/icons/book-open";
import Crown from "lucide-react/icons/crown";
import Download from "lucide-react/icons/download";
import FileDown from "lucide-react/icons/file-down";
import Film from "lucide-react/icons/film";
import Heart from "lucide-react/icons/heart";
import Printer from "lucide-react/icons/printer";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { paidMessages } from "~/i18n/messages/paid";
import { plansPath, type PaidFeature, type PlanOffer } from "~/lib/paid-features";
import { useLocale, useT } from "~/utils/i18n-react";
import { formatUsd } from "~/utils/money";

/**
 * A paid feature offered in place (issue #28): what it gives, the plan that has it and its price,
 * "Ver planes" and "Ahora no"; while no plan can be bought, that they are on their way and nothing
 * to press that would fail. The same words as a dialog over the screen (nothing on it changes, and
 * focus goes back to the button that asked) and as a page of its own (without JavaScript).
 */

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
  const locale = useLocale();
  if (!offer) {
    return (
      <p className="mt-5 rounded-(--radius-control) border-2 border-dashed border-sun-400 bg-sun-100/60 px-4 py-3 text-sm font-semibold text-ink" data-testid="paid-soon">
        {t("paid.soon")}
      </p>
    );
  }
  const price = formatUsd(offer.price, locale);
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

type Asked = { feature: PaidFeature; offer: PlanOffer | null; opener: HTMLElement | null };

type PaidFeatures = {
  /** Whether the viewer's plan has the paid features. */
  paid: boolean;
  /** The plan offered for them (null while none can be bought). */
  offer: PlanOffer | null;
  /**
   * Offers a paid feature in the dialog. `opener`: where focus goes back to (by default what has
   * it now); `offer`: the plan a server's refusal named, when it answered instead of the screen.
   */
  ask: (feature: PaidFeature, options?: { opener?: HTMLElement | null; offer?: PlanOffer | null }) => void;
};

const PaidFeaturesContext = createContext<PaidFeatures>({ paid: true, offer: null, ask: () => {} });

/** What a screen of the user area asks before a paid feature: the plan, and the dialog that offers it. */
export const usePaidFeatures = () => useContext(PaidFeaturesContext);

/** Gives the user area's screens `usePaidFeatures()`, with the one dialog they share. */
export function PaidFeaturesProvider({ paid, offer, children }: { paid: boolean; offer: PlanOffer | null; children: ReactNode }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const offerRef = useRef(offer);
  offerRef.current = offer;
  const ask = useCallback<PaidFeatures["ask"]>((feature, options = {}) => {
    const opener = options.opener ?? (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null));
    setAsked({ feature, offer: options.offer === undefined ? offerRef.current : options.offer, opener });
  }, []);
  const value = useMemo(() => ({ paid, offer, ask }), [paid, offer, ask]);
  return (
    <PaidFeaturesContext.Provider value={value}>
      {children}
      <PaidFeatureDialog asked={asked} onClose={() => setAsked(null)} />
    </PaidFeaturesContext.Provider>
  );
}

function PaidFeatureDialog({ asked, onClose }: { asked: Asked | null; onClose: () => void }) {
  const t = useT(paidMessages);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // The last one asked stays mounted, closed: Radix then closes it as it does (and focus goes back).
  const shown = useRef<Asked | null>(asked);
  if (asked) shown.current = asked;
  const current = asked ?? shown.current;
  const leaving = useRef(false);
  if (!current) return null;
  const { feature, offer, opener } = current;
  return (
    <Dialog.Root
      open={Boolean(asked)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="paid-dialog"
          data-feature={feature}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-toast-in overflow-y-auto rounded-(--radius-card) bg-surface p-6 shadow-(--shadow-pop)"
          onOpenAutoFocus={(event) => {
            // "Ahora no" first: a quick Enter never takes anyone away from their picture.
            event.preventDefault();
            leaving.current = false;
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>("[data-cancel]")?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Back to the button that asked (a menu's item is gone by now: its menu's button has it).
            if (leaving.current || !opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <PaidEyebrow feature={feature} />
          <Dialog.Title className="mt-4 text-xl font-extrabold text-ink">{t(`paid.${feature}.title`)}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-ink-soft">{t(`paid.${feature}.gives`)}</Dialog.Description>
          <PaidOffer offer={offer} />
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className="btn-secondary" data-cancel data-testid="paid-not-now">
                {offer ? t("paid.notNow") : t("paid.understood")}
              </button>
            </Dialog.Close>
            {offer ? (
              <Link
                to={plansPath(offer, here)}
                className="btn-primary"
                data-testid="paid-plans"
                onClick={() => {
                  leaving.current = true;
                  onClose();
                }}
              >
                <Crown aria-hidden className="size-4" />
                {t("paid.plans")}
              </Link>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
