import { circle, document, path, polar, pt } from "./svg";

/**
 * Letter pages: a big bubble letter drawn as outline paths (no font is assumed installed),
 * dotted inside so it is fun to colour, beside a picture of a word that starts with it.
 */

const c = (cx: number, cy: number) => (r: number, a: number) => pt(polar(r, a, cx, cy));

/** The letters' outlines and the dots inside them (each dot well inside the letter's stroke). */
const letters = {
  A: {
    outline: ["M100,820 L250,150 L370,150 L520,820 L405,820 L376,690 L244,690 L215,820 Z", "M266,590 L354,590 L310,396 Z"],
    dots: [
      [170, 765],
      [222, 530],
      [450, 765],
      [398, 530],
      [310, 250],
      [310, 640],
    ],
  },
  B: {
    outline: [
      "M120,150 H300 A160,160 0 0 1 380,448.6 L397.5,493.4 A175,175 0 0 1 310,820 H120 Z",
      "M230,235 H290 A77.5,77.5 0 0 1 290,390 H230 Z",
      "M230,540 H300 A90,90 0 0 1 300,720 H230 Z",
    ],
    dots: [
      [175, 220],
      [175, 470],
      [175, 760],
      [415, 300],
      [440, 650],
      [300, 465],
    ],
  },
  C: {
    outline: (() => {
      const at = c(330, 485);
      return [`M${at(335, 48)} A335,335 0 1 0 ${at(335, 132)} A60,60 0 0 0 ${at(215, 132)} A215,215 0 1 1 ${at(215, 48)} A60,60 0 0 0 ${at(335, 48)} Z`];
    })(),
    dots: [20, 340, 300, 260, 220, 180, 150].map((a) => polar(275, a, 330, 485)),
  },
} as const;

const sun = (cx: number, cy: number, r: number) =>
  [circle(cx, cy, r), ...Array.from({ length: 8 }, (_, i) => path(`M${pt(polar(r + 16, i * 45, cx, cy))} L${pt(polar(r + 42, i * 45, cx, cy))}`))].join("\n");

/** The union of circles as one outline: thick strokes first, then white discs over their inner half. */
const cloudOf = (discs: [number, number, number][], strokeWidth: number) =>
  [
    `<g stroke-width="${strokeWidth * 2}">${discs.map(([x, y, r]) => circle(x, y, r)).join("")}</g>`,
    `<g stroke="none" fill="#fff">${discs.map(([x, y, r]) => circle(x, y, r)).join("")}</g>`,
  ].join("\n");

const pictures = {
  /** Á de árbol: an apple tree on a meadow. */
  A: () =>
    [
      sun(905, 125, 52),
      '<path d="M-10,880 H1034"/>',
      path("M715,880 C740,830 742,700 738,560 L800,560 C796,700 800,830 825,880 Z"),
      path("M765,880 C760,850 775,820 790,800"),
      cloudOf(
        [
          [770, 420, 118],
          [660, 480, 88],
          [880, 480, 88],
          [700, 360, 80],
          [845, 365, 80],
          [770, 545, 82],
        ],
        8,
      ),
      ...[
        [700, 460],
        [800, 380],
        [870, 500],
        [760, 520],
        [690, 560],
      ].map(([x, y]) => [circle(x, y, 24), path(`M${x},${y - 24} q4,-14 14,-18`)].join("\n")),
      path("M600,880 q-8,-30 4,-52 M600,880 q10,-26 30,-36"),
      path("M930,880 q-8,-30 4,-52 M930,880 q10,-26 30,-36"),
    ].join("\n"),

  /** B de barco: a sailing boat on the waves. */
  B: () =>
    [
      sun(920, 120, 48),
      path("M765,690 V290"),
      path("M765,290 L820,310 L765,330", true),
      path("M780,340 L780,665 L935,665 Z"),
      path("M750,380 L750,665 L615,665 Z"),
      path("M575,690 H955 L890,795 H640 Z", true),
      circle(690, 726, 16),
      circle(765, 726, 16),
      circle(840, 726, 16),
      // The first wave hides the bottom of the hull; both reach the page's edges so the sea is closed.
      path(`M-10,760 Q30,735 70,760 ${Array.from({ length: 13 }, (_, i) => `T${150 + i * 80},760`).join(" ")} V1040 H-10 Z`, true),
      path(`M-10,880 Q30,855 70,880 ${Array.from({ length: 13 }, (_, i) => `T${150 + i * 80},880`).join(" ")}`),
      path("M590,230 q22,-22 44,0 q22,-22 44,0"),
      path("M660,160 q16,-16 32,0 q16,-16 32,0"),
    ].join("\n"),

  /** C de casa: a little house with a smoking chimney. */
  C: () =>
    [
      sun(930, 110, 44),
      '<path d="M-10,880 H1034"/>',
      path("M850,380 H900 V500 H850 Z"),
      circle(884, 335, 16),
      circle(906, 290, 21),
      circle(936, 238, 26),
      path("M600,560 H930 V880 H600 Z"),
      path("M572,578 L765,390 L958,578 Z", true),
      circle(765, 500, 34),
      path("M725,880 V780 A40,40 0 0 1 805,780 V880"),
      circle(787, 832, 6),
      path("M630,625 H710 V705 H630 Z M670,625 V705 M630,665 H710"),
      path("M820,625 H900 V705 H820 Z M860,625 V705 M820,665 H900"),
    ].join("\n"),
} as const;

export type Letter = keyof typeof letters;

/** A letter page as SVG. */
export function letterPage(letter: Letter): string {
  const { outline, dots } = letters[letter];
  return document(8, [pictures[letter](), path(outline.join(" "), true), ...dots.map(([x, y]) => circle(x, y, 22))].join("\n"));
}
