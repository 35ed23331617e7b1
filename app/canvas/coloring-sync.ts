/**
 * The server's side of a colouring (ColoringDoc keeps the history and the device's copy): which
 * version of it the server holds, what changed on the paint layer since, and the saves that send
 * it, a moment after the person pauses: the changed rectangle as a patch or the whole layer, with
 * the version it builds on so no older write wins; a keepalive request when the page goes away;
 * the whole layer when the screen does. A save refused as out of date hands the newer copy back
 * to the doc to merge.
 */
import type { Canvas } from "fabric";
import { WHOLE_PAGE } from "./layers";
import type { LocalDoc } from "./local-store";
import { unionRect, type Rect } from "./progress";
import type { Synced } from "./resume";
import { SaveQueue, type Attempt, type SaveStatus } from "./save-queue";
import type { ColorActionData, ServerColoring } from "~/lib/color-screen-data";
import { PICTURE_SIZE } from "~/lib/pages";

/** What a save answered with a refusal the person has to hear about. */
export type SaveRefusal = { code: string; message: string };

/** What saving tells the screen. */
export type SyncEvents = {
  status: (status: SaveStatus) => void;
  /** The server has the work; `credits` when this save spent a public-page credit. */
  saved: (result: { credits: { publicPage: number } | null; explicit: boolean }) => void;
  refused: (refusal: SaveRefusal) => void;
};

/** What the sync needs of the colouring it sends (its ColoringDoc). */
export type SyncedColoring = {
  canvas: Canvas;
  /** The layer ids the canvas shows now. */
  ids: () => number[];
  /** The device's record of the colouring as it is now: its edit counter, its tab's id, the saves sent. */
  record: () => LocalDoc;
  /** Writes the record to the device. */
  persist: () => Promise<void>;
  /** The colouring is on the canvas: edits count, and saves may go. */
  opened: () => boolean;
  /** The colouring was left or disposed of: nothing more is sent. */
  closed: () => boolean;
  /** A newer copy on the server, for the colouring to merge (a save was refused as out of date). */
  merge: (server: ServerColoring) => Promise<void>;
};

/** A change smaller than this share of the page is sent as a patch, not the whole layer. */
const PATCH_SHARE = 0.5;
/** keepalive bodies are limited (64 KiB for all of a page's pending ones). */
const BEACON_BYTES = 60 * 1024;
/** The first edit on someone else's page claims it soon, not after the idle pause. */
export const CLAIM_MS = 400;
const SENT_KEPT = 5;

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const area = (rect: Rect) => rect.width * rect.height;
const PAGE = { width: PICTURE_SIZE, height: PICTURE_SIZE };

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

/**
 * A repaint still pending (after undo, redo, a merge) is done now, so what is encoded is
 * what is on screen; synchronous, since a hidden or closing tab runs no animation frames.
 */
export function renderNow(canvas: Canvas) {
  if (!(canvas as unknown as { nextRenderHandle?: number }).nextRenderHandle) return;
  canvas.cancelRequestedRender();
  canvas.renderAll();
}

/** A save under way: its edit counter, the part of the page it carries (null: all of it), and its request once made. */
type Flight = { seq: number; rect: Rect | null; requested: boolean; keepalive: boolean };

export class ColoringSync {
  readonly queue: SaveQueue;
  /** What the server holds, as far as this device knows (null: nothing yet). */
  synced: Synced | null = null;
  /** What changed on the paint layer since the server's copy, as far as saves go. */
  dirty: Rect | null = null;
  private explicit = false;
  /** The save under way (being encoded, or its request on its way). */
  private inFlight: Flight | null = null;
  /** Set while leaving: the whole layer, whatever changed (a save under way may not land). */
  private sendRectOverride: Rect | null = null;

  constructor(
    private readonly doc: SyncedColoring,
    private readonly options: {
      /** Where saves go (the colour screen's action). */
      saveUrl: string;
      /** How much of the page is coloured now, when it can be told. */
      progress: () => number | null;
      /** The time-lapse of the picture as it is now (JSON), once it can be told; sent with each save. */
      timelapse?: () => string | null;
      events: SyncEvents;
    },
  ) {
    this.queue = new SaveQueue(
      () => this.send(),
      (status) => options.events.status(status),
    );
  }

  /** True when the canvas differs from what the server holds. */
  hasChanges() {
    const ids = this.doc.ids();
    if (!this.synced) return ids.length > 0;
    return !this.synced.ids || !same(ids, this.synced.ids);
  }

  /** Sends at once what the server does not have yet, or says all is saved. */
  sendIfChanged() {
    if (this.hasChanges()) this.queue.changed(0);
    else this.queue.settle();
  }

  /** Saves now (the save button; the tab going to the background). */
  save({ explicit = false } = {}) {
    if (explicit) this.explicit = true;
    return this.queue.flush();
  }

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
    return `${this.doc.record().clientId}:${seq}`;
  }

  private remember(seq: number, ids: number[]) {
    const saveId = this.saveIdOf(seq);
    const record = this.doc.record();
    record.sent = [...record.sent.filter((sent) => sent.saveId !== saveId), { saveId, ids }].slice(-SENT_KEPT);
  }

  /** One attempt of the save queue. */
  private async send(): Promise<Attempt> {
    if (this.doc.closed()) return "saved";
    // Never before the colouring is open: nothing was sent, so nothing may pass for saved.
    if (!this.doc.opened()) return "failed";
    if (!this.hasChanges()) return "saved";
    if (typeof navigator !== "undefined" && navigator.onLine === false) return "offline";
    renderNow(this.doc.canvas);
    const seq = this.doc.record().seq;
    const ids = this.doc.ids();
    const { rect, patch } = this.sendRect();
    const sending = this.dirty;
    this.dirty = null;
    const restore = () => (this.dirty = unionRect(sending, this.dirty, PAGE));
    let response: Response;
    const flight: Flight = { seq, rect: sending, requested: false, keepalive: false };
    this.inFlight = flight;
    try {
      const blob = await encodeRect(this.doc.canvas.lowerCanvasEl, rect);
      this.remember(seq, ids);
      void this.doc.persist();
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
      // The request never reached the server (no network, or a network with nothing behind it
      // while the browser still says online): the person is offline, not meeting a server error.
      restore();
      return flight.requested ? "offline" : "failed";
    } finally {
      if (this.inFlight === flight) this.inFlight = null;
    }
    // A session that ended redirects the save to the sign-in page.
    if (response.redirected || response.status === 401) {
      restore();
      this.options.events.refused({ code: "UNAUTHORIZED", message: "" });
      return "stop";
    }
    const answer = (await response.json().catch(() => null)) as ColorActionData | null;
    if (response.ok && answer && "saved" in answer) {
      // An answer older than what the device already knows (a retry that arrived late) changes nothing.
      if (!this.synced || answer.saved.version > this.synced.version) this.synced = { version: answer.saved.version, saveId: answer.saved.saveId, ids };
      const record = this.doc.record();
      record.sent = record.sent.filter((sent) => sent.saveId !== this.saveIdOf(seq));
      void this.doc.persist();
      this.options.events.saved({ credits: answer.credits, explicit: this.explicit });
      this.explicit = false;
      // Undone back past what was sent meanwhile: the server is ahead of the screen again.
      if (this.hasChanges()) this.queue.changed();
      return "saved";
    }
    restore();
    if (answer && "error" in answer) {
      if (answer.error.code === "VERSION_CONFLICT") {
        if (answer.current) await this.doc.merge(answer.current);
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

  /** A save of the paint as it is now, encoded at once (for a page or screen going away), with its size in bytes. */
  private saveNow(): { form: (timelapse: string | null) => FormData; bytes: number } | null {
    if (!this.doc.opened() || !this.hasChanges()) return null;
    renderNow(this.doc.canvas);
    const { rect, patch } = this.sendRect();
    const blob = encodeRectNow(this.doc.canvas.lowerCanvasEl, rect);
    const seq = this.doc.record().seq;
    this.remember(seq, this.doc.ids());
    void this.doc.persist();
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
    if (this.doc.closed() || (flying?.requested && flying.keepalive && flying.seq === this.doc.record().seq)) return;
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
      void fetch(this.options.saveUrl, {
        method: "POST",
        body: save.form(carried),
        headers: { Accept: "application/json" },
        credentials: "same-origin",
        keepalive: true,
      }).catch(() => undefined);
    } catch (error) {
      console.error("the closing save could not be sent", error);
    } finally {
      this.dirty = dirty;
    }
  }

  /** The whole layer as it is now, encoded at once, for the screen going away (null: nothing to send). */
  lastSave(): FormData | null {
    try {
      this.sendRectOverride = WHOLE_PAGE;
      return this.saveNow()?.form(this.timelapseNow()) ?? null;
    } catch (error) {
      console.error("the last changes could not be encoded", error);
      return null;
    } finally {
      this.sendRectOverride = null;
    }
  }

  /**
   * No more saves. `last` (lastSave's) is sent once any save under way has answered, on the
   * version that answer leaves.
   */
  close(last: FormData | null = null) {
    const pending = this.queue.pending;
    this.queue.dispose();
    if (!last) return;
    void pending.then(async () => {
      last.set("version", String(this.synced?.version ?? 0));
      await fetch(this.options.saveUrl, { method: "POST", body: last, headers: { Accept: "application/json" }, credentials: "same-origin" }).catch(
        () => undefined,
      );
    });
  }
}
