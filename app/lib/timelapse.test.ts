import { describe, expect, it } from "vitest";
import { capTimelapse, dToPath, pathToD, stepMs, TIMELAPSE_MAX_STEPS, type TimelapseStep } from "./timelapse";

describe("the time-lapse's data", () => {
  it("writes fabric's path commands as compact SVG path data to half a pixel, and reads them back", () => {
    const path = [["M", 10.24, 20.76], ["Q", 30.1, 40.49, 50, 60], ["L", 70.25, 80.74]];
    const d = pathToD(path);
    expect(d).toBe("M10 21Q30 40.5 50 60L70.5 80.5");
    expect(dToPath(d)).toEqual([["M", 10, 21], ["Q", 30, 40.5, 50, 60], ["L", 70.5, 80.5]]);
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
});
