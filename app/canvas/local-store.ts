/**
 * The colour screen's copy on the device (IndexedDB): every stroke and fill is written here
 * the moment it is made, with the undo history, so a closed tab, a crash or a lost
 * connection loses nothing. One record per (user, page) holds the history (as steps of layer
 * ids) and what the server has; each layer is its own record, written once.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { decodeHistory, type EncodedHistory } from "./history-codec";
import type { Sent, Synced } from "./resume";
import type { FillStyle } from "~/lib/fill-style";
import type { Timelapse } from "~/lib/timelapse";

/** A stroke's path as fabric draws it: commands like ["M", x, y], ["Q", x1, y1, x, y], ["L", x, y]. */
export type PathData = (string | number)[][];

export type StoredLayer =
  /** `region`: a "No salirse" stroke, kept inside that region of the page's region map. */
  | { kind: "stroke"; path: PathData; color: string; width: number; erase: boolean; region?: number }
  /** `style`: a gradient or texture (absent, as in copies kept before styles: flat). */
  | { kind: "fill"; regionId: number; color: string; style?: FillStyle }
  /**
   * A picture under the strokes: the paint the page was opened with, and the server's time-lapse
   * of that very picture (null: none; absent in copies kept before it was kept here).
   */
  | { kind: "image"; blob: Blob; timelapse?: Timelapse | null };

export type LocalDoc = {
  key: string;
  userId: number;
  pageId: number;
  /** The tab that edited this copy last; `{clientId}:{seq}` is the save id of its current state. */
  clientId: string;
  /** Raised by every edit. */
  seq: number;
  history: EncodedHistory;
  synced: Synced | null;
  /** States sent to the server whose answer has not come back (the last few). */
  sent: Sent[];
  editedAt: number;
};

interface ColoringDb extends DBSchema {
  docs: { key: string; value: LocalDoc; indexes: { editedAt: number } };
  layers: { key: [string, number]; value: { doc: string; id: number; layer: StoredLayer } };
}

export const docKey = (userId: number, pageId: number) => `${userId}:${pageId}`;

/** Colourings kept on the device beyond this many (the least recently edited, and only when the server has them) are dropped. */
export const KEEP_DOCS = 30;

export type LocalStore = {
  load(key: string): Promise<{ doc: LocalDoc; layers: Map<number, StoredLayer> } | null>;
  /**
   * Writes the record and the new layers in one transaction (applied in call order with every
   * other write); `drop` removes layers no snapshot uses any more; `replace` removes every layer
   * of the record first (a fresh start).
   */
  save(doc: LocalDoc, added: { id: number; layer: StoredLayer }[], options?: { drop?: number[]; replace?: boolean }): Promise<void>;
  remove(key: string): Promise<void>;
  /** Drops the oldest colourings the server already has, beyond `keep`. */
  prune(keep?: number, isUnsaved?: (doc: LocalDoc) => boolean): Promise<void>;
};

export async function openLocalStore(name = "colorea-coloring"): Promise<LocalStore | null> {
  if (typeof indexedDB === "undefined") return null;
  let db: IDBPDatabase<ColoringDb>;
  try {
    db = await openDB<ColoringDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore("docs", { keyPath: "key" }).createIndex("editedAt", "editedAt");
        database.createObjectStore("layers", { keyPath: ["doc", "id"] });
      },
    });
  } catch {
    // Private modes and blocked storage: the screen still works, saving to the server only.
    return null;
  }
  // IndexedDB runs read-write transactions on the same stores in the order they are made,
  // so each write starts at once (a page closed right after an edit has its write under way).
  const range = (key: string) => IDBKeyRange.bound([key, -Infinity], [key, Infinity]);

  return {
    async load(key) {
      const tx = db.transaction(["docs", "layers"]);
      const doc = await tx.objectStore("docs").get(key);
      if (!doc) return null;
      const rows = await tx.objectStore("layers").getAll(range(key));
      await tx.done;
      return { doc, layers: new Map(rows.map((row) => [row.id, row.layer])) };
    },
    async save(doc, added, options = {}) {
      // Every request is made before the first answer: nothing waits on a round trip.
      const tx = db.transaction(["docs", "layers"], "readwrite");
      const layers = tx.objectStore("layers");
      const requests: Promise<unknown>[] = [];
      if (options.replace) requests.push(layers.delete(range(doc.key)));
      for (const id of options.drop ?? []) requests.push(layers.delete([doc.key, id]));
      for (const { id, layer } of added) requests.push(layers.put({ doc: doc.key, id, layer }));
      requests.push(tx.objectStore("docs").put(doc));
      await Promise.all([...requests, tx.done]);
    },
    async remove(key) {
      const tx = db.transaction(["docs", "layers"], "readwrite");
      await Promise.all([tx.objectStore("layers").delete(range(key)), tx.objectStore("docs").delete(key), tx.done]);
    },
    async prune(keep = KEEP_DOCS, isUnsaved = hasUnsavedWork) {
      const docs = await db.getAllFromIndex("docs", "editedAt");
      const old = docs
        .reverse()
        .slice(keep)
        .filter((doc) => !isUnsaved(doc));
      if (!old.length) return;
      const tx = db.transaction(["docs", "layers"], "readwrite");
      await Promise.all([...old.flatMap((doc) => [tx.objectStore("layers").delete(range(doc.key)), tx.objectStore("docs").delete(doc.key)]), tx.done]);
    },
  };
}

/** True when the device's copy holds something the server may not have. */
export function hasUnsavedWork(doc: LocalDoc): boolean {
  const history = decodeHistory(doc.history);
  if (history.cursor < 0) return false;
  const ids = history.snaps[history.cursor];
  const synced = doc.synced?.ids;
  return !synced || ids.length !== synced.length || ids.some((id, i) => id !== synced[i]);
}
