import { useCallback, useEffect, useRef, type RefObject } from "react";
import { drawSharpLines, SHARP_FROM, screenPixelsPerPagePixel } from "./sharp-lines";
import { GLIDE_MS } from "./use-viewport";
import type { Size, View } from "./view";

/**
 * The colour screen's crisp lines (canvas/sharp-lines, issue #43.1): `moved()` as the view moves
 * (the line art in the stage shows, scaled by the compositor: nothing is drawn while a finger
 * pinches), `settled(view)` once it rests (the lines drawn again for that view at the screen's
 * pixels, shown in the same frame as the stage's line art is hidden, so the lines never double).
 */
export function useSharpLines({
  src,
  lineArtRef,
  canvasRef,
  stageRef,
  sizeRef,
}: {
  src: string;
  lineArtRef: RefObject<HTMLImageElement>;
  canvasRef: RefObject<HTMLCanvasElement>;
  stageRef: RefObject<HTMLDivElement>;
  sizeRef: RefObject<Size>;
}) {
  const imageRef = useRef<HTMLImageElement | null>(null);
  const shownRef = useRef(false);
  /** The view last settled, drawn once the line art has loaded if it had not yet. */
  const pendingRef = useRef<View | null>(null);
  const drawTurn = useRef(0);

  const show = useCallback(
    (sharp: boolean) => {
      if (shownRef.current === sharp) return;
      shownRef.current = sharp;
      const canvas = canvasRef.current;
      const lineArt = lineArtRef.current;
      if (canvas) canvas.style.visibility = sharp ? "visible" : "hidden";
      if (lineArt) lineArt.style.visibility = sharp ? "hidden" : "visible";
      canvas?.toggleAttribute("data-sharp", sharp);
    },
    [canvasRef, lineArtRef],
  );

  const draw = useCallback(
    (view: View) => {
      const image = imageRef.current;
      const canvas = canvasRef.current;
      const frame = sizeRef.current;
      if (!image || !canvas || !frame?.width) return void (pendingRef.current = view);
      const ratio = window.devicePixelRatio || 1;
      if (screenPixelsPerPagePixel(view, ratio) < SHARP_FROM) return show(false);
      const started = performance.now();
      const drawn = drawSharpLines(canvas, image, view, frame, ratio);
      // (how long the drawing took, for the tests and for a look in the browser's inspector)
      canvas.dataset.drawMs = (performance.now() - started).toFixed(1);
      show(drawn);
    },
    [canvasRef, sizeRef, show],
  );

  useEffect(() => {
    let gone = false;
    const image = new Image();
    image.decoding = "async";
    image.src = src;
    image
      .decode()
      .then(() => {
        if (gone) return;
        imageRef.current = image;
        const pending = pendingRef.current;
        pendingRef.current = null;
        if (pending) draw(pending);
      })
      // Not decoded (offline, a broken file): the stage's line art stays, as before.
      .catch(() => undefined);
    return () => {
      gone = true;
      imageRef.current = null;
    };
  }, [src, draw]);

  const moved = useCallback(() => {
    drawTurn.current++;
    show(false);
  }, [show]);

  const settled = useCallback(
    (view: View) => {
      const turn = ++drawTurn.current;
      // A glide ("¿Qué me falta?", GLIDE_MS) is a transition of the stage's transform: drawn once it ends.
      const gliding = Boolean(stageRef.current?.style.transition);
      const later = (run: () => void) => (gliding ? setTimeout(run, GLIDE_MS + 20) : requestAnimationFrame(run));
      later(() => {
        if (turn === drawTurn.current) draw(view);
      });
    },
    [draw, stageRef],
  );

  return { moved, settled };
}
