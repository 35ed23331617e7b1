import { RateLimited } from "~/lib/errors";
import { refusedBy } from "~/infra/metrics.server";

/**
 * How the image pool's threads are shared: each owner (a user, or the background
 * jobs) has a line of its own tasks, and owners take turns: a thread that comes free goes to the
 * owner that has waited longest since its last turn, never twice in a row to one owner while
 * another waits. With one thread (a 2-core host), a flood of one user's tasks lets another
 * user's task run next, after the one running; with more threads each owner still has at most
 * one task in them.
 */

/**
 * What happens to a task when its owner already has PER_USER_TASKS tasks waiting or running:
 * "refuse" answers 429 (something a person asked for on the spot, where asking again loses
 * nothing); "wait" takes its place in the owner's line (work already accepted: a page being
 * made, a booklet), bounded by the limits of what makes it.
 */
export type WhenBusy = "refuse" | "wait";

/** A user's tasks waiting and running beyond which one that may be refused is (see WhenBusy). */
export const PER_USER_TASKS = 3;
/** When a person refused for their pictures in the making may ask again: about what one picture takes. */
const IMAGE_BUSY_RETRY_SECONDS = 5;

type Line = { waiting: (() => void)[]; running: boolean; tasks: number };

export class ImageTurns {
  private readonly lines = new Map<string, Line>();
  /** Owners with a task waiting and none running, in the order their turn comes. */
  private readonly turns: string[] = [];
  private running = 0;

  constructor(private readonly threads: number) {}

  /**
   * Runs `task` in `owner`'s turn, holding one thread; a 429 (errors.imageBusy) when the task may
   * be refused and the owner already has PER_USER_TASKS tasks in its line.
   */
  async run<T>(owner: string, whenBusy: WhenBusy, task: () => Promise<T>): Promise<T> {
    if (whenBusy === "refuse") this.assertRoom(owner);
    const line = this.lines.get(owner) ?? { waiting: [], running: false, tasks: 0 };
    this.lines.set(owner, line);
    line.tasks++;
    try {
      await new Promise<void>((start) => {
        line.waiting.push(start);
        if (line.waiting.length === 1 && !line.running) this.turns.push(owner);
        this.dispatch();
      });
      try {
        return await task();
      } finally {
        line.running = false;
        this.running--;
        // Behind every owner who waited while this one ran: that is what makes it a turn.
        if (line.waiting.length) this.turns.push(owner);
        this.dispatch();
      }
    } finally {
      if (--line.tasks === 0) this.lines.delete(owner);
    }
  }

  /**
   * The 429 a task that may be refused would get now: asked before a request reads what its task
   * needs, so a refused one costs little.
   */
  assertRoom(owner: string) {
    if ((this.lines.get(owner)?.tasks ?? 0) >= PER_USER_TASKS) {
      refusedBy("image_pool_user");
      throw RateLimited("errors.imageBusy", IMAGE_BUSY_RETRY_SECONDS);
    }
  }

  private dispatch() {
    while (this.running < this.threads && this.turns.length) {
      const line = this.lines.get(this.turns.shift() as string) as Line;
      line.running = true;
      this.running++;
      (line.waiting.shift() as () => void)();
    }
  }

  /** Tasks waiting for a thread, and holding one. */
  stats() {
    let waiting = 0;
    for (const line of this.lines.values()) waiting += line.waiting.length;
    return { waiting, running: this.running };
  }
}
