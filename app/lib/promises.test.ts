import { describe, expect, it } from "vitest";
import { allSettled } from "./promises";

describe("allSettled", () => {
  it("answers every value in order", async () => {
    expect(await allSettled([Promise.resolve(1), Promise.resolve("two")] as const)).toEqual([1, "two"]);
  });

  it("rejects with the first failure only once every promise has settled", async () => {
    let lateDone = false;
    const late = new Promise<number>((resolve) =>
      setTimeout(() => {
        lateDone = true;
        resolve(3);
      }, 30),
    );
    const first = new Error("first");
    await expect(allSettled([Promise.reject(first), late, Promise.reject(new Error("second"))] as const)).rejects.toBe(first);
    expect(lateDone).toBe(true);
  });
});
