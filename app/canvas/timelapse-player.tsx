import * as Dialog from "@radix-ui/react-dialog";
import Film from "lucide-react/icons/film";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useCallback, useEffect, useRef, useState } from "react";
import { PICTURE_SIZE } from "~/lib/pages";
import { stepMs, type TimelapseStep } from "~/lib/timelapse";
import { fileSlug } from "~/utils/page-title";
import { useT } from "~/utils/i18n-react";
import { colorMessages } from "~/i18n/messages/color";
import type { RegionBitmaps } from "./fill";
import type { FillSurface } from "./region-fill";

/**
 * "Ver cómo lo pinté" (issue #17): the colouring drawn again, stroke by stroke and fill by fill,
 * in a few seconds, under the page's lines; and the same as a video to keep (WebM, recorded from
 * the canvas while it plays).
 */
export type TimelapseSource = {
  steps: TimelapseStep[];
  /** The page's line art, drawn over the paint. */
  lineArt: string;
  /** The paint there was before the recording began (the server's paint layer), for "b" steps. */
  before: string | null;
  regions: () => Promise<RegionBitmaps<FillSurface> | null>;
  title: string;
  pageId: number;
};

/** How long the finished picture stays at the end of a video. */
const HOLD_MS = 1200;

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`could not load ${src}`));
    image.src = src;
  });

/** The browser's video format for a recording, or null when it cannot record a canvas. */
function videoType(): string | null {
  if (typeof MediaRecorder === "undefined" || typeof HTMLCanvasElement.prototype.captureStream !== "function") return null;
  return ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm", "video/mp4"].find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

export function TimelapsePlayer({ source, open, onOpenChange }: { source: TimelapseSource | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT(colorMessages);
  // State, not a ref: the dialog's content (and the canvas) mounts a moment after it opens.
  const [display, setDisplay] = useState<HTMLCanvasElement | null>(null);
  const [shown, setShown] = useState(0);
  const [run, setRun] = useState(0);
  const [recording, setRecording] = useState(false);
  const [failed, setFailed] = useState(false);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const total = source?.steps.length ?? 0;
  const done = total > 0 && shown >= total;

  // One replay per `run`: the paint on its own canvas, step by step, the lines over it each frame.
  useEffect(() => {
    if (!open || !source || !display) return;
    let cancelled = false;
    let frame = 0;
    const paint = document.createElement("canvas");
    paint.width = paint.height = PICTURE_SIZE;
    const paintContext = paint.getContext("2d");
    const context = display.getContext("2d");
    if (!paintContext || !context) return;
    setShown(0);
    setFailed(false);
    const play = async () => {
      const needsFills = source.steps.some((step) => step.t === "f");
      const needsBefore = source.before && source.steps.some((step) => step.t === "b");
      const [lines, before, bitmaps] = await Promise.all([
        loadImage(source.lineArt),
        needsBefore ? loadImage(source.before as string).catch(() => null) : Promise.resolve(null),
        needsFills ? source.regions() : Promise.resolve(null),
      ]);
      if (cancelled) return;
      const compose = () => {
        context.globalCompositeOperation = "source-over";
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, PICTURE_SIZE, PICTURE_SIZE);
        context.drawImage(paint, 0, 0);
        context.globalCompositeOperation = "multiply";
        context.drawImage(lines, 0, 0, PICTURE_SIZE, PICTURE_SIZE);
        context.globalCompositeOperation = "source-over";
      };
      const draw = (step: TimelapseStep) => {
        if (step.t === "b") {
          if (before) paintContext.drawImage(before, 0, 0, PICTURE_SIZE, PICTURE_SIZE);
          return;
        }
        if (step.t === "f") {
          const bitmap = bitmaps?.get(step.r, step.c);
          if (bitmap) paintContext.drawImage(bitmap.surface, bitmap.box.left, bitmap.box.top);
          return;
        }
        paintContext.save();
        paintContext.globalCompositeOperation = step.e ? "destination-out" : "source-over";
        paintContext.strokeStyle = step.c;
        paintContext.lineWidth = step.w;
        paintContext.lineCap = "round";
        paintContext.lineJoin = "round";
        paintContext.stroke(new Path2D(step.d));
        paintContext.restore();
      };
      const each = stepMs(source.steps.length);
      let next = 0;
      let started = -1;
      compose();
      const tick = (now: number) => {
        if (cancelled) return;
        if (started < 0) started = now;
        const until = Math.min(source.steps.length, Math.floor((now - started) / each) + 1);
        for (; next < until; next++) draw(source.steps[next]);
        compose();
        setShown(next);
        if (next < source.steps.length) frame = requestAnimationFrame(tick);
        // The finished picture stays a moment at the end of a video.
        else if (recorderRef.current) setTimeout(() => recorderRef.current?.stop(), HOLD_MS);
      };
      frame = requestAnimationFrame(tick);
    };
    play().catch((error: unknown) => {
      console.error("the time-lapse could not be played", error);
      if (!cancelled) setFailed(true);
      recorderRef.current?.stop();
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [open, source, run, display]);

  const again = useCallback(() => setRun((n) => n + 1), []);

  /** Plays it again while the canvas is recorded, then saves the video. */
  const saveVideo = () => {
    const type = videoType();
    if (!type || !display || !source) return;
    const stream = display.captureStream(30);
    const recorder = new MediaRecorder(stream, { mimeType: type });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    recorder.onstop = () => {
      recorderRef.current = null;
      setRecording(false);
      stream.getTracks().forEach((track) => track.stop());
      const blob = new Blob(chunks, { type: type.split(";")[0] });
      const link = Object.assign(document.createElement("a"), {
        href: URL.createObjectURL(blob),
        download: `${fileSlug(source.title, source.pageId)}-timelapse.${type.includes("mp4") ? "mp4" : "webm"}`,
      });
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    };
    recorderRef.current = recorder;
    setRecording(true);
    recorder.start();
    again();
  };

  const canRecord = typeof window !== "undefined" && videoType() !== null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (recording ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="timelapse"
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-(--radius-card) bg-surface p-5 shadow-(--shadow-pop)"
        >
          <Dialog.Title className="flex items-center gap-2 text-lg font-extrabold text-ink">
            <Film aria-hidden className="size-5 text-brand-600" />
            {t("color.timelapse.title")}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{t("color.timelapse.description")}</Dialog.Description>
          {total === 0 ? (
            <p className="text-ink-soft" data-testid="timelapse-empty">
              {t("color.timelapse.empty")}
            </p>
          ) : (
            <>
              <canvas
                ref={setDisplay}
                width={PICTURE_SIZE}
                height={PICTURE_SIZE}
                className="aspect-square w-full rounded-(--radius-control) border border-line bg-white"
                role="img"
                aria-label={t("color.timelapse.canvas", { title: source?.title ?? "" })}
                data-testid="timelapse-canvas"
                data-shown={shown}
                data-total={total}
                data-done={done || undefined}
              />
              <p className="text-center text-sm font-bold text-ink-soft" aria-live="polite">
                {failed ? t("color.timelapse.failed") : recording ? t("color.timelapse.recording") : done ? t("color.timelapse.done") : t("color.timelapse.progress", { done: shown, total })}
              </p>
            </>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className="btn-secondary" disabled={recording}>
                {t("color.timelapse.close")}
              </button>
            </Dialog.Close>
            {total > 0 ? (
              <>
                <button type="button" className="btn-secondary" onClick={again} disabled={recording} data-testid="timelapse-again">
                  <RotateCcw aria-hidden className="size-4" />
                  {t("color.timelapse.again")}
                </button>
                {canRecord ? (
                  <button type="button" className="btn-primary" onClick={saveVideo} disabled={recording} data-testid="timelapse-video">
                    {t("color.timelapse.video")}
                  </button>
                ) : null}
              </>
            ) : null}
          </div>
          {total > 0 && !canRecord ? <p className="text-xs text-ink-muted">{t("color.timelapse.noVideo")}</p> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
