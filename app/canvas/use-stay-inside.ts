import { useCallback, useEffect, useRef, useState, type Dispatch, type MutableRefObject } from "react";
import { useToast } from "~/components/toast";
import { stayInsideMessages } from "~/i18n/messages/stay-inside";
import { PICTURE_SIZE } from "~/lib/pages";
import { useT } from "~/utils/i18n-react";
import type { EditorAction, EditorState } from "./editor-state";
import { deviceStore, recall, remember } from "./device-choices";
import { finishKey, observeFinish } from "./finish";
import type { Progress } from "./progress";
import { hitRadius } from "./region-map";
import { StayInsideBrush } from "./region-stroke";
import { strokeRegion } from "./stay-inside";
import type { FabricCanvas } from "./use-fabric-canvas";

/** Where the device keeps the person's choice ("1" on, "0" off), like the PDF's paper size. */
export const STAY_INSIDE_KEY = "colorea:stay-inside";

/** On or off: what the person chose last on this device, else on where the pointer is a finger (pointer: coarse). */
export function stayInsideChoice(stored: string | null, coarse: boolean) {
  return stored === "1" ? true : stored === "0" ? false : coarse;
}

function readChoice() {
  return stayInsideChoice(recall(STAY_INSIDE_KEY), window.matchMedia?.("(pointer: coarse)").matches ?? false);
}

export type StayInsideOptions = {
  paint: Pick<FabricCanvas, "fabricRef" | "mapRef" | "ready" | "regions">;
  stateRef: MutableRefObject<EditorState>;
  dispatch: Dispatch<EditorAction>;
};

/**
 * "No salirse": the brush's choice (kept on the device) and the brush told, at each stroke's
 * start, which region the stroke keeps to: the bucket's region under the pointer, while the brush
 * (not the eraser) is the tool and the page's region map is there. Returns what the toolbar shows.
 */
export function useStayInside({ paint, stateRef, dispatch }: StayInsideOptions) {
  const t = useT(stayInsideMessages);
  const toast = useToast();
  // The colour screen renders only in the browser (editor.client.tsx): the choice is read at once.
  const [on, setOn] = useState(readChoice);
  const onRef = useRef(on);
  onRef.current = on;
  const { fabricRef, mapRef } = paint;

  useEffect(() => {
    const canvas = fabricRef.current;
    const brush = canvas?.freeDrawingBrush;
    if (!canvas || !(brush instanceof StayInsideBrush)) return;
    brush.keptAt = (point) => {
      const map = mapRef.current;
      if (!onRef.current || stateRef.current.tool !== "brush" || !map) return null;
      // The bucket's reach: about 8 screen pixels, whatever the zoom.
      const scale = canvas.upperCanvasEl.getBoundingClientRect().width / PICTURE_SIZE;
      const regionId = strokeRegion(map, point, hitRadius(scale));
      return regionId ? { regionId, map } : null;
    };
  }, [paint.ready, fabricRef, mapRef, stateRef]);

  const available = paint.regions === "ready";
  const toggle = useCallback(() => {
    if (!available) return toast({ variant: "info", message: t("stayInside.unavailable") });
    const next = !onRef.current;
    setOn(next);
    remember(STAY_INSIDE_KEY, next ? "1" : "0");
    // It is the brush's: turning it on takes the brush up.
    if (next && stateRef.current.tool !== "brush") dispatch({ type: "tool", tool: "brush" });
    toast({ variant: "info", message: t(next ? "stayInside.on" : "stayInside.off") });
  }, [available, dispatch, stateRef, t, toast]);

  return { on, available, toggle };
}

export type FinishOptions = {
  userId: number;
  pageId: number;
  progress: Progress | null;
  /** Confetti (never with reduced motion). */
  celebrate: () => void;
};

/**
 * The gentle celebration when the last region is coloured by an edit made here: confetti and a
 * short message, once per page and person on this device (finish.ts). Returns what each edit calls.
 */
export function useFinishCelebration({ userId, pageId, progress, celebrate }: FinishOptions) {
  const t = useT(stayInsideMessages);
  const toast = useToast();
  const editedRef = useRef(false);
  useEffect(() => {
    if (!progress) return;
    if (observeFinish(deviceStore(), finishKey(userId, pageId), progress, editedRef.current)) {
      celebrate();
      toast({ variant: "success", message: t("stayInside.finished") });
    }
  }, [progress, userId, pageId, celebrate, t, toast]);
  return useCallback(() => void (editedRef.current = true), []);
}
