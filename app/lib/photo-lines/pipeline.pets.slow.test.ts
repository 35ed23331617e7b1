import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyzeLineArt } from "~/lib/regions";
import { photoLineArt } from "~/services/photo-page.server";

/**
 * A pet photo's page keeps the animal (issue #28): the German shepherd standing on grass
 * (tests/fixtures/photos/pet-dog-shepherd.jpg, 800 × 600, drawn 960 × 720 centred on the
 * 1024 px page). Before subject isolation its outline stayed open at every detail level (tan
 * fur against dry grass has little contrast), so one region ran from the dog's back out into
 * the grass and the page did not show a dog. The measure: no region the fill engine makes
 * (gaps it treats as closed included) holds both a point on the dog and a point on the grass.
 */
const PHOTO = path.resolve("tests/fixtures/photos/pet-dog-shepherd.jpg");

/** Points in the photo's own pixels (800 × 600), chosen by eye away from any outline. */
const ON_DOG: [string, number, number][] = [
  ["back", 406, 234],
  ["chest", 563, 328],
  ["head", 648, 156],
  ["hind thigh", 234, 367],
  ["front leg", 563, 469],
  ["other front leg", 516, 469],
];
const ON_GRASS: [string, number, number][] = [
  ["above the back", 352, 94],
  ["between the legs", 391, 500],
  ["before the chest", 734, 352],
  ["behind the tail", 102, 297],
  ["under the belly", 438, 414],
  ["bottom right", 703, 547],
];

/** The page's pixel for a photo pixel: the photo is scaled by 1.2 and centred. */
const toPage = (x: number, y: number) => [Math.round(32 + x * 1.2), Math.round(152 + y * 1.2)] as const;

/** The region under a point: the most common region in a small window (a line may pass near). */
function regionAt(labels: Uint32Array, width: number, x: number, y: number) {
  const counts = new Map<number, number>();
  for (let dy = -6; dy <= 6; dy++)
    for (let dx = -6; dx <= 6; dx++) {
      const id = labels[(y + dy) * width + x + dx];
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  let best = 0;
  let most = 0;
  for (const [id, n] of counts)
    if (n > most) {
      best = id;
      most = n;
    }
  return best;
}

describe("a pet photo's page", () => {
  for (const detail of [1, 3, 5]) {
    it(`detail ${detail}: the dog is closed off from the grass, and the page passes the fillability check`, { timeout: 60_000 }, async () => {
      const page = await photoLineArt(fs.readFileSync(PHOTO), detail);
      const { data, info } = await sharp(page).greyscale().raw().toBuffer({ resolveWithObject: true });
      const { labels, fillability } = analyzeLineArt(new Uint8Array(data), info.width, info.height);
      const grass = new Map<number, string>();
      for (const [name, x, y] of ON_GRASS) {
        const id = regionAt(labels, info.width, ...toPage(x, y));
        expect(id, name).toBeGreaterThan(0);
        grass.set(id, name);
      }
      for (const [name, x, y] of ON_DOG) {
        const id = regionAt(labels, info.width, ...toPage(x, y));
        expect(id, name).toBeGreaterThan(0);
        expect(grass.get(id), `the dog's ${name} shares a region with the grass`).toBeUndefined();
      }
      expect(fillability.problems).toEqual([]);
    });
  }
});
