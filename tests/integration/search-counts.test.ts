/**
 * What a server keeps between requests (services/kept.server, record 0152): each reader can be
 * switched off with KEEP_READS (the evening bench measures each alone), and /metrics counts each
 * reader's hits and misses.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getConnection } from "~/db/client.server";
import { getEnv } from "~/infra/env.server";
import { keptReadsAsked } from "~/infra/metrics.server";
import { PAGE_SIZE } from "~/lib/pages";
import { keptReads, type KeptReader } from "~/services/kept.server";
import { SIGNED_OUT } from "~/services/pages.server";
import { until } from "../helpers/build-process";
import { setEnv } from "../helpers/env";
import { insertPages, listPages, makeUser, uniqueWord } from "../helpers/pages";

let restore = () => {};
afterEach(() => restore());

/** A reader of its own over a channel nothing else uses, counting its reads. */
function counting(name: KeptReader) {
  let reads = 0;
  const reader = keptReads(name, `kept_reads_test_${name}`, async () => ++reads);
  return { reader, reads: () => reads };
}

async function counted(reader: KeptReader, result: "hit" | "miss") {
  const value = (await keptReadsAsked.get()).values.find((each) => each.labels.reader === reader && each.labels.result === result)?.value;
  return Number(value ?? 0);
}

describe("KEEP_READS", () => {
  it("a reader that is on answers from memory once it listens, and counts its hits and misses", async () => {
    restore = setEnv({ KEEP_READS: "plans" });
    await getConnection();
    const { reader, reads } = counting("plans");
    const [hits, misses] = [await counted("plans", "hit"), await counted("plans", "miss")];
    await reader.get("all");
    // (nothing is kept before the listening has started)
    await until(
      async () => {
        await reader.get("all");
        return (await counted("plans", "hit")) > hits;
      },
      3_000,
      () => "a kept value",
      50,
    );
    const before = reads();
    for (let i = 0; i < 5; i++) await reader.get("all");
    expect(reads()).toBe(before);
    expect(await counted("plans", "hit")).toBeGreaterThanOrEqual(hits + 6);
    expect(await counted("plans", "miss")).toBeGreaterThan(misses);
  });

  it("a reader switched off reads every time", async () => {
    restore = setEnv({ KEEP_READS: "plans" });
    const { reader, reads } = counting("daily");
    for (let i = 0; i < 10; i++) {
      await reader.get("all");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reads()).toBe(10);
  });

  it("refuses a name it does not know at start", () => {
    restore = setEnv({ KEEP_READS: "owners" });
    expect(() => getEnv()).toThrow(/KEEP_READS/);
  });

  it("searches: a search's count is kept a minute when on, counted again every time when off", async () => {
    const { user } = await makeUser();
    const seeds = (word: string, n: number) => Array.from({ length: n }, (_, i) => ({ prompt: `${word} ${i}` }));
    /** Page 1 of a search after PAGE_SIZE matches, then after 2 × PAGE_SIZE more: the last page each time says. */
    async function lastPages(keep: string) {
      restore = setEnv({ KEEP_READS: keep });
      const word = uniqueWord("kept");
      await insertPages(user, seeds(word, PAGE_SIZE));
      const before = (await listPages(SIGNED_OUT, { search: word })).lastPage;
      await insertPages(user, seeds(word, 2 * PAGE_SIZE));
      return [before, (await listPages(SIGNED_OUT, { search: word })).lastPage];
    }
    const [hits, misses] = [await counted("searches", "hit"), await counted("searches", "miss")];
    // Kept: the count stays a minute old; the row read past page 1 still shows there is a next.
    expect(await lastPages("searches")).toEqual([1, 2]);
    expect(await counted("searches", "hit")).toBe(hits + 1);
    expect(await counted("searches", "miss")).toBe(misses + 1);
    // Off: counted again, all three pages.
    expect(await lastPages("settings,plans,daily")).toEqual([1, 3]);
    expect(await counted("searches", "hit")).toBe(hits + 1);
    expect(await counted("searches", "miss")).toBe(misses + 3);
  });
});
