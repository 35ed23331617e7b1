import * as Dialog from "@radix-ui/react-dialog";
import { SheetDialog } from "~/components/ui/sheet-dialog";
import Film from "lucide-react/icons/film";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useCallback, useEffect, useRef, useState } from "react";
import { PICTURE_SIZE } from "~/lib/pages";
import { animationFrames, REPLAY_MS, replayAt, type TimelapseStep } from "~/lib/timelapse";
import { fileSlug } from "~/lib/page-title";
import { useT } from "~/utils/i18n-react";
import { colorMessages } from "~/i18n/messages/color";
import type { RegionBitmaps } from "./fill";
import { fillOfStep } from "./fill-record";
import type { FillSurface } from "./region-fill";
import { regionBox } from "./region-map";
import { plainVideo } from "./plain-video";
import { drawInside } from "./stay-inside";

/**
 * "Ver cómo lo pinté" (issue #17): the colouring drawn again, stroke by stroke and fill by fill,
 * in a few seconds, under the page's lines, its last step settling into the paint layer itself
 * (issue #28: it ends on exactly the saved picture, whatever its steps rebuilt); and the same as
 * a video to keep (MP4 where the browser records it, else WebM; recorded from the canvas while it
 * plays) or, where no video can be recorded, an animated GIF.
 */
export type TimelapseSource = {
  steps: TimelapseStep[];
  /** The page's line art, drawn over the paint. */
  lineArt: string;
  /** The picture the colouring went on from, which "b" steps show. */
  start: CanvasImageSource | null;
  /** The paint layer as it is (what is saved): the replay's last frame is exactly it under the lines. */
  end: CanvasImageSource | null;
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

/**
 * Video formats in the order they are chosen: MP4 with H.264 first, which every phone opens
 * (iPhones open no WebM) and Chromium and Safari record; WebM where it is not (Firefox). A bare
 * "video/mp4" comes last: Safari's own (H.264), while Chromium would put VP9 in it.
 */
const VIDEO_TYPES = ["video/mp4;codecs=avc1.42E01E", "video/mp4;codecs=avc1", "video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm", "video/mp4"];

/** The browser's video format for a recording, or null when it cannot record a canvas. */
function videoType(): string | null {
  if (typeof MediaRecorder === "undefined" || typeof HTMLCanvasElement.prototype.captureStream !== "function") return null;
  return VIDEO_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

const square = (size: number) => Object.assign(document.createElement("canvas"), { width: size, height: size });

/**
 * The paint of a replay on its own canvas, drawn step by step, and the picture (paint under the
 * lines) at any size, as far settled into the saved one as asked.
 */
async function makePainter(source: TimelapseSource) {
  const paint = square(PICTURE_SIZE);
  const context = paint.getContext("2d");
  if (!context) throw new Error("no 2D context");
  const needsFills = source.steps.some((step) => step.t === "f" || (step.t === "s" && step.r));
  const [lines, bitmaps] = await Promise.all([loadImage(source.lineArt), needsFills ? source.regions() : Promise.resolve(null)]);
  /** Paint on white, the lines multiplied over it: as the colour screen shows it and the server composes it. */
  const composeOf = (target: CanvasRenderingContext2D, layer: CanvasImageSource, size: number) => {
    target.globalCompositeOperation = "source-over";
    target.globalAlpha = 1;
    target.fillStyle = "#ffffff";
    target.fillRect(0, 0, size, size);
    target.drawImage(layer, 0, 0, size, size);
    target.globalCompositeOperation = "multiply";
    target.drawImage(lines, 0, 0, size, size);
    target.globalCompositeOperation = "source-over";
  };
  let endFrame: HTMLCanvasElement | null = null;
  return {
    draw(step: TimelapseStep) {
      if (step.t === "b") {
        // The paint becomes that picture: what the steps before drew is in it, or was not kept.
        context.clearRect(0, 0, PICTURE_SIZE, PICTURE_SIZE);
        if (source.start) context.drawImage(source.start, 0, 0, PICTURE_SIZE, PICTURE_SIZE);
        return;
      }
      if (step.t === "f") {
        const fill = fillOfStep(step);
        const bitmap = bitmaps?.get(fill.regionId, fill.color, fill.style);
        if (bitmap) context.drawImage(bitmap.surface, bitmap.box.left, bitmap.box.top);
        return;
      }
      const stroke = (target: CanvasRenderingContext2D) => {
        target.save();
        target.globalCompositeOperation = step.e ? "destination-out" : "source-over";
        target.strokeStyle = step.c;
        target.lineWidth = step.w;
        target.lineCap = "round";
        target.lineJoin = "round";
        target.stroke(new Path2D(step.d));
        target.restore();
      };
      if (!step.r) return stroke(context);
      // A "No salirse" stroke, clipped to its region as the colour screen drew it.
      const map = bitmaps?.map;
      const box = map ? regionBox(map, step.r) : null;
      if (map && box) drawInside(context, map, step.r, box, () => stroke(context));
    },
    /** The picture at `size`, `settled` of the way from the replayed paint to the paint layer itself (1: exactly it). */
    compose(target: CanvasRenderingContext2D, size: number, settled = 0) {
      const { end } = source;
      if (end && settled >= 1) return composeOf(target, end, size);
      composeOf(target, paint, size);
      if (!end || settled <= 0) return;
      // Frames cross-fade (both are opaque), so paint the steps left out fades in and paint they
      // drew that is not in the picture fades out.
      if (!endFrame) {
        endFrame = square(PICTURE_SIZE);
        const frameContext = endFrame.getContext("2d");
        if (!frameContext) throw new Error("no 2D context");
        composeOf(frameContext, end, PICTURE_SIZE);
      }
      target.globalAlpha = settled;
      target.drawImage(endFrame, 0, 0, size, size);
      target.globalAlpha = 1;
    },
  };
}

/** Frames of an animated image, and how big: enough to follow, small enough to share. */
const GIF_FRAMES = 48;
const GIF_SIZE = 480;

/**
 * The replay as an animated GIF, for a browser that cannot record a video: frames made at once
 * (not in real time), each reduced to its own 256 colours (colouring pages are flat colour).
 */
async function replayGif(source: TimelapseSource): Promise<Blob> {
  // (The bundler may hand over the CommonJS build, whose names sit on its default export.)
  const loaded = (await import("gifenc")) as typeof import("gifenc") & { default?: unknown };
  const { GIFEncoder, quantize, applyPalette } = typeof loaded.GIFEncoder === "function" ? loaded : (loaded.default as typeof import("gifenc"));
  const painter = await makePainter(source);
  const context = square(GIF_SIZE).getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D context");
  const gif = GIFEncoder();
  const frames = animationFrames(source.steps.length, GIF_FRAMES);
  let next = 0;
  for (const [i, { shown, settled }] of frames.entries()) {
    for (; next < shown; next++) painter.draw(source.steps[next]);
    painter.compose(context, GIF_SIZE, settled);
    const { data } = context.getImageData(0, 0, GIF_SIZE, GIF_SIZE);
    const palette = quantize(data, 256);
    gif.writeFrame(applyPalette(data, palette), GIF_SIZE, GIF_SIZE, { palette, delay: i === frames.length - 1 ? HOLD_MS : REPLAY_MS / frames.length });
    // Let the page breathe between frames.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  gif.finish();
  return new Blob([new Uint8Array(gif.bytes())], { type: "image/gif" });
}

/** The last video recorded of each page's colouring in this visit: "Compartir" offers it with the picture. */
const recordedVideos = new Map<number, File>();
export const recordedVideo = (pageId: number) => recordedVideos.get(pageId) ?? null;

/** Saves a blob as a file, under a name. */
function saveFile(blob: Blob, name: string) {
  const link = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: name });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export function TimelapsePlayer({
  source,
  open,
  onOpenChange,
  paid,
  onPaidOnly,
}: {
  source: TimelapseSource | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Keeping the video is a download: paid plans only (lib/paid-features.ts); watching is for everyone. */
  paid: boolean;
  onPaidOnly: () => void;
}) {
  const t = useT(colorMessages);
  // State, not a ref: the dialog's content (and the canvas) mounts a moment after it opens.
  const [display, setDisplay] = useState<HTMLCanvasElement | null>(null);
  const [shown, setShown] = useState(0);
  /** The replay has settled into the saved picture. */
  const [done, setDone] = useState(false);
  const [run, setRun] = useState(0);
  const [recording, setRecording] = useState(false);
  const [failed, setFailed] = useState(false);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const total = source?.steps.length ?? 0;

  // One replay per `run`: the paint on its own canvas, step by step, the lines over it each frame.
  useEffect(() => {
    if (!open || !source || !display) return;
    let cancelled = false;
    let frame = 0;
    const context = display.getContext("2d");
    if (!context) return;
    setShown(0);
    setDone(false);
    setFailed(false);
    const play = async () => {
      const painter = await makePainter(source);
      if (cancelled) return;
      let next = 0;
      let started = -1;
      let holdUntil = -1;
      painter.compose(context, PICTURE_SIZE);
      const tick = (now: number) => {
        if (cancelled) return;
        if (started < 0) started = now;
        const { shown: until, settled } = replayAt(now - started, source.steps.length);
        for (; next < until; next++) painter.draw(source.steps[next]);
        painter.compose(context, PICTURE_SIZE, settled);
        setShown(next);
        if (settled < 1) return void (frame = requestAnimationFrame(tick));
        setDone(true);
        // A video holds the finished picture a moment. It is painted on meanwhile: the recording
        // takes at most 30 frames a second, and only of a canvas painted since its last one, so
        // a picture painted once could be left out of it, and the hold with it.
        const recorder = recorderRef.current;
        if (!recorder) return;
        if (holdUntil < 0) holdUntil = now + HOLD_MS;
        if (now < holdUntil) frame = requestAnimationFrame(tick);
        else recorder.stop();
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
      stream.getTracks().forEach((track) => track.stop());
      // The container the recorder wrote names the file and its type; it is copied into a plain
      // file that says its whole length (canvas/plain-video), or kept as recorded if it cannot be.
      const container = (recorder.mimeType || type).startsWith("video/mp4") ? "mp4" : "webm";
      const recorded = new Blob(chunks, { type: `video/${container}` });
      plainVideo(recorded, container)
        .catch((error: unknown) => {
          console.warn("the video is kept as recorded", error);
          return recorded;
        })
        .then((plain) => {
          const video = new File([plain], `${fileSlug(source.title, source.pageId)}-timelapse.${container}`, { type: `video/${container}` });
          recordedVideos.set(source.pageId, video);
          saveFile(video, video.name);
        })
        .finally(() => setRecording(false));
    };
    recorderRef.current = recorder;
    setRecording(true);
    recorder.start();
    again();
  };

  /** Where no video can be recorded: the same replay as an animated image. */
  const saveAnimation = () => {
    if (!source) return;
    setRecording(true);
    replayGif(source)
      .then((gif) => saveFile(gif, `${fileSlug(source.title, source.pageId)}-timelapse.gif`))
      .catch((error: unknown) => {
        console.error("the animation could not be made", error);
        setFailed(true);
      })
      .finally(() => setRecording(false));
  };

  const canRecord = typeof window !== "undefined" && videoType() !== null;
  return (
    <SheetDialog
      open={open}
      onOpenChange={(next) => (recording ? undefined : onOpenChange(next))}
      icon={Film}
      title={t("color.timelapse.title")}
      description={t("color.timelapse.description")}
      describeAloud
      size="xl"
      data-testid="timelapse"
    >
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
            {failed
              ? t("color.timelapse.failed")
              : recording
                ? t(canRecord ? "color.timelapse.recording" : "color.timelapse.making")
                : done
                  ? t("color.timelapse.done")
                  : t("color.timelapse.progress", { done: shown, total })}
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
            <button
              type="button"
              className="btn-primary"
              onClick={!paid ? onPaidOnly : canRecord ? saveVideo : saveAnimation}
              disabled={recording}
              data-testid="timelapse-video"
            >
              {t(canRecord ? "color.timelapse.video" : "color.timelapse.animation")}
            </button>
          </>
        ) : null}
      </div>
    </SheetDialog>
  );
}
