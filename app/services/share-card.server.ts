import sharp, { type OutputInfo } from "sharp";

/** The size link previews ask for (Open Graph, Twitter's large card): 1.91:1. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

const MARGIN = 45;
/** The white square the picture sits on, and the picture inside it. */
const FRAME = SHARE_CARD_HEIGHT - 2 * MARGIN;
const PICTURE = FRAME - 40;
const TEXT_LEFT = MARGIN + FRAME + 50;
const TEXT_WIDTH = SHARE_CARD_WIDTH - TEXT_LEFT - MARGIN;
/** Titles longer than this are cut (with "…"): a card is read at a glance. */
const TITLE_CHARS = 80;

// The theme's brand colours (tailwind.css): brand-600, brand-800, brand-100.
const BRAND = "#7c3aed";
const BRAND_DARK = "#5b21b6";
const BRAND_LIGHT = "#ede9fe";

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const shortened = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * A line or a paragraph of text as a transparent PNG no wider than `width`: Pango's markup with
 * the system's sans-serif, shrunk a step at a time until it fits in `maxHeight`.
 */
async function textImage(text: string, options: { width: number; maxHeight: number; sizes: number[]; color: string; weight: "bold" | "heavy" }) {
  let last: { data: Buffer; info: OutputInfo } | null = null;
  for (const size of options.sizes) {
    last = await sharp({
      text: {
        text: `<span foreground="${options.color}" font_weight="${options.weight}">${escapeMarkup(text)}</span>`,
        font: `sans-serif ${size}`,
        width: options.width,
        dpi: 72,
        rgba: true,
        wrap: "word",
        spacing: Math.round(size * 0.15),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    if (last.info.height <= options.maxHeight) return last;
  }
  if (!last) throw new Error("no text sizes");
  // Still too tall at the smallest size: its first lines.
  const cropped = await sharp(last.data)
    .extract({ left: 0, top: 0, width: last.info.width, height: options.maxHeight })
    .png()
    .toBuffer({ resolveWithObject: true });
  return cropped;
}

/**
 * The link preview of a shared colouring: the picture (the saved composite) fitted on white in a
 * rounded frame on the left of a brand-coloured card, the app's name, the page's title and an
 * invitation on the right.
 */
export async function makeShareCard({ picture, title, appName, invitation }: { picture: Buffer; title: string; appName: string; invitation: string }) {
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${SHARE_CARD_WIDTH - 60}" cy="70" r="150" fill="#ffffff" fill-opacity="0.07"/>
      <circle cx="${TEXT_LEFT + 40}" cy="${SHARE_CARD_HEIGHT + 40}" r="170" fill="#ffffff" fill-opacity="0.06"/>
      <rect x="${MARGIN}" y="${MARGIN}" width="${FRAME}" height="${FRAME}" rx="32" fill="#ffffff"/>
    </svg>`,
  );
  const fitted = await sharp(picture).resize(PICTURE, PICTURE, { fit: "contain", background: "#ffffff" }).flatten({ background: "#ffffff" }).png().toBuffer();
  const [name, heading, invite] = await Promise.all([
    textImage(shortened(appName, 40), { width: TEXT_WIDTH, maxHeight: 60, sizes: [34, 28], color: BRAND_LIGHT, weight: "bold" }),
    textImage(shortened(title, TITLE_CHARS), { width: TEXT_WIDTH, maxHeight: 300, sizes: [60, 50, 42, 36], color: "#ffffff", weight: "heavy" }),
    textImage(invitation, { width: TEXT_WIDTH, maxHeight: 80, sizes: [30, 26], color: BRAND_LIGHT, weight: "bold" }),
  ]);
  const inset = MARGIN + (FRAME - PICTURE) / 2;
  return sharp(background)
    .composite([
      { input: fitted, left: inset, top: inset },
      { input: name.data, left: TEXT_LEFT, top: MARGIN + 10 },
      // The title centred in the room between the name and the invitation.
      { input: heading.data, left: TEXT_LEFT, top: Math.round((SHARE_CARD_HEIGHT - heading.info.height) / 2) },
      { input: invite.data, left: TEXT_LEFT, top: SHARE_CARD_HEIGHT - MARGIN - 10 - invite.info.height },
    ])
    .flatten({ background: BRAND })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
