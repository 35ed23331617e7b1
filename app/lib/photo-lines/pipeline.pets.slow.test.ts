import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyzeLineArt } from "~/lib/regions";
import { photoLineArt } from "~/services/photo-page.server";

/**
 * A pet photo's page keeps the animal (issue #28). The measure: no region the fill engine makes
 * (gaps it treats as closed included) holds both a point on the animal and a point on what is
 * around it, so the animal is a shape of its own (closed with the frame where the photo crops it).
 *
 * - The German shepherd standing on grass (800 × 600, drawn 960 × 720 centred on the 1024 px
 *   page). Before subject isolation its outline stayed open at every detail level (tan fur against
 *   dry grass has little contrast), so one region ran from the dog's back out into the grass.
 * - The close-up cat (451 × 300, drawn 960 × 639): its face fills the frame against a blurred
 *   backdrop. Before the backdrop was found first, the subject was only its eyes and muzzle and
 *   the head had no outline: its ears and forehead ran into the backdrop.
 */
type Pet = { file: string; width: number; height: number; animal: [string, number, number][]; around: [string, number, number][] };

/** Points in the photo's own pixels, chosen by eye away from any outline. */
const PETS: Pet[] = [
  {
    file: "pet-dog-shepherd.jpg",
    width: 800,
    height: 600,
    animal: [
      ["back", 406, 234],
      ["chest", 563, 328],
      ["head", 648, 156],
      ["hind thigh", 234, 367],
      ["front leg", 563, 469],
      ["other front leg", 516, 469],
    ],
    around: [
      ["above the back", 352, 94],
      ["between the legs", 391, 500],
      ["before the chest", 734, 352],
      ["behind the tail", 102, 297],
      ["under the belly", 438, 414],
      ["bottom right", 703, 547],
    ],
  },
  {
    file: "pet-cat-chelsea.jpg",
    width: 451,
    height: 300,
    animal: [
      ["left ear", 56, 11],
      ["right ear", 345, 28],
      ["forehead", 211, 35],
      ["cheek", 176, 197],
      ["muzzle", 305, 248],
    ],
    around: [
      ["right of the head", 430, 141],
      ["top right corner", 437, 14],
      ["bottom right", 423, 268],
      ["top left corner", 8, 42],
    ],
  },
];

/** The page's pixel for a photo pixel: the photo is scaled to 960 px on its longest side and centred. */
function toPage(pet: Pet, x: number, y: number) {
  const scale = 960 / Math.max(pet.width, pet.height);
  return [Math.round((1024 - pet.width * scale) / 2 + x * scale), Math.round((1024 - pet.height * scale) / 2 + y * scale)] as const;
}

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
  for (const pet of PETS) {
    for (const detail of [1, 3, 5]) {
      it(
        `${pet.file}, detail ${detail}: the animal is closed off from what is around it, and the page passes the fillability check`,
        { timeout: 60_000 },
        async () => {
          const page = await photoLineArt(fs.readFileSync(path.resolve("tests/fixtures/photos", pet.file)), detail);
          const { data, info } = await sharp(page).greyscale().raw().toBuffer({ resolveWithObject: true });
          const { labels, fillability } = analyzeLineArt(new Uint8Array(data), info.width, info.height);
          const around = new Map<number, string>();
          for (const [name, x, y] of pet.around) {
            const id = regionAt(labels, info.width, ...toPage(pet, x, y));
            expect(id, name).toBeGreaterThan(0);
            around.set(id, name);
          }
          for (const [name, x, y] of pet.animal) {
            const id = regionAt(labels, info.width, ...toPage(pet, x, y));
            expect(id, name).toBeGreaterThan(0);
            expect(around.get(id), `the ${name} shares a region with the ${around.get(id)}`).toBeUndefined();
          }
          expect(fillability.problems).toEqual([]);
        },
      );
    }
  }
});
