import { describe, expect, it } from "vitest";
import { traceChains } from "./skeleton";

describe("traceChains", () => {
  it("splits a T into three chains that share the junction, and a ring into one closed chain", () => {
    const width = 20;
    const mask = new Uint8Array(width * width);
    for (let x = 2; x <= 16; x++) mask[5 * width + x] = 1;
    for (let y = 6; y <= 14; y++) mask[y * width + 9] = 1;
    const chains = traceChains(mask, width, width);
    expect(chains).toHaveLength(3);
    const junction = 5 * width + 9;
    for (const chain of chains) expect(chain.pixels.includes(junction)).toBe(true);

    const ring = new Uint8Array(width * width);
    for (let x = 4; x <= 12; x++) ring[4 * width + x] = ring[12 * width + x] = 1;
    for (let y = 4; y <= 12; y++) ring[y * width + 4] = ring[y * width + 12] = 1;
    const loops = traceChains(ring, width, width);
    expect(loops).toHaveLength(1);
    expect(loops[0].closed).toBe(true);
  });
});
