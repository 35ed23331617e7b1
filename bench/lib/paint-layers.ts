import sharp from "sharp";
import { seededRandom } from "~/lib/patterns";

const PALETTE = ["#e53935", "#fb8c00", "#fdd835", "#43a047", "#1e88e5", "#8e24aa", "#f06292", "#6d4c41", "#26c6da", "#7cb342"];

/**
 * A paint layer as the colour screen exports it: 1024×1024, transparent but for what was painted —
 * regions filled with the bucket (shapes with anti-aliased edges) and brush strokes across them.
 */
export async function paintLayer(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const at = () => Math.round(80 + random() * 864);
  const shapes: string[] = [];
  for (let i = 0; i < 6 + Math.floor(random() * 5); i++) {
    const [cx, cy, rx, ry] = [at(), at(), 40 + random() * 130, 40 + random() * 130];
    shapes.push(
      random() < 0.5
        ? `<ellipse cx="${cx}" cy="${cy}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${pick(PALETTE)}"/>`
        : `<polygon points="${Array.from({ length: 5 }, (_, k) => `${(cx + Math.cos((k * 2 * Math.PI) / 5 + random()) * rx).toFixed(0)},${(cy + Math.sin((k * 2 * Math.PI) / 5 + random()) * ry).toFixed(0)}`).join(" ")}" fill="${pick(PALETTE)}"/>`,
    );
  }
  for (let i = 0; i < 8 + Math.floor(random() * 6); i++) {
    const points = Array.from({ length: 4 }, at);
    shapes.push(
      `<path d="M${at()} ${at()} Q${points[0]} ${points[1]} ${points[2]} ${points[3]} T${at()} ${at()}" fill="none" stroke="${pick(PALETTE)}" stroke-width="${(10 + random() * 30).toFixed(0)}" stroke-linecap="round" stroke-linejoin="round" opacity="${(0.7 + random() * 0.3).toFixed(2)}"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">${shapes.join("")}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { data } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  const painted = data.reduce((n, alpha) => n + (alpha > 0 ? 1 : 0), 0) / data.length;
  return { png, painted };
}
