/**
 * When the colour screen sends its work to the server: a short idle time after the last
 * edit, at once when asked (the save button, the tab going to the background), one save at
 * a time, and again with growing pauses while the network or the server fails. Pure: the
 * sending and the clock are given, so the rules are tested without a browser.
 */

/** What the person sees: everything on the server, changes waiting, being sent, or kept on the device only. */
export type SaveStatus = "saved" | "pending" | "saving" | "offline" | "error";

/** How one attempt ended. */
export type Attempt =
  /** The server has it (or there was nothing to send). */
  | "saved"
  /** No network (the request never reached the server): try again later, or as soon as the browser is back online. */
  | "offline"
  /** The server or the network failed: try again later. */
  | "failed"
  /** Nothing was stored but the reason is settled (e.g. a newer copy was merged in): send again at once. */
  | "again"
  /** A refusal retrying cannot fix (no credits left): wait for the next edit or an explicit save. */
  | "stop";

/** The pause after the last edit before saving. */
export const IDLE_MS = 2000;
/** Pauses between failed attempts; the last one repeats. */
export const BACKOFF_MS = [2000, 4000, 8000, 16000, 30000, 60000] as const;

export type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class SaveQueue {
  private state: SaveStatus = "saved";
  /** Edits the server does not have yet (beyond what is being sent). */
  private dirty = false;
  private running: Promise<void> | null = null;
  /** Asked to save while a save was running: go again right after it. */
  private rerun = false;
  private timer: unknown = null;
  private failures = 0;
  /** Immediate resends in a row ("again"); a few at most, then it counts as a failure. */
  private agains = 0;
  private disposed = false;

  constructor(
    private readonly send: () => Promise<Attempt>,
    private readonly onStatus: (status: SaveStatus) => void = () => {},
    private readonly timers: Timers = browserTimers,
    private readonly idleMs = IDLE_MS,
  ) {}

  get status() {
    return this.state;
  }

  /** Settles when no save is under way. */
  get pending(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** True while something done on the device is not on the server yet. */
  get unsaved() {
    return this.dirty || this.running !== null;
  }

  /** An edit: save once the person pauses (after `delay` ms; IDLE_MS by default). */
  changed(delay = this.idleMs) {
    if (this.disposed) return;
    this.dirty = true;
    this.failures = 0;
    if (!this.running && this.state !== "offline") this.setStatus("pending");
    this.schedule(delay);
  }

  /** Saves now (or right after the save under way) if anything is waiting. */
  flush(): Promise<void> {
    this.clearTimer();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    return this.run();
  }

  /** The browser is back online: what waited goes now. */
  online() {
    if (this.dirty) void this.flush();
  }

  /** Marks the current state as on the server without sending (e.g. it was just loaded from it). */
  settle() {
    this.clearTimer();
    this.dirty = false;
    this.failures = 0;
    if (!this.running) this.setStatus("saved");
  }

  dispose() {
    this.disposed = true;
    this.clearTimer();
  }

  private setStatus(status: SaveStatus) {
    if (status === this.state) return;
    this.state = status;
    this.onStatus(status);
  }

  private clearTimer() {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private schedule(ms: number) {
    this.clearTimer();
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private run(): Promise<void> {
    // One save at a time: a timer that fires during a save only asks for another after it.
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    if (this.disposed || !this.dirty) return Promise.resolve();
    this.dirty = false;
    this.rerun = false;
    this.setStatus("saving");
    const running = (async () => {
      let result: Attempt;
      try {
        result = await this.send();
      } catch {
        result = "failed";
      }
      this.running = null;
      this.settleAttempt(result);
    })();
    this.running = running;
    return running;
  }

  private settleAttempt(result: Attempt) {
    if (this.disposed) return;
    if (result === "again" && ++this.agains > 3) result = "failed";
    if (result !== "again") this.agains = 0;
    if (result === "saved") {
      this.failures = 0;
      if (this.dirty && this.rerun) return void this.run();
      if (this.dirty) {
        this.setStatus("pending");
        if (this.timer === null) this.schedule(this.idleMs);
        return;
      }
      return this.setStatus("saved");
    }
    // Nothing (or not everything) reached the server: it is all still to send.
    this.dirty = true;
    if (result === "again") return void this.run();
    if (result === "stop") {
      this.clearTimer();
      return this.setStatus("error");
    }
    const pause = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)];
    this.failures++;
    this.setStatus(result === "offline" ? "offline" : "error");
    this.schedule(pause);
  }
}
