/**
 * A page's title as people read it on cards, the colour screen, prints and downloads. The
 * prompt stays whole (it is what was drawn and what search finds); an AI page's title is a
 * short title made from the idea: the drawing instructions ("…, dibujo de líneas para
 * colorear", "estilo sencillo") and everything after the first clause go, a leading "un/una"
 * goes, and it ends on a whole word, never on "de" or "con".
 */

export const TITLE_MAX = 42;

// Drawing instructions people (and idea generators) add to an idea; they say how, not what.
const INSTRUCTIONS: RegExp[] = [
  /\b(?:(?:un|una|en)\s+)?(?:dibujo|ilustraci[oó]n|p[aá]gina|l[aá]mina|imagen|arte|boceto)s?\s+(?:(?:de\s+)?l[ií]neas?\s+|lineal(?:es)?\s+|sencill[oa]s?\s+|simples?\s+|infantil(?:es)?\s+|en\s+blanco\s+y\s+negro\s+)*(?:para\s+(?:colorear|pintar|niñ[oa]s))\b/giu,
  /\b(?:dibujo|arte|trazo)s?\s+(?:de\s+)?l[ií]neas?\b/giu,
  /\bpara\s+(?:colorear|pintar)\b/giu,
  /\ben\s+blanco\s+y\s+negro\b/giu,
  /\b(?:con\s+)?(?:l[ií]neas|contornos|trazos)\s+(?:gruesos?|gruesas|negros?|negras|claros?|claras|limpios?|limpias|simples|definidos?|definidas)(?:\s+y\s+(?:gruesos?|gruesas|negros?|negras|claros?|claras|limpios?|limpias|simples|definidos?|definidas))?\b/giu,
  /\b(?:al\s+)?estilo\s+(?:sencillo|simple|infantil|kawaii|cartoon|dibujo\s+animado|de\s+dibujos\s+animados)\b/giu,
  /\b(?:sin\s+colou?res|sin\s+sombras?|fondo\s+blanco)\b/giu,
  /\b(?:colou?ring\s+page|line\s+art|black\s+and\s+white|for\s+kids)\b/giu,
];

// Words a title never ends on.
const DANGLING = new Set([
  "a",
  "al",
  "con",
  "de",
  "del",
  "el",
  "en",
  "la",
  "las",
  "lo",
  "los",
  "para",
  "por",
  "que",
  "sin",
  "sobre",
  "su",
  "sus",
  "un",
  "una",
  "unos",
  "unas",
  "y",
  "o",
  "e",
  "u",
  "entre",
  "hacia",
  "desde",
  "muy",
  "and",
  "of",
  "the",
  "with",
  "in",
  "on",
]);

const capitalize = (text: string) => (text ? text[0].toLocaleUpperCase("es") + text.slice(1) : text);

/** Cuts to `max` characters at a word boundary, without a dangling last word. */
function shorten(text: string, max: number): string {
  let words = text.split(/\s+/).filter(Boolean);
  while (words.join(" ").length > max && words.length > 1) words = words.slice(0, -1);
  while (words.length > 1 && DANGLING.has(words[words.length - 1].toLocaleLowerCase("es"))) words = words.slice(0, -1);
  const joined = words.join(" ");
  return joined.length > max ? joined.slice(0, max) : joined;
}

/** A short title for an idea (an AI page's prompt). */
export function titleFromIdea(idea: string, max = TITLE_MAX): string {
  const whole = idea.replace(/\s+/g, " ").trim();
  let text = whole;
  for (const pattern of INSTRUCTIONS) text = text.replace(pattern, " ");
  // The first clause: what is drawn; what follows a comma, colon or dash is detail.
  const clauses = text
    .split(/[,;:.!?()[\]—–]|\s-\s/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter((part) => /\p{L}/u.test(part));
  let title = clauses[0] ?? "";
  title = title.replace(/^(?:(?:dibuja|dibújame|haz|crea|quiero|me gustaría)\s+)?(?:(?:de|del|sobre|con)\s+)?/iu, "").replace(/^(?:un|una|unos|unas)\s+/iu, "");
  title = title.replace(/\s+(?:y|e|o|con|de)$/iu, "").trim();
  if (!title) title = whole;
  return capitalize(shorten(title, max));
}

/** The title a page shows: a short one from an AI page's idea; an uploaded page's name as it is. */
export function pageTitle(page: { prompt: string; source: string; id: number }): string {
  if (!page.prompt.trim()) return `#${page.id}`;
  return page.source === "ai" ? titleFromIdea(page.prompt) : page.prompt;
}

const DAY_MS = 24 * 3600_000;

/** YYYY-MM-DD of a date, in UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The day a download is named after: the person's own day (their device sends it) when it is
 * within a day of the server's, else the server's (UTC).
 */
export function downloadDay(sent: string | null | undefined, now = new Date()): string {
  if (sent && /^\d{4}-\d{2}-\d{2}$/.test(sent)) {
    const day = Date.parse(`${sent}T12:00:00Z`);
    if (Number.isFinite(day) && Math.abs(day - now.getTime()) <= 1.5 * DAY_MS) return sent;
  }
  return isoDay(now);
}

/**
 * A download's file name, `{título}-{fecha}.png`, in characters every system and browser takes
 * as they are: lower-case ASCII letters and digits joined by hyphens ("Búho leyendo un libro" on
 * 24 November 2026 is "buho-leyendo-un-libro-2026-11-24.png").
 */
export function downloadName(title: string, pageId: number, day: string): string {
  return `${fileSlug(title, pageId)}-${day}.png`;
}

/** A title in file-name-safe characters (no accents, lower case, hyphens), at most 60; "" when nothing is left. */
export function slugOf(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** A page's title as the start of a file name (see downloadName); `pagina-{id}` when nothing of it is left. */
export function fileSlug(title: string, pageId: number): string {
  return slugOf(title) || `pagina-${pageId}`;
}
