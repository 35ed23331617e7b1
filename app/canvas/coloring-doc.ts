/**
 * One colouring as the colour screen keeps it: the paint layer's objects with their undo
 * history, the device's copy (IndexedDB, written at every edit), and which copy to continue
 * from when it opens or the server has a newer one. Sending it to the server is ColoringSync's
 * (coloring-sync.ts), which this holds.
 *
 * The editor draws; this class keeps. It never touches React: the editor hears about the
 * history and the save state through the callbacks it passes in.
 */
import type { Canvas, FabricObject } from "fabric";
import { ColoringSync, renderNow, type SyncEvents } from "./coloring-sync";
import type { RegionBitmaps } from "./fill";
import { canRedo, canUndo, current, emptyHistory, push, redo, undo, type History } from "./history";
import { decodeHistory, diffStep, type EncodedHistory, type Step } from "./history-codec";
import { imageLayer, inert, kindOfStored, layerIdOf, layerOf, layerRect, needsRegions, setLayerId, storedOf, WHOLE_PAGE } from "./layers";
import { docKey, KEEP_DOCS, type LocalDoc, type LocalStore, type StoredLayer } from "./local-store";
import { unionRect, type Rect } from "./progress";
import type { FillSurface } from "./region-fill";
import { decideResume, type LocalCopy, type Synced } from "./resume";
import type { ServerColoring } from "~/lib/color-screen-data";
import { PICTURE_SIZE } from "~/lib/pages";
import type { Timelapse } from "~/lib/timelapse";

export type DocEvents = SyncEvents & {
  /** The history changed (an edit, undo, redo, a newer copy merged in). */
  history: (history: History<FabricObject>) => void;
  /** The canvas was redrawn from other objects: progress has to be measured again. */
  replaced: () => void;
  /** The device's copy stopped working (storage full or gone): only the server keeps the work now. */
  unkept: () => void;
  /** Another tab opened this colouring and took it over: this one stops editing. */
  lost: () => void;
};

/** Layer ids of one tab: a random block of 2^21 ids, so two tabs of one device never share one. */
const newLayerBase = () => Math.floor(Math.random() * 2 ** 31) * 2 ** 21 + 1;

const PAGE = { width: PICTURE_SIZE, height: PICTURE_SIZE };
const newClientId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w-]/g, "").slice(0, 16);

const pageRect = (rect: Rect | null): Rect | null => unionRect(null, rect, PAGE);

export class ColoringDoc {
  history: History<FabricObject> = emptyHistory();
  private readonly sync: ColoringSync;
  private local: LocalDoc;
  /** Layer ids the device's store holds for this colouring. */
  private storedIds = new Set<number>();
  private steps = new WeakMap<readonly FabricObject[], Step>();
  private disposed = false;
  /** Edits count only once the colouring is on the canvas (before, they would clash with what is being restored). */
  private opened = false;
  private nextLayerId = newLayerBase();
  private merging: Promise<void> = Promise.resolve();
  private releaseLock: (() => void) | null = null;

  constructor(
    private readonly canvas: Canvas,
    private readonly options: {
      userId: number;
      pageId: number;
      /** Where saves go (the colour screen's action). */
      saveUrl: string;
      store: LocalStore | null;
      /** The page's region bitmaps, once its map has loaded (null: the page has none, or it failed). */
      regions: () => Promise<RegionBitmaps<FillSurface> | null>;
      /** How much of the page is coloured now, when it can be told. */
      progress: () => number | null;
      /** The time-lapse of the picture as it is now (JSON), once it can be told; sent with each save. */
      timelapse?: () => string | null;
      /** The server's time-lapse of its copy `server` (null: none), which comes with that copy's picture. */
      readTimelapse?: (server: ServerColoring) => Promise<Timelapse | null>;
      events: DocEvents;
    },
  ) {
    this.local = this.freshDoc();
    const { saveUrl, progress, timelapse, events } = options;
    this.sync = new ColoringSync(
      {
        canvas,
        ids: () => this.ids(),
        record: () => this.local,
        persist: () => this.persist([]),
        opened: () => this.opened,
        closed: () => this.disposed,
        merge: (server) => this.merge(server),
      },
      { saveUrl, progress, timelapse, events },
    );
  }

  /** The saves to the server, for the page around the colouring (coming back online). */
  get queue() {
    return this.sync.queue;
  }

  get key() {
    return docKey(this.options.userId, this.options.pageId);
  }

  /** True when the device keeps a copy: closing the page loses nothing even before the server has it. */
  get keptOnDevice() {
    return this.options.store !== null;
  }

  get canUndo() {
    return canUndo(this.history);
  }

  get canRedo() {
    return canRedo(this.history);
  }

  /** A record for this tab: its own client id (save ids name the tab), the edit counter carried on. */
  private freshDoc(seq = 0): LocalDoc {
    const { userId, pageId } = this.options;
    return {
      key: docKey(userId, pageId),
      userId,
      pageId,
      clientId: newClientId(),
      seq,
      history: { first: [], steps: [], cursor: -1 },
      synced: null,
      sent: [],
      editedAt: 0,
    };
  }

  /** The device's copy is unusable from now on; what it holds is left as it is. */
  private dropStore() {
    if (!this.options.store) return;
    this.options.store = null;
    this.options.events.unkept();
  }

  private ids(snapshot: readonly FabricObject[] = current(this.history)) {
    return snapshot.map(layerIdOf);
  }

  private tag(layer: FabricObject) {
    if (!layerIdOf(layer)) setLayerId(layer, this.nextLayerId++);
    return layer;
  }

  // --- opening ------------------------------------------------------------------------

  /**
   * Opens the colouring: the device's copy or the server's, whichever is newer, both kept
   * when they went separate ways (see resume.ts). Resolves once the canvas shows it. The tab
   * takes the colouring over from any other tab of this device that has it open.
   */
  async open(server: ServerColoring | null) {
    await this.claim();
    let saved: Awaited<ReturnType<LocalStore["load"]>> = null;
    try {
      saved = this.options.store ? await this.options.store.load(this.key) : null;
    } catch (error) {
      // Unreadable: never overwritten; this visit keeps the work on the server only.
      console.error("the device's copy could not be read", error);
      this.dropStore();
    }
    const serverCopy = server ? { version: server.version, saveId: server.saveId, updatedAt: Date.parse(server.updatedAt) } : null;
    let localHistory: History<number> | null = null;
    let localCopy: LocalCopy | null = null;
    if (saved) {
      localHistory = decodeHistory(saved.doc.history);
      localCopy = this.copyOf(saved.doc, [...(localHistory.snaps[localHistory.cursor] ?? [])], saved.layers);
    }
    const decision = decideResume(serverCopy, localCopy);
    if (saved && localHistory && decision.from === "local") {
      try {
        await this.restoreLocal(saved.doc, saved.layers, localHistory, decision.synced);
        // Only now may the queue run: a save attempt before `opened` would pass for saved.
        this.opened = true;
        this.sync.sendIfChanged();
        return;
      } catch (error) {
        // A layer that cannot be rebuilt (its region map failed): the device's copy stays as it
        // is for next time, and the server's shows meanwhile.
        console.error("the device's copy could not be restored", error);
        this.dropStore();
      }
    }
    this.local = this.freshDoc(saved?.doc.seq ?? 0);
    const appended = decision.from === "rebase" && saved ? await this.rebuild(decision.appended, saved.layers) : [];
    const base = server ? await this.serverLayer(server) : null;
    this.startFrom(base, appended, server);
    this.opened = true;
    await this.persist([...(base ? [base] : []), ...appended], { replace: true });
    void this.options.store?.prune(KEEP_DOCS).catch(() => undefined);
  }

  /**
   * One tab at a time edits a colouring (Web Locks: the newest takes it over, the older one is
   * told and stops), so two tabs never write over each other's copy on the device.
   */
  private async claim() {
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    if (!locks) return;
    await new Promise<void>((acquired) => {
      locks
        .request(`colorea-coloring-${this.key}`, { steal: true }, () => {
          acquired();
          return new Promise<void>((release) => (this.releaseLock = release));
        })
        .catch((error: unknown) => {
          acquired();
          if (error instanceof DOMException && error.name === "AbortError" && !this.disposed) {
            this.leave();
            this.options.events.lost();
          }
        });
    });
  }

  /** What resume.ts needs to know of a copy of this colouring. */
  private copyOf(doc: LocalDoc, currentIds: number[], stored: Map<number, StoredLayer>): LocalCopy {
    return {
      clientId: doc.clientId,
      seq: doc.seq,
      current: currentIds,
      synced: doc.synced,
      sent: doc.sent,
      editedAt: doc.editedAt,
      kindOf: (id) => {
        const layer = stored.get(id);
        return layer ? kindOfStored(layer) : undefined;
      },
    };
  }

  /**
   * The server's picture as a layer, with its own time-lapse: the time-lapse of the colouring
   * continues from that very picture's, whatever copy it came from (issue #28).
   */
  private async serverLayer(server: ServerColoring) {
    const [blob, timelapse] = await Promise.all([
      fetch(server.photo, { credentials: "same-origin" }).then((response) => {
        if (!response.ok) throw new Error(`the saved paint could not be loaded (HTTP ${response.status})`);
        return response.blob();
      }),
      this.options.readTimelapse?.(server) ?? null,
    ]);
    return this.tag(await imageLayer(blob, timelapse));
  }

  private async rebuild(ids: number[], stored: Map<number, StoredLayer>) {
    const regionsNeeded = ids.some((id) => needsRegions(stored.get(id)));
    const bitmaps = regionsNeeded ? await this.options.regions() : null;
    if (regionsNeeded && !bitmaps) throw new Error("the page's region map did not load");
    const layers: FabricObject[] = [];
    for (const id of ids) {
      const layer = stored.get(id);
      if (!layer) throw new Error(`layer ${id} is missing`);
      const object = await layerOf(layer, bitmaps);
      setLayerId(object, id);
      layers.push(object);
    }
    return layers;
  }

  private async restoreLocal(doc: LocalDoc, stored: Map<number, StoredLayer>, ids: History<number>, synced: Synced | null) {
    const all = [...new Set(ids.snaps.flat())];
    const objects = new Map<number, FabricObject>();
    const rebuilt = await this.rebuild(all, stored);
    rebuilt.forEach((object) => objects.set(layerIdOf(object), object));
    // This tab's own id from now on; the states the previous one sent stay recognisable.
    this.local = { ...this.freshDoc(doc.seq), history: doc.history, sent: doc.sent, editedAt: doc.editedAt, synced };
    this.storedIds = new Set(stored.keys());
    this.history = { snaps: ids.snaps.map((snap) => snap.map((id) => objects.get(id) as FabricObject)), cursor: ids.cursor };
    this.sync.synced = synced;
    this.show(current(this.history));
    this.options.events.history(this.history);
    this.sync.dirty = this.differenceFromServer();
    await this.persist([]);
  }

  /** A fresh history: the server's picture (if any) with `appended` painted on top, one step each. */
  private startFrom(base: FabricObject | null, appended: FabricObject[], server: ServerColoring | null) {
    const floor = base ? [base] : [];
    let history = push(emptyHistory<FabricObject>(), floor);
    appended.forEach((layer, i) => (history = push(history, [...floor, ...appended.slice(0, i + 1)])));
    this.history = history;
    this.sync.synced = server ? { version: server.version, saveId: server.saveId, ids: base ? [layerIdOf(base)] : [] } : null;
    this.local.synced = this.sync.synced;
    this.storedIds = new Set();
    this.show(current(history));
    this.options.events.history(history);
    this.sync.dirty = pageRect(appended.reduce<Rect | null>((rect, layer) => unionRect(rect, layerRect(layer), PAGE), null));
    if (appended.length) this.sync.queue.changed(0);
    else this.sync.queue.settle();
  }

  /** The canvas shows exactly these layers. */
  private show(layers: readonly FabricObject[]) {
    const before = this.canvas.getObjects();
    this.canvas.remove(...before);
    if (layers.length) this.canvas.add(...layers);
    // A blank page shown on a blank canvas has nothing to draw: its first render (clearing two
    // picture-sized canvases, then handing them to the compositor) was a long task of the screen's start.
    if (before.length || layers.length) this.canvas.requestRenderAll();
    this.options.events.replaced();
  }

  // --- editing ------------------------------------------------------------------------

  /**
   * A stroke or fill is on the canvas (the editor drew it): a history step, the device's
   * copy at once, the server's after a pause (`delay`).
   */
  edited(changed: Rect, delay?: number) {
    if (!this.opened || this.disposed) return;
    const objects = this.canvas.getObjects();
    const added = objects.filter((layer) => !layerIdOf(layer)).map((layer) => this.tag(inert(layer)));
    this.history = push(this.history, objects);
    this.changed(changed, added, delay);
  }

  undo() {
    if (this.opened && !this.disposed) this.move(undo(this.history));
  }

  redo() {
    if (this.opened && !this.disposed) this.move(redo(this.history));
  }

  /** "Borrar todo": an empty page, as a history step (so it can be undone). */
  clear() {
    const before = current(this.history);
    if (!before.length || !this.opened || this.disposed) return;
    this.history = push(this.history, []);
    this.canvas.remove(...this.canvas.getObjects());
    this.canvas.requestRenderAll();
    this.changed(this.rectOf(before), []);
  }

  /**
   * A double tap: takes back the one step its first tap made (a fill), if that is the last
   * step, and forgets it (no redo of a zoom gesture).
   */
  retract(before: History<FabricObject>) {
    const now = this.history;
    // The last step must be the tap's: the one before it is what the history showed then
    // (compared by snapshot, since a full history drops its oldest step on every push).
    if (now === before || now.cursor !== now.snaps.length - 1 || now.cursor < 1 || now.snaps[now.cursor - 1] !== current(before)) return;
    this.move({ snaps: now.snaps.slice(0, now.cursor), cursor: now.cursor - 1 });
  }

  private move(next: History<FabricObject>) {
    if (next === this.history) return;
    const before = current(this.history);
    this.history = next;
    const after = current(next);
    this.canvas.remove(...this.canvas.getObjects());
    if (after.length) this.canvas.add(...after);
    this.canvas.requestRenderAll();
    const beforeSet = new Set(before);
    const afterSet = new Set(after);
    this.changed(this.rectOf([...before.filter((l) => !afterSet.has(l)), ...after.filter((l) => !beforeSet.has(l))]), []);
  }

  private rectOf(layers: readonly FabricObject[]) {
    return layers.reduce<Rect | null>((rect, layer) => unionRect(rect, layerRect(layer), PAGE), null) ?? { left: 0, top: 0, width: 0, height: 0 };
  }

  private changed(rect: Rect, added: FabricObject[], delay?: number) {
    this.sync.dirty = unionRect(this.sync.dirty, rect, PAGE);
    this.local.seq++;
    this.local.editedAt = Date.now();
    this.options.events.history(this.history);
    void this.persist(added);
    if (this.sync.hasChanges()) this.sync.queue.changed(delay);
    else this.sync.queue.settle();
  }

  /** True when the canvas differs from what the server holds. */
  hasChanges() {
    return this.sync.hasChanges();
  }

  /** The part of the page where the canvas may differ from the server's copy. */
  private differenceFromServer(): Rect | null {
    const now = current(this.history);
    const { synced } = this.sync;
    if (!synced) return pageRect(this.rectOf(now));
    if (!synced.ids) return WHOLE_PAGE;
    const onServer = new Set(synced.ids);
    const shown = new Set(now.map(layerIdOf));
    const known = new Map(this.history.snaps.flat().map((layer) => [layerIdOf(layer), layer]));
    const changed = now.filter((layer) => !onServer.has(layerIdOf(layer)));
    for (const id of synced.ids) {
      if (shown.has(id)) continue;
      const layer = known.get(id);
      if (!layer) return WHOLE_PAGE;
      changed.push(layer);
    }
    return changed.length ? pageRect(this.rectOf(changed)) : null;
  }

  // --- the device's copy ----------------------------------------------------------------

  private encodeHistory(): EncodedHistory {
    const { snaps, cursor } = this.history;
    const steps: Step[] = [];
    for (let i = 1; i < snaps.length; i++) {
      let step = this.steps.get(snaps[i]);
      if (!step) {
        step = diffStep(this.ids(snaps[i - 1]), this.ids(snaps[i]));
        this.steps.set(snaps[i], step);
      }
      steps.push(step);
    }
    return { first: this.ids(snaps[0] ?? []), steps, cursor };
  }

  private persist(added: FabricObject[], options: { replace?: boolean } = {}): Promise<void> {
    const { store } = this.options;
    if (!store || this.disposed) return Promise.resolve();
    this.local.history = this.encodeHistory();
    this.local.synced = this.sync.synced;
    const rows = added.flatMap((layer) => {
      const stored = storedOf(layer);
      return stored ? [{ id: layerIdOf(layer), layer: stored }] : [];
    });
    if (options.replace) this.storedIds = new Set();
    const used = new Set(this.history.snaps.flat().map(layerIdOf));
    const drop = [...this.storedIds].filter((id) => !used.has(id));
    rows.forEach((row) => this.storedIds.add(row.id));
    drop.forEach((id) => this.storedIds.delete(id));
    return store.save({ ...this.local, sent: [...this.local.sent] }, rows, { drop, replace: options.replace }).catch((error: unknown) => {
      // Storage full or gone: from now on only the server keeps the work (and leaving warns).
      console.error("the device's copy could not be written", error);
      this.dropStore();
    });
  }

  // --- the server's copy ----------------------------------------------------------------

  /** Saves now (the save button; the tab going to the background). */
  save({ explicit = false } = {}) {
    return this.sync.save({ explicit });
  }

  /** A copy of the paint layer as it is now: what a save sends, and the picture a replay ends on. */
  paintLayer(): HTMLCanvasElement {
    renderNow(this.canvas);
    const copy = Object.assign(document.createElement("canvas"), { width: PICTURE_SIZE, height: PICTURE_SIZE });
    copy.getContext("2d")?.drawImage(this.canvas.lowerCanvasEl, 0, 0);
    return copy;
  }

  /**
   * A newer copy on the server (another device, or another tab): keep both when this device
   * only added to what it last had, else the one being coloured here. Merges run one at a
   * time, and each decides only once the server's picture is here, on what the canvas holds
   * then: nothing drawn while it downloads is dropped.
   */
  merge(server: ServerColoring): Promise<void> {
    const run = async () => {
      if (this.disposed || !this.opened || (this.sync.synced && server.version <= this.sync.synced.version)) return;
      const base = await this.serverLayer(server);
      if (this.disposed || (this.sync.synced && server.version <= this.sync.synced.version)) return;
      const stored = new Map<number, StoredLayer>();
      for (const layer of this.history.snaps.flat()) {
        const row = storedOf(layer);
        if (row) stored.set(layerIdOf(layer), row);
      }
      const serverCopy = { version: server.version, saveId: server.saveId, updatedAt: Date.parse(server.updatedAt) };
      const decision = decideResume(serverCopy, this.copyOf(this.local, this.ids(), stored), { preferLocal: true });
      if (decision.from === "local") {
        this.sync.synced = decision.synced;
        this.sync.dirty = this.differenceFromServer();
        void this.persist([]);
        this.sync.sendIfChanged();
        return;
      }
      const byId = new Map(current(this.history).map((layer) => [layerIdOf(layer), layer]));
      const appended = decision.from === "rebase" ? decision.appended.flatMap((id) => byId.get(id) ?? []) : [];
      this.startFrom(base, appended, server);
      await this.persist([base, ...appended], { replace: true });
    };
    this.merging = this.merging.then(run, run).catch((error: unknown) => console.error("a newer copy could not be merged", error));
    return this.merging;
  }

  /**
   * The page is going away (tab closed, app switched off): what the server does not have yet
   * goes in a keepalive request, encoded now, when it is small enough; the device's copy
   * already holds everything either way.
   */
  beacon() {
    this.sync.beacon();
  }

  /**
   * The screen goes away within the app (or another tab took over): the whole layer is encoded
   * now, before the canvas goes, and sent once any save under way has answered, on the version
   * that answer leaves. From here on this object keeps nothing on the device.
   */
  leave() {
    if (this.disposed) return;
    const last = this.sync.lastSave();
    this.disposed = true;
    this.releaseLock?.();
    this.sync.close(last);
  }

  dispose() {
    this.disposed = true;
    this.releaseLock?.();
    this.sync.close();
  }
}
