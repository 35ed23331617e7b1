import OpenAI from "openai";
import type { ImageGenerateParamsNonStreaming } from "openai/resources/images";
import sharp from "sharp";
import { getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { aiCalls, aiFailures } from "~/infra/metrics.server";
import { AiFailed, AiUnavailable, Forbidden, isAppError, type AppError } from "~/lib/errors";
import { spendAiCall } from "./limits.server";
import { getSecret } from "./secrets.server";
import { PICTURE_SIZE } from "~/lib/pages";

/**
 * Share of black pixels a usable page has: below `min` the drawing is (nearly) empty, above
 * `max` it is a dark blob with nothing left to colour. Exported so the upload path can apply
 * the same rule.
 */
export const LINE_ART_INK = { min: 0.005, max: 0.6 } as const;

const IDEA_MAX_LENGTH = 120;
const DEFAULT_TIMEOUT_MS = 90_000;

// A random theme per request: without it the chat model keeps suggesting the same few ideas.
const THEMES = [
  "animales",
  "dinosaurios",
  "espacio",
  "océano",
  "granja",
  "vehículos",
  "fantasía",
  "naturaleza",
  "deportes",
  "comida",
  "insectos",
  "castillos y princesas",
  "piratas",
  "robots",
  "estaciones del año",
  "fiestas y celebraciones",
  "música",
  "selva",
  "mascotas",
  "oficios",
];

/** True when an OpenAI key is set, in the environment or in the admin settings. */
export async function isAiConfigured(): Promise<boolean> {
  return Boolean(await getSecret("openai_key"));
}

/** One short, kid-friendly colouring-page idea in Spanish, for someone who makes pages (admins don't). */
export async function generatePromptIdea(viewer: { id: number; admin: boolean }): Promise<string> {
  if (viewer.admin) throw Forbidden();
  const { client, key } = await openAiClient();
  await spendAiCall(viewer.id, "idea");
  aiCalls.inc({ operation: "idea" });
  const theme = THEMES[Math.floor(Math.random() * THEMES.length)];
  try {
    // No temperature or token cap: reasoning models (if OPENAI_CHAT_MODEL points at one) reject
    // a custom temperature and spend a small token budget on thinking, returning nothing. The
    // default temperature is already 1, and the answer is cut to length below anyway.
    const completion = await client.chat.completions.create({
      model: process.env.OPENAI_CHAT_MODEL || "gpt-4o-mini",
      messages: [
        {
          role: "system",
          content:
            "Eres un asistente creativo de una aplicación de páginas para colorear para niños. " +
            "Respondes siempre en español con UNA sola idea para una página para colorear: " +
            `una frase corta (máximo ${IDEA_MAX_LENGTH} caracteres), apta para niños, fácil de dibujar con líneas, ` +
            "sin comillas, sin numeración, sin explicaciones y sin emojis.",
        },
        { role: "user", content: `Dame una idea original para una página para colorear sobre el tema: ${theme}.` },
      ],
    });
    const message = completion.choices?.[0]?.message;
    if (message?.refusal) throw AiFailed("errors.ai.refused");
    const idea = cleanIdea(message?.content ?? "");
    if (!idea) throw new Error("the chat answer holds no idea");
    return idea;
  } catch (error) {
    throw failed("idea", toAppError(error, "prompt idea", key));
  }
}

/**
 * A clean black-on-white 1024×1024 PNG for `prompt` (the user's idea, usually in Spanish).
 * Throws AiUnavailable without a key and AiFailed(reason) otherwise; never an SDK error.
 */
export async function generateLineArt(prompt: string, userId: number): Promise<Buffer> {
  const { client, key } = await openAiClient();
  await spendAiCall(userId, "page");
  aiCalls.inc({ operation: "line_art" });
  const model = process.env.OPENAI_IMAGE_MODEL || "gpt-image-1";
  try {
    // One attempt: a retried timeout would keep the child waiting twice as long; the
    // failure spends nothing and says so, and they can simply try again.
    const response = await client.images.generate(imageParams(model, lineArtPrompt(prompt)), { maxRetries: 0 });
    const b64 = response.data?.[0]?.b64_json;
    if (!b64) throw new Error("the image response holds no b64_json");
    const png = await postProcessLineArt(Buffer.from(b64, "base64"));
    const ink = await inkShare(png);
    if (ink < LINE_ART_INK.min || ink > LINE_ART_INK.max) {
      logger.error(`AI line art rejected: ink share ${ink.toFixed(4)} outside [${LINE_ART_INK.min}, ${LINE_ART_INK.max}]`);
      throw AiFailed("errors.ai.badOutput");
    }
    return png;
  } catch (error) {
    throw failed("line_art", toAppError(error, "line art", key));
  }
}

/**
 * Whether a picture may be shown in the public gallery: OpenAI's moderation endpoint
 * looks at it ("omni-moderation-latest" reads images). "allowed" when it flags nothing, or when
 * no AI key is set (then nothing can look: an admin moderates afterwards with the block toggle,
 * docs/decisions/0125); "flagged" when it flags anything; "unchecked" when the service cannot
 * answer now, or the user's moderation limit is spent (the page is then kept private, never
 * shared unseen).
 */
export async function moderateImage(png: Buffer, userId: number): Promise<"allowed" | "flagged" | "unchecked"> {
  if (!(await isAiConfigured())) return "allowed";
  const { client, key } = await openAiClient();
  let called = false;
  try {
    // Past the user's limit the picture is simply not looked at (and so kept private).
    await spendAiCall(userId, "moderation");
    called = true;
    aiCalls.inc({ operation: "moderation" });
    const small = await sharp(png).resize(512, 512, { fit: "inside" }).png().toBuffer();
    const result = await client.moderations.create({
      model: process.env.OPENAI_MODERATION_MODEL || "omni-moderation-latest",
      input: [{ type: "image_url", image_url: { url: `data:image/png;base64,${small.toString("base64")}` } }],
    });
    return result.results.some((each) => each.flagged) ? "flagged" : "allowed";
  } catch (error) {
    const mapped = toAppError(error, "moderation", key);
    if (called) failed("moderation", mapped);
    return "unchecked";
  }
}

/** The English template around the user's idea: image models follow English style words best. */
function lineArtPrompt(idea: string) {
  return [
    `A children's coloring book page of: ${idea.trim()}.`,
    "Black and white line art only: thick, clean black outlines on a pure white background.",
    "No shading, no grey, no gradients, no hatching, no color, no text, no letters, no watermark, no border.",
    "Closed shapes with large, simple areas that are easy to colour in.",
    "Child-friendly and cute. A single subject, centered, filling the full page.",
  ].join(" ");
}

function imageParams(model: string, prompt: string): ImageGenerateParamsNonStreaming {
  // GPT image models always answer with b64_json and reject `response_format`; the DALL·E
  // models (and servers imitating them) answer with a URL unless asked for b64_json.
  if (/^(gpt-image|chatgpt-image)/i.test(model)) {
    // Medium quality: line art gains nothing from "high", which is slower and dearer.
    return { model, prompt, n: 1, size: "1024x1024", quality: "medium" };
  }
  return { model, prompt, n: 1, size: "1024x1024", response_format: "b64_json" };
}

/**
 * Turns any image into 1024×1024 pure black-on-white line art (a 1-channel PNG).
 * Throws sharp's error when the input does not decode; callers map it to their own error.
 *
 * Two passes because sharp runs its operations in a fixed order (threshold before blur,
 * normalise last), not in the order they are chained.
 */
export async function postProcessLineArt(input: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(input)
    // Transparent backgrounds become paper, not black.
    .flatten({ background: "#ffffff" })
    .greyscale()
    .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: "contain", background: "#ffffff" })
    // A light blur so isolated specks fade above the threshold while real lines stay dark.
    .blur(0.8)
    // lower 0: only stretch when nothing is truly black (faint lines), never blow up the
    // grey noise of a near-empty image into ink; upper 99: off-white paper becomes white.
    .normalise({ lower: 0, upper: 99 })
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .threshold(200)
    .toColourspace("b-w")
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Share (0..1) of dark pixels in an image: how much of the page is ink. */
export async function inkShare(png: Buffer): Promise<number> {
  const { data } = await sharp(png).flatten({ background: "#ffffff" }).toColourspace("b-w").raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 128) dark++;
  return data.length ? dark / data.length : 0;
}

/** Built per call: the admin may change the key in the settings while the server runs. */
async function openAiClient() {
  const key = await getSecret("openai_key");
  if (!key) throw AiUnavailable();
  const client = new OpenAI({
    apiKey: key,
    baseURL: getEnv().OPENAI_BASE_URL,
    timeout: timeoutMs(),
    maxRetries: 1,
  });
  return { client, key };
}

// Tests shorten the timeout; production keeps 90 s (image generation often takes 30–60 s).
function timeoutMs() {
  const fromEnv = Number(process.env.OPENAI_TIMEOUT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_TIMEOUT_MS;
}

/** First line of the answer, without numbering, bullets, quotes or a cut-off last word. */
function cleanIdea(raw: string) {
  const line = raw
    .split("\n")
    .map((l) => l.trim())
    .find(Boolean);
  if (!line) return "";
  let idea = line
    .replace(/^(idea\s*:\s*)/i, "")
    .replace(/^(\d+[.)]|[-*•])\s*/, "")
    .replace(/["“”«»'‘’`]/g, "")
    .trim();
  if (idea.length > IDEA_MAX_LENGTH) {
    const cut = idea.slice(0, IDEA_MAX_LENGTH);
    const lastSpace = cut.lastIndexOf(" ");
    idea = (lastSpace > 40 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "");
  }
  return idea;
}

/** Counts an AI call that gave nothing usable, by why (record 0139); answers the error. */
function failed(operation: "idea" | "line_art" | "moderation", error: AppError) {
  const reason =
    error.messageKey === "errors.ai.timeout"
      ? "timeout"
      : error.messageKey === "errors.ai.refused"
        ? "refused"
        : error.messageKey === "errors.ai.badOutput"
          ? "bad_output"
          : "error";
  aiFailures.inc({ operation, reason });
  return error;
}

const REFUSAL_CODES = new Set(["content_policy_violation", "moderation_blocked"]);

/** Maps whatever went wrong to an AppError, logging the cause (without the key). */
function toAppError(error: unknown, action: string, key: string): AppError {
  if (isAppError(error)) return error;
  const redact = (text: string) =>
    text
      .split(key)
      .join("[redacted]")
      .replace(/sk-[\w*-]{6,}/g, "sk-[redacted]");
  if (error instanceof OpenAI.APIError) {
    logger.error(`AI ${action} failed`, {
      name: error.name,
      status: error.status ?? null,
      code: error.code ?? null,
      type: error.type ?? null,
      requestId: error.requestID ?? null,
      message: redact(error.message),
    });
  } else {
    const described = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    logger.error(`AI ${action} failed`, { message: redact(described) });
  }
  // Subclass of APIConnectionError, so it is checked first.
  if (error instanceof OpenAI.APIConnectionTimeoutError) return AiFailed("errors.ai.timeout");
  if (error instanceof OpenAI.BadRequestError && ((error.code && REFUSAL_CODES.has(error.code)) || /safety|content policy|moderation/i.test(error.message))) {
    return AiFailed("errors.ai.refused");
  }
  return AiFailed("errors.ai.failed");
}
