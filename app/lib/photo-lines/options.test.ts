import { describe, expect, it } from "vitest";
import { clampDetail } from "./options";

describe("clampDetail", () => {
  it("rounds into 1…5, and reads nonsense as the default", () => {
    expect([0, 1, 2.4, 2.6, 5, 9, Number.NaN].map(clampDetail)).toEqual([1, 1, 2, 3, 5, 5, 3]);
  });
});
