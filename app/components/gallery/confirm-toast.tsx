import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/utils/i18n-react";
import { appMessages } from "~/i18n/messages/app";

export type Confirmation = { pageId: number; variant: "info" | "success" | "danger"; message: string };

const tones = {
  info: "bg-ink text-white",
  success: "bg-mint-700 text-white",
  danger: "bg-coral-700 text-white",
};

/**
 * The confirmation toast (docs/product.md §3/§4): Cancel or a route change clears it; Proceed shows
 * a spinner and stays disabled until the action completes.
 */
export function ConfirmToast({
  confirmation,
  busy,
  onCancel,
  onProceed,
}: {
  confirmation: Confirmation | null;
  busy: boolean;
  onCancel: () => void;
  onProceed: () => void;
}) {
  const t = useT(appMessages);
  const location = useLocation();
  const first = useRef(location.key);
  const proceed = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (location.key !== first.current) onCancel();
    first.current = location.key;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  useEffect(() => {
    if (confirmation) proceed.current?.focus();
  }, [confirmation]);
  if (!confirmation) return null;
  return (
    <div className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {/* Escape answers the dialog, as it does any dialog. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="alertdialog"
        aria-labelledby="confirm-message"
        data-testid="confirm-toast"
        className={`flex w-full max-w-md animate-toast-in flex-col gap-3 rounded-(--radius-card) px-4 py-3 shadow-(--shadow-pop) sm:flex-row sm:items-center ${tones[confirmation.variant]}`}
        onKeyDown={(event) => {
          if (event.key === "Escape" && !busy) onCancel();
        }}
      >
        <p id="confirm-message" className="flex-1 text-sm font-semibold leading-6">
          {confirmation.message}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={onCancel} disabled={busy} className="btn bg-white/15 px-3 py-2 text-white hover:bg-white/25">
            {t("app.cancel")}
          </button>
          <button
            ref={proceed}
            type="button"
            onClick={onProceed}
            disabled={busy}
            aria-busy={busy || undefined}
            className="btn bg-white px-3 py-2 text-ink hover:bg-white/90"
          >
            {busy ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-ink/30 border-t-ink" /> : null}
            {t("app.proceed")}
          </button>
        </div>
      </div>
    </div>
  );
}
