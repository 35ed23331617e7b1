import * as z from "zod";
import { translate, type Locale, type MessageKey } from "~/i18n";
import { DEFAULT_PATTERN, PATTERN_DENSITIES, PATTERN_MOTIFS, PATTERN_SYMMETRIES, SEED_MAX, generatePattern, type PatternOptions } from "~/lib/patterns";
import { assertPageCreationCredit } from "./credits.server";
import { assertCreator, savePage, svgToLineArt, visibilityField, type Creator } from "./page-creation.server";
import type { Card } from "~/lib/pages";
import { TITLE_MAX } from "./photo-page.server";
import { parseInput } from "~/lib/validation";

const oneOf = <T extends number>(values: readonly T[], error: MessageKey) =>
  z.coerce
    .number({ error })
    .refine((n): n is T => (values as readonly number[]).includes(n), { error })
    .meta({ enum: [...values] }) as unknown as z.ZodType<T>;

export const patternSchema = z.object({
  seed: z.coerce
    .number({ error: "create.errors.seed" })
    .int({ error: "create.errors.seed" })
    .min(1, { error: "create.errors.seed" })
    .max(SEED_MAX, { error: "create.errors.seed" }),
  symmetry: oneOf(PATTERN_SYMMETRIES, "create.errors.symmetry").default(DEFAULT_PATTERN.symmetry),
  density: oneOf(PATTERN_DENSITIES, "create.errors.density").default(DEFAULT_PATTERN.density),
  motif: z.enum(PATTERN_MOTIFS, { error: "create.errors.motif" }).default(DEFAULT_PATTERN.motif),
});

export const patternPageSchema = patternSchema.extend({
  title: z.string().trim().max(TITLE_MAX, { error: "create.errors.title" }).optional(),
  visibility: visibilityField(),
});

/** "Mandala de pétalos (semilla 1234)". */
export const patternTitle = (locale: Locale, { motif, seed }: Pick<PatternOptions, "motif" | "seed">) =>
  translate(locale, `create.pattern.named.${motif}`, { seed });

/** Reads pattern choices; what is missing takes the default, what is wrong is a 422. */
export const parsePattern = (input: unknown): PatternOptions => parseInput(patternSchema, input);

/** GET /pages/pattern/preview: the SVG and the title the choices make; nothing stored or spent. */
export function previewPattern(input: unknown, locale: Locale) {
  const options = parsePattern(input);
  return { svg: generatePattern(options), title: patternTitle(locale, options), options };
}

/** POST /pages/pattern/create: the pattern rasterised as a page (source "pattern"). */
export async function createPatternPage(creator: Creator, input: unknown, locale: Locale): Promise<Card> {
  assertCreator(creator);
  const { title, visibility, ...options } = parseInput(patternPageSchema, input);
  await assertPageCreationCredit(creator.id);
  const lineArt = await svgToLineArt(generatePattern(options));
  return savePage(creator, title || patternTitle(locale, options), lineArt, "pattern", { visibility });
}
