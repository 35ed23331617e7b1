/**
 * The time-lapse of a colouring: the strokes and fills that made it, in order, as
 * compact data (never frames), saved with the colouring and replayed in a few seconds. Pure and
 * client-safe: the colour screen records and replays it, the server checks and keeps it.
 */

import type { FillStyle } from "./fill-style";

/** A stroke's path as fabric draws it: commands like ["M", x, y], ["Q", x1, y1, x, y], ["L", x, y]. */
export type PathCommands = (string | number)[][];

export type TimelapseStep =
  /** A stroke: colour, width, eraser or not, its path as SVG path data in page pixels, and the region it kept inside ("No salirse"). */
  | { t: "s"; c: string; w: number; e?: 1; d: string; r?: number }
  /** A fill of one region of the page's region map; `s`: its gradient or texture (absent: flat). */
  | { t: "f"; r: number; c: string; s?: FillStyle }
  /**
   * The paint becomes the picture the colouring went on from, which the steps before it do not
   * rebuild: one saved before time-lapses, or by a save that carried none, or past the caps.
   */
  | { t: "b" };

/**
 * `truncated`: the steps stop short of the picture (cut at the caps, or a later save carried no
 * time-lapse); a replay ends on the picture itself either way.
 */
export type Timelapse = { v: 1; steps: TimelapseStep[]; truncated?: true };

/** At most this many steps are kept: a longer colouring's time-lapse shows its first ones, then the picture. */
export const TIMELAPSE_MAX_STEPS = 3000;
/** …and at most this many bytes of JSON. */
export const TIMELAPSE_MAX_BYTES = 512 * 1024;
/** How long a replay takes, whatever the number of steps (a few seconds). */
export const REPLAY_MS = 6000;
/** How long the last step takes to settle into the saved picture. */
export const SETTLE_MS = 500;

const round = (n: number) => Math.round(n * 2) / 2;

/** Fabric's path commands as SVG path data, to half a pixel (what a 1024 px page can show). */
export function pathToD(path: PathCommands): string {
  return path.map(([command, ...numbers]) => `${command}${numbers.map((n) => String(round(Number(n)))).join(" ")}`).join("");
}

/** SVG path data (as pathToD writes it) back to fabric's path commands. */
export function dToPath(d: string): PathCommands {
  const commands: PathCommands = [];
  for (const match of d.matchAll(/([MLQCZmlqcz])([^MLQCZmlqcz]*)/g)) {
    const numbers = (match[2].match(/-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? []).map(Number);
    commands.push([match[1], ...numbers]);
  }
  return commands;
}

/**
 * The steps kept within the caps (the first ones, in order), marked truncated when some were
 * left out. Consecutive base markers are one.
 */
export function capTimelapse(steps: readonly TimelapseStep[]): Timelapse {
  const kept: TimelapseStep[] = [];
  let bytes = 20;
  for (const step of steps) {
    if (step.t === "b" && kept.at(-1)?.t === "b") continue;
    const size = JSON.stringify(step).length + 1;
    if (kept.length >= TIMELAPSE_MAX_STEPS || bytes + size > TIMELAPSE_MAX_BYTES) return { v: 1, steps: kept, truncated: true };
    kept.push(step);
    bytes += size;
  }
  return { v: 1, steps: kept };
}

/**
 * The steps that stand for a picture whose own time-lapse is `timelapse` (null: none known): all
 * of them when they rebuild it, else what they show and then the picture itself. A "b" among
 * them stood for an older picture, which only the copy that started from it had.
 */
export function pictureSteps(timelapse: Timelapse | null): TimelapseStep[] {
  if (!timelapse) return [{ t: "b" }];
  const rebuilds = !timelapse.truncated && timelapse.steps.every((step) => step.t !== "b");
  return rebuilds ? timelapse.steps : [...timelapse.steps.filter((step) => step.t !== "b"), { t: "b" }];
}

/** How long each step of a replay takes: the whole in about REPLAY_MS, a short one no faster than a step every 0.4 s. */
export function stepMs(steps: number, durationMs = REPLAY_MS) {
  return Math.min(400, durationMs / Math.max(1, steps));
}

/** A moment of a replay: how many steps are drawn, and how far the picture has settled into the saved one (1: it is exactly that). */
export type ReplayFrame = { shown: number; settled: number };

/**
 * Where a replay of `steps` steps is `elapsed` ms in. The last step settles into the saved
 * picture, so a replay always ends on exactly it, whatever way its steps went between devices
 * and tabs; where they rebuild it, nothing seems to move.
 */
export function replayAt(elapsed: number, steps: number): ReplayFrame {
  const each = stepMs(steps);
  return {
    shown: Math.min(steps, Math.floor(elapsed / each) + 1),
    settled: Math.min(1, Math.max(0, (elapsed - steps * each) / SETTLE_MS)),
  };
}

/** The frames of an animated image of `steps` steps, at most `most`: the steps spread over them, the last one the saved picture itself. */
export function animationFrames(steps: number, most: number): ReplayFrame[] {
  const frames = Math.max(1, Math.min(most, steps));
  return Array.from({ length: frames }, (_, i) => ({ shown: Math.round(((i + 1) / frames) * steps), settled: i === frames - 1 ? 1 : 0 }));
}
