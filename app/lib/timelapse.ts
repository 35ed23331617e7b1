/**
 * The time-lapse of a colouring (issue #17): the strokes and fills that made it, in order, as
 * compact data (never frames), saved with the colouring and replayed in a few seconds. Pure and
 * client-safe: the colour screen records and replays it, the server checks and keeps it.
 */

/** A stroke's path as fabric draws it: commands like ["M", x, y], ["Q", x1, y1, x, y], ["L", x, y]. */
export type PathCommands = (string | number)[][];

export type TimelapseStep =
  /** A stroke: colour, width, eraser or not, and its path as SVG path data in page pixels. */
  | { t: "s"; c: string; w: number; e?: 1; d: string }
  /** A fill of one region of the page's region map. */
  | { t: "f"; r: number; c: string }
  /** The paint there was before any step here was recorded (a colouring saved before time-lapses). */
  | { t: "b" };

export type Timelapse = { v: 1; steps: TimelapseStep[]; truncated?: true };

/** At most this many steps are kept: a longer colouring's time-lapse shows its first ones, then the picture. */
export const TIMELAPSE_MAX_STEPS = 3000;
/** …and at most this many bytes of JSON. */
export const TIMELAPSE_MAX_BYTES = 512 * 1024;
/** How long a replay takes, whatever the number of steps (a few seconds). */
export const REPLAY_MS = 6000;

const round = (n: number) => Math.round(n * 2) / 2;

/** Fabric's path commands as SVG path data, to half a pixel (what a 1024 px page can show). */
export function pathToD(path: PathCommands): string {
  return path
    .map(([command, ...numbers]) => `${command}${numbers.map((n) => String(round(Number(n)))).join(" ")}`)
    .join("");
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

/** How long each step of a replay takes: the whole in about REPLAY_MS, a short one no faster than a step every 0.4 s. */
export function stepMs(steps: number, durationMs = REPLAY_MS) {
  return Math.min(400, durationMs / Math.max(1, steps));
}
