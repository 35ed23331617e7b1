import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { encodeHistory } from "./history-codec";
import { docKey, hasUnsavedWork, openLocalStore, type LocalDoc } from "./local-store";

const doc = (over: Partial<LocalDoc> = {}): LocalDoc => ({
  key: docKey(7, 42),
  userId: 7,
  pageId: 42,
  clientId: "dev",
  seq: 1,
  history: encodeHistory({ snaps: [[1], [1, 2]], cursor: 1 }),
  synced: { version: 1, saveId: "dev:0", ids: [1] },
  sent: [],
  editedAt: 1,
  ...over,
});

const stroke = {
  kind: "stroke" as const,
  path: [
    ["M", 1, 2],
    ["L", 3, 4],
  ],
  color: "#ff0000",
  width: 20,
  erase: false,
};

describe("the device's copy (IndexedDB)", () => {
  it("keeps the record, its layers (pictures included) and the history, and loads them back", async () => {
    const store = await openLocalStore(`t-${Math.random()}`);
    if (!store) throw new Error("no store");
    expect(await store.load(docKey(7, 42))).toBeNull();
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
    await store.save(doc(), [
      { id: 1, layer: { kind: "image", blob: image } },
      { id: 2, layer: stroke },
    ]);
    const loaded = await store.load(docKey(7, 42));
    expect(loaded?.doc.history).toEqual(doc().history);
    expect(loaded?.layers.get(2)).toEqual(stroke);
    const blob = loaded?.layers.get(1);
    expect(blob?.kind).toBe("image");
    expect(new Uint8Array(await (blob as { blob: Blob }).blob.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it("writes in call order, drops unused layers, and replaces everything on a fresh start", async () => {
    const store = await openLocalStore(`t-${Math.random()}`);
    if (!store) throw new Error("no store");
    const writes = [1, 2, 3, 4, 5].map((seq) => store.save(doc({ seq }), [{ id: seq + 10, layer: { kind: "fill", regionId: seq, color: "#00ff00" } }]));
    await Promise.all(writes);
    let loaded = await store.load(docKey(7, 42));
    expect(loaded?.doc.seq).toBe(5);
    expect([...(loaded?.layers.keys() ?? [])].sort()).toEqual([11, 12, 13, 14, 15]);
    await store.save(doc({ seq: 6 }), [], { drop: [11, 12] });
    loaded = await store.load(docKey(7, 42));
    expect([...(loaded?.layers.keys() ?? [])].sort()).toEqual([13, 14, 15]);
    await store.save(doc({ seq: 7 }), [{ id: 1, layer: stroke }], { replace: true });
    loaded = await store.load(docKey(7, 42));
    expect([...(loaded?.layers.keys() ?? [])]).toEqual([1]);
    await store.remove(docKey(7, 42));
    expect(await store.load(docKey(7, 42))).toBeNull();
  });

  it("prunes the least recently edited colourings the server has, never unsaved work", async () => {
    const store = await openLocalStore(`t-${Math.random()}`);
    if (!store) throw new Error("no store");
    for (let page = 1; page <= 5; page++) {
      const saved = page !== 1;
      await store.save(doc({ key: docKey(7, page), pageId: page, editedAt: page, synced: saved ? { version: 1, saveId: "x", ids: [1, 2] } : null }), []);
    }
    await store.prune(2);
    const left = await Promise.all([1, 2, 3, 4, 5].map(async (page) => (await store.load(docKey(7, page))) !== null));
    // Pages 5 and 4 are the newest; 1 is not on the server yet.
    expect(left).toEqual([true, false, false, true, true]);
  });

  it("knows when the device holds something the server may not have", () => {
    expect(hasUnsavedWork(doc())).toBe(true);
    expect(hasUnsavedWork(doc({ synced: { version: 2, saveId: "dev:1", ids: [1, 2] } }))).toBe(false);
    expect(hasUnsavedWork(doc({ synced: { version: 2, saveId: "b:1", ids: null } }))).toBe(true);
    expect(hasUnsavedWork(doc({ synced: null, history: encodeHistory({ snaps: [], cursor: -1 }) }))).toBe(false);
  });
});
