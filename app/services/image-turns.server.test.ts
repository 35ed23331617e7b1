import { describe, expect, it } from "vitest";
import { isAppError } from "~/lib/errors";
import { ImageTurns, PER_USER_TASKS, type WhenBusy } from "./image-turns.server";

/** Issue #27: owners take turns in the image threads, with one thread as with many. */

/** Turns whose tasks run until the test finishes them, recording the order they start in. */
function harness(threads: number) {
  const turns = new ImageTurns(threads);
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const task = (owner: string, label: string, whenBusy: WhenBusy = "wait") =>
    turns.run(
      owner,
      whenBusy,
      () =>
        new Promise<string>((resolve) => {
          started.push(label);
          finishers.set(label, () => resolve(label));
        }),
    );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Finishes the tasks running now, oldest first, and lets the next ones start. */
  const finishRunning = async () => {
    const running = [...finishers.keys()];
    for (const label of running) {
      finishers.get(label)?.();
      finishers.delete(label);
    }
    await settle();
  };
  return { turns, started, task, settle, finishRunning };
}

describe("image turns", () => {
  it("with one thread, a user's flood of 20 tasks lets another user's task run next, after the one running", async () => {
    const { started, task, settle, finishRunning } = harness(1);
    const flood = Array.from({ length: 20 }, (_, i) => task("user:1", `a${i + 1}`));
    await settle();
    const theirs = task("user:2", "b1");
    await settle();
    expect(started).toEqual(["a1"]);
    await finishRunning();
    expect(started).toEqual(["a1", "b1"]);
    while (started.length < 21) await finishRunning();
    await finishRunning();
    await Promise.all([...flood, theirs]);
    expect(started.slice(2)).toEqual(Array.from({ length: 19 }, (_, i) => `a${i + 2}`));
  });

  it("serves owners round-robin, one task each per turn, the background jobs being one more owner", async () => {
    const { started, task, settle, finishRunning } = harness(1);
    const all = [
      ...["a1", "a2", "a3"].map((label) => task("user:1", label)),
      ...["b1", "b2", "b3"].map((label) => task("user:2", label)),
      ...["j1", "j2"].map((label) => task("background", label)),
    ];
    await settle();
    while (started.length < all.length) await finishRunning();
    await finishRunning();
    await Promise.all(all);
    expect(started).toEqual(["a1", "b1", "j1", "a2", "b2", "j2", "a3", "b3"]);
  });

  it("with more threads, gives each owner at most one at a time and the others the rest", async () => {
    const { turns, started, task, settle, finishRunning } = harness(3);
    const all = [...Array.from({ length: 5 }, (_, i) => task("user:1", `a${i + 1}`)), task("user:2", "b1"), task("user:3", "c1")];
    await settle();
    expect(started).toEqual(["a1", "b1", "c1"]);
    expect(turns.stats()).toEqual({ running: 3, waiting: 4 });
    await finishRunning();
    // Two threads free and only user 1 waiting: still one of theirs at a time.
    expect(started).toEqual(["a1", "b1", "c1", "a2"]);
    while (started.length < all.length) await finishRunning();
    await finishRunning();
    await Promise.all(all);
    expect(turns.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a task that may be refused once its owner has PER_USER_TASKS waiting or running, counting every kind; one that waits is never refused", async () => {
    const { turns, task, settle, finishRunning, started } = harness(1);
    const accepted = [task("user:1", "page", "wait"), ...Array.from({ length: PER_USER_TASKS - 1 }, (_, i) => task("user:1", `pdf${i}`, "refuse"))];
    const refused = await task("user:1", "one too many", "refuse").catch((error: unknown) => error);
    expect(isAppError(refused) && refused).toMatchObject({ status: 429, code: "RATE_LIMITED", messageKey: "errors.imageBusy" });
    // Asked before a request reads anything, the answer is the same.
    expect(() => turns.assertRoom("user:1")).toThrow(expect.objectContaining({ status: 429, messageKey: "errors.imageBusy" }));
    expect(() => turns.assertRoom("user:2")).not.toThrow();
    // A booklet's page or a page's region map still takes its place in the line.
    const waited = task("user:1", "booklet page", "wait");
    // Another user is not affected.
    const theirs = task("user:2", "theirs", "refuse");
    await settle();
    while (started.length < PER_USER_TASKS + 2) await finishRunning();
    await finishRunning();
    await Promise.all([...accepted, waited, theirs]);
    expect(started).not.toContain("one too many");
    // Done, the user may ask again.
    expect(() => turns.assertRoom("user:1")).not.toThrow();
    const again = task("user:1", "again", "refuse");
    await settle();
    await finishRunning();
    await expect(again).resolves.toBe("again");
  });

  it("frees a thread and the owner's place when a task fails", async () => {
    const turns = new ImageTurns(1);
    await expect(turns.run("user:1", "refuse", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    const results = await Promise.all(Array.from({ length: PER_USER_TASKS }, (_, i) => turns.run("user:1", "refuse", async () => i)));
    expect(results).toEqual([0, 1, 2]);
    expect(turns.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
