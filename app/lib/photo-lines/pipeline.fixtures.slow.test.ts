import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { computeRegionMap } from "~/services/regions.server";
import { photoLineArt } from "~/services/photo-page.server";

/** Every test photo the project ships, at the default detail, makes a page the fill engine accepts. */
const PHOTOS = path.resolve("tests/fixtures/photos");
const files = fs.readdirSync(PHOTOS).filter((f) => /\.(jpe?g|png|webp)$/i.test(f));

describe("photo pages of the test photos", () => {
  it("there are test photos of each kind (portrait, pet, building, landscape)", () => {
    for (const kind of ["portrait", "pet", "building", "landscape"])
      expect(
        files.some((f) => f.startsWith(kind)),
        kind,
      ).toBe(true);
  });

  for (const file of files) {
    it(`${file} at detail 3 passes the fillability check, with regions to colour`, { timeout: 60_000 }, async () => {
      const page = await photoLineArt(fs.readFileSync(path.join(PHOTOS, file)), 3);
      const { fillability, regionCount } = await computeRegionMap(page);
      expect(fillability.problems, file).toEqual([]);
      expect(fillability.passed).toBe(true);
      expect(regionCount).toBeGreaterThanOrEqual(4);
    });
  }
});
