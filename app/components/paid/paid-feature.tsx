import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { PaidFeature, PlanOffer } from "~/lib/paid-features";
import type { Asked } from "./paid-feature-dialog";

/**
 * A paid feature offered in place: what it gives, the plan that has it and its price,
 * "Ver planes" and "Ahora no"; while no plan can be bought, that they are on their way and nothing
 * to press that would fail. The same words as a dialog over the screen (nothing on it changes, and
 * focus goes back to the button that asked) and as a page of its own (without JavaScript).
 */

/**
 * The dialog's code (Radix's, most of it) is fetched the first time a free family taps a paid
 * feature, not with every screen of the user area: the gallery's JavaScript stays within its
 * budget, and a paid family never loads it.
 */
const PaidFeatureDialog = lazy(() => import("./paid-feature-dialog"));

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
  const [wanted, setWanted] = useState(false);
  const offerRef = useRef(offer);
  offerRef.current = offer;
  const ask = useCallback<PaidFeatures["ask"]>((feature, options = {}) => {
    const opener = options.opener ?? (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null));
    setWanted(true);
    setAsked({ feature, offer: options.offer === undefined ? offerRef.current : options.offer, opener });
  }, []);
  const value = useMemo(() => ({ paid, offer, ask }), [paid, offer, ask]);
  return (
    <PaidFeaturesContext.Provider value={value}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <PaidFeatureDialog asked={asked} onClose={() => setAsked(null)} />
        </Suspense>
      ) : null}
    </PaidFeaturesContext.Provider>
  );
}
