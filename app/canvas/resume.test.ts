import { describe, expect, it } from "vitest";
import { applyStep, decodeHistory, diffStep, encodeHistory, usedIds } from "./history-codec";
import { additions, decideResume, type LayerKind, type LocalCopy } from "./resume";

// Layer 1 is the picture the page was opened with; 2..9 strokes; 20+ fills (region = id - 20).
const kindOf = (id: number): LayerKind | undefined =>
  id === 1 ? { kind: "image" } : id >= 20 ? { kind: "fill", regionId: id % 10 } : id > 0 ? { kind: "stroke" } : undefined;

const local = (over: Partial<LocalCopy>): LocalCopy => ({
  clientId: "dev-a",
  seq: 3,
  current: [1, 2, 3],
  synced: { version: 4, saveId: "dev-a:1", ids: [1, 2] },
  sent: [],
  editedAt: 2_000,
  kindOf,
  ...over,
});

describe("the history as the device stores it", () => {
  it("stores each step as what it removed and added, and rebuilds every snapshot", () => {
    const history = { snaps: [[1], [1, 2], [1, 2, 21], [1, 2, 31], [], [4]], cursor: 4 };
    const encoded = encodeHistory(history);
    expect(encoded.steps[1]).toEqual({ remove: [], add: [21] });
    expect(encoded.steps[2]).toEqual({ remove: [21], add: [31] });
    expect(encoded.steps[3]).toEqual({ remove: [1, 2, 31], add: [] });
    expect(decodeHistory(encoded)).toEqual(history);
    expect(decodeHistory(encodeHistory({ snaps: [], cursor: -1 }))).toEqual({ snaps: [], cursor: -1 });
    expect([...usedIds(history)].sort((a, b) => a - b)).toEqual([1, 2, 4, 21, 31]);
  });

  it("a step that does not only drop and append is stored whole", () => {
    const step = diffStep([1, 2, 3], [1, 3, 2]);
    expect(step).toEqual({ full: [1, 3, 2] });
    expect(applyStep([1, 2, 3], step)).toEqual([1, 3, 2]);
  });
});

describe("additions since the server's copy", () => {
  it("strokes and fills on top are additions; a fill may hide an older fill of its region", () => {
    expect(additions([1, 2, 3, 22], [1, 2], kindOf)).toEqual([3, 22]);
    expect(additions([1, 2, 32], [1, 2, 22], kindOf)).toEqual([32]);
  });

  it("taking something away, or a new picture underneath, is not", () => {
    expect(additions([1, 3], [1, 2], kindOf)).toBeNull();
    expect(additions([], [1, 2], kindOf)).toBeNull();
    expect(additions([1, 2, 33], [1, 2, 22], kindOf)).toBeNull();
    expect(additions([1, 2], [2], kindOf)).toBeNull();
  });
});

describe("which copy a reopened page continues", () => {
  const server = { version: 4, saveId: "dev-a:1", updatedAt: 1_000 };

  it("no local copy: the server's", () => {
    expect(decideResume(server, null)).toEqual({ from: "server" });
    expect(decideResume(null, null)).toEqual({ from: "server" });
  });

  it("never saved: the device's copy, with nothing on the server", () => {
    expect(decideResume(null, local({ synced: null }))).toEqual({ from: "local", synced: null });
  });

  it("the server holds the version the device last saved: the device's copy (with its history)", () => {
    expect(decideResume(server, local({}))).toEqual({ from: "local", synced: { version: 4, saveId: "dev-a:1", ids: [1, 2] } });
  });

  it("the closed tab's last save did land: the device knows which of its states the server holds", () => {
    const arrived = { version: 5, saveId: "dev-a:3", updatedAt: 3_000 };
    expect(decideResume(arrived, local({}))).toEqual({ from: "local", synced: { version: 5, saveId: "dev-a:3", ids: [1, 2, 3] } });
    const older = { version: 5, saveId: "dev-a:2", updatedAt: 3_000 };
    expect(decideResume(older, local({ sent: [{ saveId: "dev-a:2", ids: [1, 2, 5] }] }))).toEqual({
      from: "local",
      synced: { version: 5, saveId: "dev-a:2", ids: [1, 2, 5] },
    });
  });

  it("another device saved since, and this one only added: both kept (this device's strokes on top)", () => {
    const newer = { version: 6, saveId: "dev-b:9", updatedAt: 5_000 };
    expect(decideResume(newer, local({}))).toEqual({ from: "rebase", appended: [3] });
    expect(decideResume(newer, local({ synced: null, current: [2, 21] }))).toEqual({ from: "rebase", appended: [2, 21] });
  });

  it("another device saved since and this one has nothing new: the server's", () => {
    const newer = { version: 6, saveId: "dev-b:9", updatedAt: 5_000 };
    expect(decideResume(newer, local({ current: [1, 2] }))).toEqual({ from: "server" });
  });

  it("both changed and cannot both be kept: the one edited last wins", () => {
    const newer = { version: 6, saveId: "dev-b:9", updatedAt: 5_000 };
    expect(decideResume(newer, local({ current: [], editedAt: 4_000 }))).toEqual({ from: "server" });
    expect(decideResume(newer, local({ current: [], editedAt: 6_000 }))).toEqual({ from: "local", synced: { version: 6, saveId: "dev-b:9", ids: null } });
    expect(decideResume(newer, local({ current: [], editedAt: 1 }), { preferLocal: true })).toEqual({
      from: "local",
      synced: { version: 6, saveId: "dev-b:9", ids: null },
    });
  });
});
