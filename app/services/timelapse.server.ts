import * as z from "zod";
import { GRADIENTS, LINE_LIMIT, TEXTURES, type FillStyle } from "~/lib/fill-style";
import { jsonSchemaOf } from "~/lib/validation";
import { TIMELAPSE_MAX_BYTES, TIMELAPSE_MAX_STEPS, type Timelapse, type TimelapseStep } from "~/lib/timelapse";

/**
 * What a colouring's time-lapse may hold (lib/timelapse.ts): the strokes and fills
 * that made it, checked field by field and capped in steps and bytes, so what is kept is small
 * and replays as drawn.
 */

const color = z
  .string()
  .max(32)
  .regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d., ]+\))$/);
const coordinate = 2 * 1024;

/** A fill's gradient or texture (lib/fill-style.ts): the gradient's line within the same bounds as paths. */
const fillStyleSchema: z.ZodType<FillStyle> = z.union([
  z.object({
    kind: z.enum(GRADIENTS),
    to: z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/),
    line: z.tuple([z.number(), z.number(), z.number(), z.number()]).refine((line) => line.every((n) => Math.abs(n) <= LINE_LIMIT)),
  }),
  z.object({ kind: z.enum(TEXTURES) }),
]);

const stepSchema: z.ZodType<TimelapseStep> = z.discriminatedUnion("t", [
  z.object({
    t: z.literal("s"),
    c: color,
    w: z.number().positive().max(400),
    e: z.literal(1).optional(),
    // SVG path data of absolute M, L, Q, C commands, as lib/timelapse.ts pathToD writes it.
    d: z
      .string()
      .max(64 * 1024)
      .regex(/^([MLQC](-?\d+(\.\d+)?)( -?\d+(\.\d+)?)*)+$/)
      .refine((d) => (d.match(/-?\d+(\.\d+)?/g) ?? []).every((n) => Math.abs(Number(n)) <= coordinate)),
    // The region of the page's region map a "No salirse" stroke kept inside.
    r: z
      .number()
      .int()
      .min(1)
      .max(1 << 24)
      .optional(),
  }),
  z.object({
    t: z.literal("f"),
    r: z
      .number()
      .int()
      .min(0)
      .max(1 << 24),
    c: color,
    s: fillStyleSchema.optional(),
  }),
  z.object({ t: z.literal("b") }),
]);

export const timelapseSchema: z.ZodType<Timelapse> = z.object({
  v: z.literal(1),
  steps: z.array(stepSchema).max(TIMELAPSE_MAX_STEPS),
  truncated: z.literal(true).optional(),
});

/**
 * A time-lapse as a save sends it: JSON text (a form field) or the object (/api JSON), within the
 * byte cap. Anything wrong in it is one error on the field, never half a recording kept.
 */
function readTimelapse(value: unknown, ctx: z.RefinementCtx): Timelapse {
  const refuse = () => {
    ctx.addIssue({ code: "custom", message: "errors.coloring.timelapse" });
    return z.NEVER;
  };
  let data = value;
  if (typeof value === "string") {
    if (value.length > TIMELAPSE_MAX_BYTES) return refuse();
    try {
      data = JSON.parse(value) as unknown;
    } catch {
      return refuse();
    }
  }
  const parsed = timelapseSchema.safeParse(data);
  if (!parsed.success || JSON.stringify(parsed.data).length > TIMELAPSE_MAX_BYTES) return refuse();
  return parsed.data;
}

/** What readTimelapse takes, for the OpenAPI document: the object timelapseSchema checks, or its JSON text. */
const timelapseAsSent = () => ({
  anyOf: [
    jsonSchemaOf(timelapseSchema),
    { type: "string", maxLength: TIMELAPSE_MAX_BYTES, contentMediaType: "application/json", description: "The same object as JSON text." },
  ],
});

export const timelapseField = z.unknown().transform(readTimelapse).meta(timelapseAsSent());
