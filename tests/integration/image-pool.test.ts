import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { isAppError } from "~/lib/errors";
import { closeImagePool, imagePoolStats, PER_USER_TASKS, runImageTask } from "~/services/image-pool.server";
import { photoLineArt } from "~/services/photo-page.server";
import { computeRegionMap } from "~/services/regions.server";
import { ringLineArt } from "../helpers/images";

/**
 * Image work runs in the worker threads of the image pool, never on the thread that answers
 * requests, and one user cannot fill the pool (issue #15).
 */

const PHOTOS = path.resolve("tests/fixtures/photos");
const photo = fs.readFileSync(path.join(PHOTOS, fs.readdirSync(PHOTOS).find((name) => /\.(jpe?g|png|webp)$/i.test(name)) as string));

afterAll(() => closeImagePool());

describe("the image pool", () => {
  it("makes region maps and photo line art in its threads, not on this one", async () => {
    const before = imagePoolStats().completed;
    const map = await computeRegionMap(await ringLineArt());
    expect(map.regionCount).toBeGreaterThanOrEqual(2);
    expect((await sharp(map.png).metadata()).width).toBe(1024);
    const art = await photoLineArt(photo, 3, { userId: 1 });
    expect(await sharp(art).metadata()).toMatchObject({ width: 1024, height: 1024 });
    expect(imagePoolStats().completed).toBe(before + 2);
    expect(imagePoolStats().threads).toBeGreaterThanOrEqual(1);
  });

  it("keeps this thread free while a photo becomes line art", async () => {
    // Counts turns of the event loop while the work runs: work on this thread would hold it
    // for the whole conversion (hundreds of milliseconds with no turn).
    let longest = 0;
    let last = performance.now();
    let running = true;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    await photoLineArt(photo, 4, { userId: 2 });
    const took = performance.now() - started;
    running = false;
    // The longest gap between turns is a small part of the conversion (on this thread, its
    // longest stage alone would be a third of it or more).
    expect(longest).toBeLessThan(took / 10);
  });

  it("refuses a user's photo conversion beyond PER_USER_TASKS with 429 while another user's still runs; region maps and background work wait their turn", async () => {
    const art = await ringLineArt();
    const mine = Array.from({ length: PER_USER_TASKS }, (_, i) => runImageTask({ userId: 3 }, "photoLines", { photo, detail: 1 + i }, "refuse"));
    const refused = await runImageTask({ userId: 3 }, "photoLines", { photo, detail: 5 }, "refuse").catch((error: unknown) => error);
    expect(isAppError(refused) && refused).toMatchObject({ status: 429, code: "RATE_LIMITED", messageKey: "errors.imageBusy" });
    // A page being made by the same user is not refused: its map waits in the user's line.
    const map = runImageTask({ userId: 3 }, "regionMap", { lineArt: art }, "wait");
    const theirs = runImageTask({ userId: 4 }, "photoLines", { photo, detail: 2 }, "refuse");
    const background = Array.from({ length: PER_USER_TASKS + 2 }, () => runImageTask("background", "regionMap", { lineArt: art }, "wait"));
    const photos = await Promise.all([...mine, theirs]);
    expect(photos.every((result) => result.ok)).toBe(true);
    expect((await Promise.all([map, ...background])).every((result) => result.regionCount >= 2)).toBe(true);
    // Once done, the user may ask again.
    await expect(runImageTask({ userId: 3 }, "photoLines", { photo, detail: 5 }, "refuse")).resolves.toMatchObject({ ok: true });
  });

  it("lets users take turns: one user's run of tasks does not keep another's waiting", async () => {
    const art = await ringLineArt();
    const done: string[] = [];
    // Three users, each asking for three maps one after another (a page of previews each).
    await Promise.all(
      [11, 12, 13].map(async (userId) => {
        for (let i = 0; i < 3; i++) {
          await runImageTask({ userId }, "regionMap", { lineArt: art }, "wait");
          done.push(`${userId}`);
        }
      }),
    );
    // Every user's first task is done before any user's third.
    const firstOf = (user: string) => done.indexOf(user);
    const thirdOf = (user: string) => done.lastIndexOf(user);
    const users = ["11", "12", "13"];
    expect(Math.max(...users.map(firstOf))).toBeLessThan(Math.min(...users.map(thirdOf)));
  });

  it("lets another user's task through next while one user has 20 waiting (issue #27)", async () => {
    const art = await ringLineArt();
    const done: string[] = [];
    const flood = Array.from({ length: 20 }, () => runImageTask({ userId: 21 }, "regionMap", { lineArt: art }, "wait").then(() => done.push("flood")));
    await new Promise((resolve) => setImmediate(resolve));
    await runImageTask({ userId: 22 }, "regionMap", { lineArt: art }, "wait");
    done.push("theirs");
    await Promise.all(flood);
    // After the one running (one thread), or at once beside it (more threads).
    expect(done.indexOf("theirs")).toBeLessThanOrEqual(1);
  });

  it("answers an unreadable photo with the form's 422, as before", async () => {
    const error = await photoLineArt(Buffer.from("not a picture"), 3, { userId: 5 }).catch((e: unknown) => e);
    expect(isAppError(error) && error).toMatchObject({ status: 422, fields: { photo: "create.errors.photoUnreadable" } });
  });
});
