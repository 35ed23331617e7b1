import { describe, expect, it } from "vitest";
import { canRedo, canUndo, current, emptyHistory, push, redo, undo } from "./history";

const a = { id: "a" };
const b = { id: "b" };
const c = { id: "c" };

describe("history", () => {
  it("starts empty with nothing to undo or redo", () => {
    const h = emptyHistory<object>();
    expect(h.cursor).toBe(-1);
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
    expect(current(h)).toEqual([]);
  });

  it("pushing appends and moves the cursor; undo is disabled at the first snapshot, redo at the last", () => {
    let h = push(emptyHistory<object>(), []);
    expect(canUndo(h)).toBe(false);
    h = push(h, [a]);
    h = push(h, [a, b]);
    expect(h.cursor).toBe(2);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(undo(h));
    expect(current(h)).toEqual([]);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(current(h)).toEqual([a]);
    expect(canRedo(h)).toBe(true);
  });

  it("skips a snapshot identical to the current one", () => {
    const h = push(push(emptyHistory<object>(), []), [a]);
    const same = push(h, [a]);
    expect(same).toBe(h);
    expect(push(h, [b]).snaps).toHaveLength(3);
  });

  it("pushing after an undo truncates the redo history", () => {
    let h = push(push(push(emptyHistory<object>(), []), [a]), [a, b]);
    h = undo(h);
    h = push(h, [a, c]);
    expect(h.snaps.map((s) => s.length)).toEqual([0, 1, 2]);
    expect(current(h)).toEqual([a, c]);
    expect(canRedo(h)).toBe(false);
  });

  it("keeps at most `limit` steps, dropping the oldest", () => {
    let h = emptyHistory<number>();
    for (let i = 0; i < 10; i++) h = push(h, [i], 4);
    expect(h.snaps).toHaveLength(4);
    expect(current(h)).toEqual([9]);
    expect(h.snaps[0]).toEqual([6]);
  });

  it("is pure: earlier histories are untouched", () => {
    const h1 = push(emptyHistory<object>(), [a]);
    const h2 = push(h1, [a, b]);
    expect(h1.snaps).toHaveLength(1);
    expect(h2.snaps).toHaveLength(2);
  });
});
