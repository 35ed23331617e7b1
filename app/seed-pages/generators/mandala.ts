import { around, CENTER, circle, document, local, path, polar, pt } from "./svg";

/**
 * A teardrop in the frame of `angle`: pointed at radius `r0`, round at `r1`, `w` the radius of
 * its round end (the two straight sides are tangent to it).
 */
function teardrop(angle: number, r0: number, r1: number, w: number) {
  const d = r1 - w - r0;
  const side = Math.sqrt(d * d - w * w);
  const turn = Math.asin(w / d);
  const at = (s: number) => pt(local(r0 + side * Math.cos(turn), s * side * Math.sin(turn), angle));
  return `M${pt(local(r0, 0, angle))} L${at(-1)} A${w},${w} 0 1 1 ${at(1)} Z`;
}

/** An elliptic petal centred at radius `r`, `along` and `across` its half-axes. */
function oval(angle: number, r: number, along: number, across: number, cx = CENTER, cy = CENTER) {
  const [x, y] = local(r, 0, angle, cx, cy);
  return `<ellipse cx="${x}" cy="${y}" rx="${across}" ry="${along}" transform="rotate(${angle} ${x} ${y})"/>`;
}

/** A star of `points` points between radii `inner` and `outer`. */
function star(points: number, inner: number, outer: number, cx = CENTER, cy = CENTER, turn = 0) {
  const corners = Array.from({ length: points * 2 }, (_, i) => pt(polar(i % 2 ? inner : outer, turn + (180 * i) / points, cx, cy)));
  return `M${corners.join(" L")}Z`;
}

/** A ring of `count` outward scallops on a circle of radius `r`, each `depth` deep. */
function scallops(count: number, r: number, depth: number) {
  const step = 360 / count;
  const parts = [`M${pt(polar(r, 0))}`];
  for (let i = 0; i < count; i++) {
    parts.push(`Q${pt(polar(r + depth * 2, step * (i + 0.5)))} ${pt(polar(r, step * (i + 1)))}`);
  }
  return `${parts.join(" ")}Z`;
}

/** A small six-petal flower centred at a point. */
function blossom(center: [number, number], heart: number, along: number, across: number) {
  const petals = Array.from({ length: 6 }, (_, i) => oval(i * 60, heart + along, along, across, ...center));
  return [...petals, circle(...center, heart)].join("\n");
}

const variants = {
  /** Large shapes for small hands: two rings of teardrops. */
  simple: () =>
    document(
      9,
      [
        around(8, (a) => path(teardrop(a, 250, 470, 72), true), 22.5),
        circle(CENTER, CENTER, 300, true),
        around(8, (a) => path(teardrop(a, 60, 272, 50))),
        around(8, (a) => circle(...polar(355, a), 26)),
        circle(CENTER, CENTER, 60),
        circle(CENTER, CENTER, 26),
      ].join("\n"),
    ),

  /** Stars within stars: a medium page. */
  stars: () =>
    document(
      6,
      [
        circle(CENTER, CENTER, 472),
        path(`M${Array.from({ length: 24 }, (_, i) => pt(polar(i % 2 ? 446 : 332, i * 15))).join(" L")}Z`, true),
        around(12, (a) => path(star(5, 16, 36, ...polar(420, a)))),
        circle(CENTER, CENTER, 332, true),
        around(16, (a) => circle(...polar(301, a), 17)),
        circle(CENTER, CENTER, 270),
        around(16, (a) => path(teardrop(a, 130, 250, 25))),
        around(16, (a) => circle(...polar(230, a), 14), 11.25),
        circle(CENTER, CENTER, 130),
        path(star(8, 50, 110)),
        circle(CENTER, CENTER, 30),
      ].join("\n"),
    ),

  /** Flowers, petals and scallops: an intricate page for patient colourists. */
  flowers: () =>
    document(
      4,
      [
        path(scallops(24, 440, 22)),
        circle(CENTER, CENTER, 440),
        around(12, (a) => path(teardrop(a, 334, 428, 18)), 15),
        around(12, (a) => blossom(polar(376, a), 18, 22, 12)),
        circle(CENTER, CENTER, 320),
        circle(CENTER, CENTER, 300),
        around(48, (a) => path(`M${pt(polar(300, a))} L${pt(polar(320, a))}`)),
        around(16, (a) => [oval(a, 215, 62, 24), oval(a, 215, 36, 10)].join("\n")),
        around(16, (a) => path(teardrop(a, 160, 276, 14)), 11.25),
        circle(CENTER, CENTER, 150),
        around(8, (a) => path(teardrop(a, 30, 132, 26))),
        around(8, (a) => circle(...polar(118, a), 12), 22.5),
        circle(CENTER, CENTER, 30),
        circle(CENTER, CENTER, 14),
      ].join("\n"),
    ),
};

export type MandalaVariant = keyof typeof variants;

/** One of the first-run gallery's mandalas, as SVG. */
export function mandala(variant: MandalaVariant): string {
  return variants[variant]();
}
