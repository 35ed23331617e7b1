import { describe, expect, it } from "vitest";
import { finishDecision, finishKey, observeFinish, type FlagStore } from "./finish";
import { stayInsideChoice } from "./use-stay-inside";

const memory = (): FlagStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
};
const progress = (colored: number, total = 4) => ({ colored, total, percent: Math.floor((colored * 100) / total) });

describe("the finished page's celebration", () => {
  it("celebrates once, when an edit here colours the last region", () => {
    const store = memory();
    const key = finishKey(7, 42);
    expect(observeFinish(store, key, progress(3), true)).toBe(false);
    expect(observeFinish(store, key, progress(4), true)).toBe(true);
    // An undo, then the same region again: no second celebration.
    expect(observeFinish(store, key, progress(3), true)).toBe(false);
    expect(observeFinish(store, key, progress(4), true)).toBe(false);
    expect(store.data.get(key)).toBe("1");
  });

  it("remembers silently a page that was finished before it was opened", () => {
    const store = memory();
    const key = finishKey(7, 43);
    expect(observeFinish(store, key, progress(4), false)).toBe(false);
    expect(store.data.get(key)).toBe("1");
    expect(observeFinish(store, key, progress(4), true)).toBe(false);
  });

  it("keeps each page and each person apart", () => {
    const store = memory();
    expect(observeFinish(store, finishKey(7, 1), progress(4), true)).toBe(true);
    expect(observeFinish(store, finishKey(7, 2), progress(4), true)).toBe(true);
    expect(observeFinish(store, finishKey(8, 1), progress(4), true)).toBe(true);
  });

  it("never counts a page without regions, or not yet measured, as finished", () => {
    expect(finishDecision(null, true, false)).toBe("none");
    expect(finishDecision({ colored: 0, total: 0, percent: 0 }, true, false)).toBe("none");
    expect(finishDecision(progress(4), true, true)).toBe("none");
  });

  it("still celebrates where the store refuses (private browsing)", () => {
    const broken: FlagStore = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(observeFinish(broken, "k", progress(4), true)).toBe(true);
  });
});

describe("No salirse's choice", () => {
  it("is what the person chose last on this device, else on for a finger and off for a mouse", () => {
    expect(stayInsideChoice("1", false)).toBe(true);
    expect(stayInsideChoice("0", true)).toBe(false);
    expect(stayInsideChoice(null, true)).toBe(true);
    expect(stayInsideChoice(null, false)).toBe(false);
  });
});
