/**
 * One colouring as the colour screen keeps it: the paint layer's objects with their undo
 * history, the device's copy (IndexedDB, written at every edit), and the server's copy
 * (saved a moment after the person pauses, with a version so no older write wins).
 *
 * The editor draws; this class keeps. It never touches React: the editor hears about the
 * history and the save state through the callbacks it passes in.
 */
import type { Canvas, FabricObject } from "fabric";
import type { RegionBitmaps } from "./fill";
import { canRedo, canUndo, current, emptyHistory, push, redo, undo, type History } from "./history";
import { decodeHistory, diffStep, type EncodedHistory, type Step } from "./history-codec";
import { imageLayer, inert, kindOfStored, layerIdOf, layerOf, layerRect, setLayerId, storedOf, WHOLE_PAGE } from "./layers";
import { docKey, KEEP_DOCS, type LocalDoc, type LocalStore, type StoredLayer } from "./local-store";
import { unionRect, type Rect } from "./progress";
import type { FillSurface } from "./region-fill";
import { decideResume, type LocalCopy, type Synced } from "./resume";
import { SaveQueue, type Attempt, type SaveStatus } from "./save-queue";
import { PICTURE_SIZE } from "~/lib/pages";
import type { Timelapse } from "~/lib/timelapse";

/** The server's copy as the colour screen's loader and its save answer describe it. */
export type ServerCopy = { photo: string; version: number; saveId: string; updatedAt: string };

/** What a save answered with a refusal the person has to hear about. */
export type SaveRefusal = { code: string; message: string };

export type DocEvents = {
  /** The history changed (an edit, undo, redo, a newer copy merged in). */
  history: (history: History<FabricObject>) => void;
  status: (status: SaveStatus) => void;
  /** The server has the work; `credits` when this save spent a public-page credit. */
  saved: (result: { credits: { publicPage: number } | null; explicit: boolean }) => void;
  refused: (refusal: SaveRefusal) => void;
  /** The canvas was redrawn from other objects: progress has to be measured again. */
  replaced: () => void;
  /** The device's copy stopped working (storage full or gone): only the server keeps the work now. */
  unkept: () => void;
  /** Another tab opened this colouring and took it over: this one stops editing. */
  lost: () => void;
};

type SaveAnswer =
  | { saved: ServerCopy & { progress: number }; credits: { publicPage: number } | null }
  | { error: SaveRefusal; current?: ServerCopy };

/** A change smaller than this share of the page is sent as a patch, not the whole layer. */
const PATCH_SHARE = 0.5;
/** keepalive bodies are limited (64 KiB for all of a page's pending ones). */
const BEACON_BYTES = 60 * 1024;
/** The first edit on someone else's page claims it soon, not after the idle pause. */
export const CLAIM_MS = 400;
const SENT_KEPT = 5;
/** Layer ids of one tab: a random block of 2^21 ids, so two tabs of one device never share one. */
const newLayerBase = () => Math.floor(Math.random() * 2 ** 31) * 2 ** 21 + 1;

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const area = (rect: Rect) => rect.width * rect.height;
const PAGE = { width: PICTURE_SIZE, height: PICTURE_SIZE };
const newClientId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w-]/g, "").slice(0, 16);

/** The pixels of `rect` of the paint layer, as PNG. */
async function encodeRect(source: HTMLCanvasElement, rect: Rect): Promise<Blob> {
  const { left, top, width, height } = rect;
  if (typeof OffscreenCanvas === "function") {
    const out = new OffscreenCanvas(width, height);
    out.getContext("2d")?.drawImage(source, left, top, width, height, 0, 0, width, height);
    return out.convertToBlob({ type: "image/png" });
  }
  const out = Object.assign(document.createElement("canvas"), { width, height });
  out.getContext("2d")?.drawImage(source, left, top, width, height, 0, 0, width, height);
  return new Promise((resolve, reject) => out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no blob"))), "image/png"));
}

/** The same, at once (for a page being closed, where nothing asynchronous finishes). */
function encodeRectNow(source: HTMLCanvasElement, rect: Rect): Blob {
  const out = Object.assign(document.createElement("canvas"), { width: rect.width, height: rect.height });
  out.getContext("2d")?.drawImage(source, rect.left, rect.top, rect.width, rect.height, 0, 0, rect.width, rect.height);
  const base64 = out.toDataURL("image/png").split(",")[1] ?? "";
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: "image/png" });
}

const pageRect = (rect: Rect | null): Rect | null => unionRect(null, rect, PAGE);

/** A save under way: its edit counter, the part of the page it carries (null: all of it), and its request once made. */
type Flight = { seq: number; rect: Rect | null; requested: boolean; keepalive: boolean };

export class ColoringDoc {
  history: History<FabricObject> = emptyHistory();
  readonly queue: SaveQueue;
  private synced: Synced | null = null;
  private local: LocalDoc;
  /** Layer ids the device's store holds for this colouring. */
  private storedIds = new Set<number>();
  /** What changed on the paint layer since the server's copy, as far as saves go. */
  private dirty: Rect | null = null;
  private steps = new WeakMap<readonly FabricObject[], Step>();
  private explicit = false;
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
      readTimelapse?: (server: ServerCopy) => Promise<Timelapse | null>;
      events: DocEvents;
    },
  ) {
    this.local = this.freshDoc();
    this.queue = new SaveQueue(() => this.send(), (status) => options.events.status(status));
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
    return { key: docKey(userId, pageId), userId, pageId, clientId: newClientId(), seq, history: { first: [], steps: [], cursor: -1 }, synced: null, sent: [], editedAt: 0 };
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
  async open(server: ServerCopy | null) {
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
        this.sendIfChanged();
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
  private async serverLayer(server: ServerCopy) {
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
    const needsRegions = ids.some((id) => stored.get(id)?.kind === "fill");
    const bitmaps = needsRegions ? await this.options.regions() : null;
    if (needsRegions && !bitmaps) throw new Error("the page's region map did not load");
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
    this.synced = synced;
    this.show(current(this.history));
    this.options.events.history(this.history);
    this.dirty = this.differenceFromServer();
    await this.persist([]);
  }

  /** Sends at once what the server does not have yet, or says all is saved. */
  private sendIfChanged() {
    if (this.hasChanges()) this.queue.changed(0);
    else this.queue.settle();
  }

  /** A fresh history: the server's picture (if any) with `appended` painted on top, one step each. */
  private startFrom(base: FabricObject | null, appended: FabricObject[], server: ServerCopy | null) {
    const floor = base ? [base] : [];
    let history = push(emptyHistory<FabricObject>(), floor);
    appended.forEach((layer, i) => (history = push(history, [...floor, ...appended.slice(0, i + 1)])));
    this.history = history;
    this.synced = server ? { version: server.version, saveId: server.saveId, ids: base ? [layerIdOf(base)] : [] } : null;
    this.local.synced = this.synced;
    this.storedIds = new Set();
    this.show(current(history));
    this.options.events.history(history);
    this.dirty = pageRect(appended.reduce<Rect | null>((rect, layer) => unionRect(rect, layerRect(layer), PAGE), null));
    if (appended.length) this.queue.changed(0);
    else this.queue.settle();
  }

  /** The canvas shows exactly these layers. */
  private show(layers: readonly FabricObject[]) {
    this.canvas.remove(...this.canvas.getObjects());
    if (layers.length) this.canvas.add(...layers);
    this.canvas.requestRenderAll();
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
    this.dirty = unionRect(this.dirty, rect, PAGE);
    this.local.seq++;
    this.local.editedAt = Date.now();
    this.options.events.history(this.history);
    void this.persist(added);
    if (this.hasChanges()) this.queue.changed(delay);
    else this.queue.settle();
  }

  /** True when the canvas differs from what the server holds. */
  hasChanges() {
    const ids = this.ids();
    if (!this.synced) return ids.length > 0;
    return !this.synced.ids || !same(ids, this.synced.ids);
  }

  /** The part of the page where the canvas may differ from the server's copy. */
  private differenceFromServer(): Rect | null {
    const now = current(this.history);
    if (!this.synced) return pageRect(this.rectOf(now));
    if (!this.synced.ids) return WHOLE_PAGE;
    const onServer = new Set(this.synced.ids);
    const shown = new Set(now.map(layerIdOf));
    const known = new Map(this.history.snaps.flat().map((layer) => [layerIdOf(layer), layer]));
    const changed = now.filter((layer) => !onServer.has(layerIdOf(layer)));
    for (const id of this.synced.ids) {
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
    this.local.synced = this.synced;
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
    if (explicit) this.explicit = true;
    return this.queue.flush();
  }

  /**
   * A repaint still pending (after undo, redo, a merge) is done now, so what is encoded is
   * what is on screen; synchronous, since a hidden or closing tab runs no animation frames.
   */
  private renderNow() {
    if (!(this.canvas as unknown as { nextRenderHandle?: number }).nextRenderHandle) return;
    this.canvas.cancelRequestedRender();
    this.canvas.renderAll();
  }

  /** A copy of the paint layer as it is now: what a save sends, and the picture a replay ends on. */
  paintLayer(): HTMLCanvasElement {
    this.renderNow();
    const copy = Object.assign(document.createElement("canvas"), { width: PICTURE_SIZE, height: PICTURE_SIZE });
    copy.getContext("2d")?.drawImage(this.canvas.lowerCanvasEl, 0, 0);
    return copy;
  }

  /** The save under way (being encoded, or its request on its way). */
  private inFlight: Flight | null = null;

  /** Set while leaving: the whole layer, whatever changed (a save under way may not land). */
  private sendRectOverride: Rect | null = null;

  /** What to send: the changed rectangle of the paint layer, or all of it. */
  private sendRect(): { rect: Rect; patch: boolean } {
    const whole = { rect: WHOLE_PAGE, patch: false };
    if (this.sendRectOverride || (this.synced && !this.synced.ids)) return whole;
    const rect = this.dirty;
    if (!rect || rect.width <= 0 || rect.height <= 0 || area(rect) > area(WHOLE_PAGE) * PATCH_SHARE) return whole;
    return { rect, patch: true };
  }

  private form(blob: Blob, rect: Rect, patch: boolean, seq: number, timelapse: string | null = null) {
    const form = new FormData();
    form.set("file", blob, "paint.png");
    if (patch) {
      form.set("x", String(rect.left));
      form.set("y", String(rect.top));
    }
    form.set("version", String(this.synced?.version ?? 0));
    form.set("saveId", this.saveIdOf(seq));
    const progress = this.options.progress();
    if (progress !== null) form.set("progress", String(progress));
    if (timelapse) form.set("timelapse", timelapse);
    return form;
  }

  /** The time-lapse to send with a save, when the screen can tell it (the server keeps the last one otherwise). */
  private timelapseNow(): string | null {
    try {
      return this.options.timelapse?.() ?? null;
    } catch (error) {
      console.error("the time-lapse could not be made", error);
      return null;
    }
  }

  private saveIdOf(seq: number) {
    return `${this.local.clientId}:${seq}`;
  }

  private remember(seq: number, ids: number[]) {
    const saveId = this.saveIdOf(seq);
    this.local.sent = [...this.local.sent.filter((sent) => sent.saveId !== saveId), { saveId, ids }].slice(-SENT_KEPT);
  }

  /** One attempt of the save queue. */
  private async send(): Promise<Attempt> {
    if (this.disposed) return "saved";
    // Never before the colouring is open: nothing was sent, so nothing may pass for saved.
    if (!this.opened) return "failed";
    if (!this.hasChanges()) return "saved";
    if (typeof navigator !== "undefined" && navigator.onLine === false) return "offline";
    this.renderNow();
    const seq = this.local.seq;
    const ids = this.ids();
    const { rect, patch } = this.sendRect();
    const sending = this.dirty;
    this.dirty = null;
    const restore = () => (this.dirty = unionRect(sending, this.dirty, PAGE));
    let response: Response;
    const flight: Flight = { seq, rect: sending, requested: false, keepalive: false };
    this.inFlight = flight;
    try {
      const blob = await encodeRect(this.canvas.lowerCanvasEl, rect);
      this.remember(seq, ids);
      void this.persist([]);
      const timelapse = this.timelapseNow();
      // A small save outlives the page, if it is closed while the save is on its way.
      const keepalive = blob.size + (timelapse?.length ?? 0) <= BEACON_BYTES;
      Object.assign(flight, { requested: true, keepalive });
      response = await fetch(this.options.saveUrl, {
        method: "POST",
        body: this.form(blob, rect, patch, seq, timelapse),
        headers: { Accept: "application/json" },
        credentials: "same-origin",
        keepalive,
      });
    } catch {
      restore();
      return typeof navigator !== "undefined" && navigator.onLine === false ? "offline" : "failed";
    } finally {
      if (this.inFlight === flight) this.inFlight = null;
    }
    // A session that ended redirects the save to the sign-in page.
    if (response.redirected || response.status === 401) {
      restore();
      this.options.events.refused({ code: "UNAUTHORIZED", message: "" });
      return "stop";
    }
    const answer = (await response.json().catch(() => null)) as SaveAnswer | null;
    if (response.ok && answer && "saved" in answer) {
      // An answer older than what the device already knows (a retry that arrived late) changes nothing.
      if (!this.synced || answer.saved.version > this.synced.version) this.synced = { version: answer.saved.version, saveId: answer.saved.saveId, ids };
      this.local.sent = this.local.sent.filter((sent) => sent.saveId !== this.saveIdOf(seq));
      void this.persist([]);
      this.options.events.saved({ credits: answer.credits, explicit: this.explicit });
      this.explicit = false;
      // Undone back past what was sent meanwhile: the server is ahead of the screen again.
      if (this.hasChanges()) this.queue.changed();
      return "saved";
    }
    restore();
    if (answer && "error" in answer) {
      if (answer.error.code === "VERSION_CONFLICT") {
        if (answer.current) await this.merge(answer.current);
        else {
          // The server has no copy any more (deleted meanwhile): start it again with the whole layer.
          this.synced = null;
          this.dirty = WHOLE_PAGE;
        }
        return "again";
      }
      if (answer.error.code === "PAINT_MISSING") {
        // The server cannot read the layer a patch would go on: send all of it.
        if (this.synced) this.synced = { ...this.synced, ids: null };
        return "again";
      }
      if (response.status >= 500) return "failed";
      this.options.events.refused(answer.error);
      return "stop";
    }
    return "failed";
  }

  /**
   * A newer copy on the server (another device, or another tab): keep both when this device
   * only added to what it last had, else the one being coloured here. Merges run one at a
   * time, and each decides only once the server's picture is here, on what the canvas holds
   * then: nothing drawn while it downloads is dropped.
   */
  merge(server: ServerCopy): Promise<void> {
    const run = async () => {
      if (this.disposed || !this.opened || (this.synced && server.version <= this.synced.version)) return;
      const base = await this.serverLayer(server);
      if (this.disposed || (this.synced && server.version <= this.synced.version)) return;
      const stored = new Map<number, StoredLayer>();
      for (const layer of this.history.snaps.flat()) {
        const row = storedOf(layer);
        if (row) stored.set(layerIdOf(layer), row);
      }
      const serverCopy = { version: server.version, saveId: server.saveId, updatedAt: Date.parse(server.updatedAt) };
      const decision = decideResume(serverCopy, this.copyOf(this.local, this.ids(), stored), { preferLocal: true });
      if (decision.from === "local") {
        this.synced = decision.synced;
        this.dirty = this.differenceFromServer();
        void this.persist([]);
        this.sendIfChanged();
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

  /** A save of the paint as it is now, encoded at once (for a page or screen going away), with its size in bytes. */
  private saveNow(): { form: (timelapse: string | null) => FormData; bytes: number } | null {
    if (!this.opened || !this.hasChanges()) return null;
    this.renderNow();
    const { rect, patch } = this.sendRect();
    const blob = encodeRectNow(this.canvas.lowerCanvasEl, rect);
    const seq = this.local.seq;
    this.remember(seq, this.ids());
    void this.persist([]);
    return { form: (timelapse) => this.form(blob, rect, patch, seq, timelapse), bytes: blob.size };
  }

  /**
   * The page is going away (tab closed, app switched off): what the server does not have yet
   * goes in a keepalive request, encoded now, when it is small enough; the device's copy
   * already holds everything either way.
   */
  beacon() {
    // A save on its way that holds this very state, and outlives the page, is enough. Any
    // other (still encoding, older, too big to outlive the page) is not: send this one too;
    // if both arrive, the server keeps the first and refuses the second as out of date.
    const flying = this.inFlight;
    if (this.disposed || (flying?.requested && flying.keepalive && flying.seq === this.local.seq)) return;
    // This one carries what the save under way carries too, as that one may not land.
    const dirty = this.dirty;
    if (flying) this.dirty = flying.rect ? unionRect(flying.rect, this.dirty, PAGE) : WHOLE_PAGE;
    try {
      const save = this.saveNow();
      if (!save || save.bytes > BEACON_BYTES) return;
      // The time-lapse goes too when the request stays small enough to outlive the page; else the
      // server's stops short of this picture (its replay then ends on the picture itself).
      const timelapse = this.timelapseNow();
      const carried = timelapse && save.bytes + timelapse.length <= BEACON_BYTES ? timelapse : null;
      void fetch(this.options.saveUrl, { method: "POST", body: save.form(carried), headers: { Accept: "application/json" }, credentials: "same-origin", keepalive: true }).catch(
        () => undefined,
      );
    } catch (error) {
      console.error("the closing save could not be sent", error);
    } finally {
      this.dirty = dirty;
    }
  }

  /**
   * The screen goes away within the app (or another tab took over): the whole layer is encoded
   * now, before the canvas goes, and sent once any save under way has answered, on the version
   * that answer leaves. From here on this object keeps nothing on the device.
   */
  leave() {
    if (this.disposed) return;
    let payload: FormData | null = null;
    try {
      this.sendRectOverride = WHOLE_PAGE;
      payload = this.saveNow()?.form(this.timelapseNow()) ?? null;
    } catch (error) {
      console.error("the last changes could not be encoded", error);
    } finally {
      this.sendRectOverride = null;
    }
    this.disposed = true;
    this.releaseLock?.();
    const pending = this.queue.pending;
    this.queue.dispose();
    if (!payload) return;
    const form = payload;
    void pending.then(async () => {
      form.set("version", String(this.synced?.version ?? 0));
      await fetch(this.options.saveUrl, { method: "POST", body: form, headers: { Accept: "application/json" }, credentials: "same-origin" }).catch(() => undefined);
    });
  }

  dispose() {
    this.disposed = true;
    this.releaseLock?.();
    this.queue.dispose();
  }
}
