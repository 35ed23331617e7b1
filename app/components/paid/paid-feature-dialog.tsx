import * as Dialog from "@radix-ui/react-dialog";
import { Link, useLocation } from "@remix-run/react";
import Crown from "lucide-react/icons/crown";
import { useRef } from "react";
import { paidMessages } from "~/i18n/messages/paid";
import { plansPath, type PaidFeature, type PlanOffer } from "~/lib/paid-features";
import { useT } from "~/utils/i18n-react";
import { PaidEyebrow, PaidOffer } from "./paid-offer";

/** A paid feature asked for: which, the plan that has it (null while none is for sale), and the button that asked. */
export type Asked = { feature: PaidFeature; offer: PlanOffer | null; opener: HTMLElement | null };

/** The one dialog of the user area's paid features (paid-feature.tsx loads it on the first ask). */
export default function PaidFeatureDialog({ asked, onClose }: { asked: Asked | null; onClose: () => void }) {
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
