import { describe, expect, it } from "vitest";
import { BACKOFF_MS, IDLE_MS, SaveQueue, type Attempt, type SaveStatus, type Timers } from "./save-queue";

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    set: (run, ms) => {
      const id = next++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clear: (id) => void pending.delete(id as number),
  };
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
      await flushMicrotasks();
    }
    now = until;
    await flushMicrotasks();
  };
  return {
    timers,
    advance,
    get scheduled() {
      return [...pending.values()].map((t) => t.at - now);
    },
  };
}

const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup(results: Attempt[]) {
  const clock = manualClock();
  const statuses: SaveStatus[] = [];
  let sends = 0;
  let release: (() => void) | null = null;
  let hold = false;
  const queue = new SaveQueue(
    async () => {
      sends++;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return results.shift() ?? "saved";
    },
    (status) => statuses.push(status),
    clock.timers,
  );
  return {
    queue,
    clock,
    statuses,
    get sends() {
      return sends;
    },
    hold: () => (hold = true),
    release: () => {
      hold = false;
      release?.();
    },
  };
}

describe("the save queue", () => {
  it("saves once, an idle time after the last of several edits", async () => {
    const t = setup([]);
    t.queue.changed();
    await t.clock.advance(IDLE_MS - 500);
    t.queue.changed();
    await t.clock.advance(IDLE_MS - 500);
    expect(t.sends).toBe(0);
    expect(t.queue.status).toBe("pending");
    await t.clock.advance(500);
    expect(t.sends).toBe(1);
    expect(t.statuses).toEqual(["pending", "saving", "saved"]);
    expect(t.queue.unsaved).toBe(false);
  });

  it("every later edit saves too, not only the first", async () => {
    const t = setup([]);
    for (let i = 0; i < 5; i++) {
      t.queue.changed();
      await t.clock.advance(IDLE_MS + 10);
    }
    expect(t.sends).toBe(5);
  });

  it("flush saves at once; an edit during a save is saved after it", async () => {
    const t = setup([]);
    t.hold();
    t.queue.changed();
    const flushed = t.queue.flush();
    expect(t.sends).toBe(1);
    t.queue.changed();
    expect(t.queue.status).toBe("saving");
    t.release();
    await flushed;
    await flushMicrotasks();
    expect(t.queue.status).toBe("pending");
    await t.clock.advance(IDLE_MS);
    expect(t.sends).toBe(2);
    expect(t.queue.status).toBe("saved");
  });

  it("a pause that ends during a save waits for it: never two saves at once", async () => {
    const t = setup([]);
    t.hold();
    t.queue.changed();
    await t.clock.advance(IDLE_MS);
    expect(t.sends).toBe(1);
    t.queue.changed();
    await t.clock.advance(IDLE_MS * 3);
    expect(t.sends).toBe(1);
    t.release();
    await flushMicrotasks();
    await t.clock.advance(0);
    expect(t.sends).toBe(2);
    await t.queue.pending;
    expect(t.queue.status).toBe("saved");
  });

  it("offline: says so, retries with growing pauses, and goes at once when the browser is back online", async () => {
    const t = setup(["offline", "offline", "offline"]);
    t.queue.changed();
    await t.clock.advance(IDLE_MS);
    expect(t.queue.status).toBe("offline");
    expect(t.clock.scheduled).toEqual([BACKOFF_MS[0]]);
    await t.clock.advance(BACKOFF_MS[0]);
    expect(t.sends).toBe(2);
    expect(t.clock.scheduled).toEqual([BACKOFF_MS[1]]);
    t.queue.online();
    await flushMicrotasks();
    expect(t.sends).toBe(3);
    expect(t.queue.status).toBe("offline");
    t.queue.online();
    await flushMicrotasks();
    expect(t.sends).toBe(4);
    expect(t.queue.status).toBe("saved");
    expect(t.queue.unsaved).toBe(false);
  });

  it("a server failure is an error that is retried; the pauses stop growing at a minute", async () => {
    const t = setup(Array(10).fill("failed"));
    t.queue.changed();
    await t.clock.advance(IDLE_MS);
    expect(t.queue.status).toBe("error");
    let total = 0;
    for (const pause of [...BACKOFF_MS, 60_000, 60_000]) {
      expect(t.clock.scheduled).toEqual([pause]);
      total += pause;
      await t.clock.advance(pause);
    }
    expect(t.sends).toBe(BACKOFF_MS.length + 3);
    expect(total).toBeGreaterThan(0);
  });

  it("'again' resends at once (a few times at most); 'stop' waits for the next edit", async () => {
    const t = setup(["again", "saved"]);
    t.queue.changed();
    await t.clock.advance(IDLE_MS);
    expect(t.sends).toBe(2);
    expect(t.queue.status).toBe("saved");

    const s = setup(["stop"]);
    s.queue.changed();
    await s.clock.advance(IDLE_MS);
    expect(s.queue.status).toBe("error");
    expect(s.clock.scheduled).toEqual([]);
    expect(s.queue.unsaved).toBe(true);
    s.queue.changed();
    await s.clock.advance(IDLE_MS);
    expect(s.sends).toBe(2);
    expect(s.queue.status).toBe("saved");

    const loop = setup(Array(10).fill("again"));
    loop.queue.changed();
    await loop.clock.advance(IDLE_MS);
    expect(loop.sends).toBe(4);
    expect(loop.queue.status).toBe("error");
  });

  it("settle marks what was loaded as saved; nothing is sent when nothing changed", async () => {
    const t = setup([]);
    await t.queue.flush();
    expect(t.sends).toBe(0);
    t.queue.changed();
    t.queue.settle();
    await t.clock.advance(IDLE_MS * 2);
    expect(t.sends).toBe(0);
    expect(t.queue.status).toBe("saved");
  });
});
