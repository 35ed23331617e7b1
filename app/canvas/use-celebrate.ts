import confetti from "canvas-confetti";
import { useCallback, useRef } from "react";
import { CONFETTI_MS } from "./editor-state";

/**
 * Confetti over the screen when a picture is saved on request, printed or downloaded (never
 * with reduced motion). Returns the canvas it is thrown on and the throw.
 */
export function useCelebrate() {
  const confettiRef = useRef<HTMLCanvasElement>(null);
  const celebrate = useCallback(() => {
    const element = confettiRef.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const fire = confetti.create(element, { resize: true, useWorker: false });
    const end = Date.now() + CONFETTI_MS;
    const burst = () => {
      void fire({ particleCount: 40, spread: 70, startVelocity: 35, origin: { x: Math.random() * 0.6 + 0.2, y: 0.6 } });
      if (Date.now() < end) setTimeout(burst, 350);
    };
    burst();
    setTimeout(() => fire.reset(), CONFETTI_MS + 1500);
  }, []);
  return { confettiRef, celebrate };
}
