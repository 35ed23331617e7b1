import { describe, expect, it } from "vitest";
import {
  animationFrames,
  capTimelapse,
  dToPath,
  pathToD,
  pictureSteps,
  replayAt,
  SETTLE_MS,
  stepMs,
  TIMELAPSE_MAX_STEPS,
  type TimelapseStep,
} from "./timelapse";

describe("the time-lapse's data", () => {
  it("writes fabric's path commands as compact SVG path data to half a pixel, and reads them back", () => {
    const path = [
      ["M", 10.24, 20.76],
      ["Q", 30.1, 40.49, 50, 60],
      ["L", 70.25, 80.74],
    ];
    const d = pathToD(path);
    expect(d).toBe("M10 21Q30 40.5 50 60L70.5 80.5");
    expect(dToPath(d)).toEqual([
      ["M", 10, 21],
      ["Q", 30, 40.5, 50, 60],
      ["L", 70.5, 80.5],
    ]);
  });

  it("keeps the first steps within the caps and says when it left some out; one 'before' is enough", () => {
    const stroke: TimelapseStep = { t: "s", c: "#ef4444", w: 20, d: "M1 1L2 2" };
    expect(capTimelapse([{ t: "b" }, { t: "b" }, stroke])).toEqual({ v: 1, steps: [{ t: "b" }, stroke] });
    const many = Array.from({ length: TIMELAPSE_MAX_STEPS + 5 }, () => stroke);
    const capped = capTimelapse(many);
    expect(capped.steps).toHaveLength(TIMELAPSE_MAX_STEPS);
    expect(capped.truncated).toBe(true);
    const long = Array.from({ length: 100 }, () => ({ ...stroke, d: `M0 0${"L1000 1000".repeat(1000)}` }));
    const small = capTimelapse(long);
    expect(small.truncated).toBe(true);
    expect(JSON.stringify(small).length).toBeLessThanOrEqual(512 * 1024);
  });

  it("plays any number of steps in about six seconds, a few of them slowly enough to see", () => {
    expect(stepMs(3)).toBe(400);
    expect(stepMs(60)).toBe(100);
    expect(stepMs(3000) * 3000).toBe(6000);
  });

  it("stands for a picture by its own steps when they rebuild it, else by what they show and then the picture itself", () => {
    const red: TimelapseStep = { t: "s", c: "#ef4444", w: 20, d: "M1 1L2 2" };
    const blue: TimelapseStep = { t: "f", r: 3, c: "#3b82f6" };
    // None known (saved before time-lapses, or a copy kept before pictures carried theirs).
    expect(pictureSteps(null)).toEqual([{ t: "b" }]);
    expect(pictureSteps({ v: 1, steps: [red, blue] })).toEqual([red, blue]);
    // Cut at the caps, or a later save (a closing tab's, a shell's) carried none.
    expect(pictureSteps({ v: 1, steps: [red, blue], truncated: true })).toEqual([red, blue, { t: "b" }]);
    // A "b" inside stood for an older picture, which this copy never had.
    expect(pictureSteps({ v: 1, steps: [{ t: "b" }, red, blue] })).toEqual([red, blue, { t: "b" }]);
    expect(pictureSteps({ v: 1, steps: [], truncated: true })).toEqual([{ t: "b" }]);
  });
});

describe("a replay's frames", () => {
  it("end on the saved picture itself, however many steps: the last step settles into it", () => {
    for (const steps of [1, 2, 3, 15, 60, 999, 3000]) {
      const end = steps * stepMs(steps) + SETTLE_MS;
      expect(replayAt(0, steps), `${steps} steps`).toEqual({ shown: 1, settled: 0 });
      // The last step has its time on screen before the picture settles.
      expect(replayAt(steps * stepMs(steps) - 1, steps), `${steps} steps`).toEqual({ shown: steps, settled: 0 });
      expect(replayAt(end - SETTLE_MS / 2, steps).settled, `${steps} steps`).toBeCloseTo(0.5);
      expect(replayAt(end, steps), `${steps} steps`).toEqual({ shown: steps, settled: 1 });
      expect(replayAt(end + 60_000, steps), `${steps} steps`).toEqual({ shown: steps, settled: 1 });
      // Never a step back, never settled back.
      let before = replayAt(0, steps);
      for (let t = 0; t <= end; t += 37) {
        const now = replayAt(t, steps);
        expect(now.shown).toBeGreaterThanOrEqual(before.shown);
        expect(now.settled).toBeGreaterThanOrEqual(before.settled);
        before = now;
      }
    }
    expect(replayAt(SETTLE_MS, 0)).toEqual({ shown: 0, settled: 1 });
  });

  it("an animation spreads the steps over its frames; its last frame is the saved picture", () => {
    expect(animationFrames(2, 48)).toEqual([
      { shown: 1, settled: 0 },
      { shown: 2, settled: 1 },
    ]);
    const long = animationFrames(1000, 48);
    expect(long).toHaveLength(48);
    expect(long.at(-1)).toEqual({ shown: 1000, settled: 1 });
    expect(long.slice(0, -1).every((frame) => frame.settled === 0)).toBe(true);
    expect(animationFrames(0, 48)).toEqual([{ shown: 0, settled: 1 }]);
  });
});
