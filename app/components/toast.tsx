import { useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "~/utils/i18n-react";
import { appMessages } from "~/i18n/messages/app";

export type ToastVariant = "info" | "success" | "danger";
export type ToastMessage = {
  id: string;
  variant: ToastVariant;
  /** The text, translated where it was made (the root loader translates the server's toasts). */
  message: string;
  persist?: boolean;
};

export const TOAST_DURATION = 6000;

type Shown = { toast: ToastMessage; locationKey: string };
const ToastContext = createContext<(toast: Omit<ToastMessage, "id">) => void>(() => {});

/** Shows a toast from anywhere on the client. */
export const useToast = () => useContext(ToastContext);

const styles: Record<ToastVariant, string> = {
  info: "bg-ink text-white",
  success: "bg-mint-700 text-white",
  danger: "bg-coral-700 text-white",
};

const icons: Record<ToastVariant, string> = { info: "ℹ", success: "✓", danger: "!" };

/**
 * The global toast at the bottom (docs/product.md §2, §4): one at a time, replaced by the next,
 * gone after 6 s, and cleared on a route change unless persistent. Server toasts
 * (flash cookie) arrive through `serverToast` and render without JavaScript too.
 */
export function ToastProvider({ serverToast, children }: { serverToast: ToastMessage | null; children: ReactNode }) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown | null>(serverToast ? { toast: serverToast, locationKey: location.key } : null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const locationKeyRef = useRef(location.key);
  locationKeyRef.current = location.key;

  const show = useCallback(
    (toast: Omit<ToastMessage, "id">) => setShown({ toast: { ...toast, id: crypto.randomUUID() }, locationKey: locationKeyRef.current }),
    [],
  );

  // A toast flashed by the server arrives with the navigation that carries it; any
  // other route change clears a toast that belongs to an earlier location, unless persistent.
  const seenServerToast = useRef(serverToast?.id);
  useEffect(() => {
    if (serverToast && serverToast.id !== seenServerToast.current) {
      seenServerToast.current = serverToast.id;
      setShown({ toast: serverToast, locationKey: location.key });
      return;
    }
    const current = shownRef.current;
    if (current && !current.toast.persist && current.locationKey !== location.key) setShown(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, serverToast?.id]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), TOAST_DURATION);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastView toast={shown?.toast ?? null} onClose={() => setShown(null)} />
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  const t = useT(appMessages);
  const text = toast?.message ?? "";
  return (
    // A screen that fills the window with its picture and tools (the colour screen) asks for toasts at the top (data-toast="top" on <html>, from its route's handle).
    <div
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 in-data-[toast=top]:top-[max(1rem,env(safe-area-inset-top))] in-data-[toast=top]:bottom-auto"
      aria-live="polite"
      role="status"
    >
      {toast ? (
        <div
          key={toast.id}
          data-testid="toast"
          data-variant={toast.variant}
          className={`pointer-events-auto flex w-full max-w-md animate-toast-in items-start gap-3 rounded-(--radius-card) px-4 py-3 shadow-(--shadow-pop) ${styles[toast.variant]}`}
        >
          <span aria-hidden className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-white/20 text-sm font-black">
            {icons[toast.variant]}
          </span>
          <p className="flex-1 text-sm font-semibold leading-6">{text}</p>
          <button
            type="button"
            onClick={onClose}
            className="-mr-1 rounded-md px-2 text-lg leading-6 text-white/80 hover:bg-white/10 hover:text-white"
            aria-label={t("app.close")}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
