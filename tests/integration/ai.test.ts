import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { generateLineArt, generatePromptIdea, inkShare, isAiConfigured, LINE_ART_INK, postProcessLineArt } from "~/services/ai.server";
import { AppError } from "~/lib/errors";
import { saveSetting } from "~/services/settings.server";
import { logger } from "~/infra/logger.server";
import { removeStoredOpenAiKey, useOpenAiStandIn } from "../helpers/openai";
import { startOpenAiStandIn, type OpenAiMode } from "../stand-ins/openai";

/** A new caller each time: each user has their own AI limits (limits.test.ts tests those). */
let callers = 2_000_000_000 - Math.floor(Math.random() * 1_000_000_000);
const someone = () => ({ id: callers++, admin: false });

const ENV_KEY = "sk-test-env-key-1234567890";
const SETTINGS_KEY = "sk-test-settings-key-0987654321";
const IDEA = "Un gato astronauta flotando entre planetas";

const openai = useOpenAiStandIn(ENV_KEY);

/** The AppError a call rejects with (failing the test if it resolves or throws anything else). */
async function appErrorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const failed = (messageKey: string) => ({ status: 502, code: "AI_FAILED", messageKey });

/** The decoded pixel values (sharp expands a 1-channel PNG to RGB when decoding to raw). */
async function pixels(png: Buffer) {
  return sharp(png).raw().toBuffer();
}

afterEach(async () => {
  vi.restoreAllMocks();
  await removeStoredOpenAiKey();
});

describe("generatePromptIdea", () => {
  it("returns one short Spanish idea from the chat model, with the env key", async () => {
    const idea = await generatePromptIdea(someone());
    expect(idea).toBe("Un dinosaurio sonriente regando flores en un jardín");
    expect(idea.length).toBeLessThanOrEqual(120);

    expect(openai.standIn.requests).toHaveLength(1);
    const [request] = openai.standIn.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe(`Bearer ${ENV_KEY}`);
    const body = request.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe("gpt-4o-mini");
    const text = body.messages.map((m) => m.content).join("\n");
    expect(text).toMatch(/español/);
    expect(text).toMatch(/120 caracteres/);
    expect(text).toMatch(/tema: \S/);
  });

  it("strips numbering, quotes, extra lines and cuts an over-long answer at a word", async () => {
    openai.standIn.idea = `1. «${IDEA}»\n2. Otra idea que sobra`;
    expect(await generatePromptIdea(someone())).toBe(IDEA);

    openai.standIn.idea = `"${"Un castillo enorme con torres ".repeat(8)}"`;
    const long = await generatePromptIdea(someone());
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^Un castillo enorme/);
    expect(long).not.toMatch(/["\s]$/);
  });

  it("varies the theme it asks for", async () => {
    for (let i = 0; i < 12; i++) await generatePromptIdea(someone());
    const themes = new Set(openai.standIn.requests.map((r) => JSON.stringify((r.body as { messages: { content: string }[] }).messages.at(-1))));
    expect(themes.size).toBeGreaterThan(1);
  });

  it("uses OPENAI_CHAT_MODEL when set", async () => {
    process.env.OPENAI_CHAT_MODEL = "gpt-4.1-nano";
    await generatePromptIdea(someone());
    expect((openai.standIn.requests[0].body as { model: string }).model).toBe("gpt-4.1-nano");
  });

  it("maps a chat failure to AiFailed and an empty answer too", async () => {
    openai.standIn.mode = "error500";
    expect(await appErrorOf(generatePromptIdea(someone()))).toMatchObject(failed("errors.ai.failed"));

    openai.standIn.mode = "ok";
    openai.standIn.idea = '  \n "" ';
    expect(await appErrorOf(generatePromptIdea(someone()))).toMatchObject(failed("errors.ai.failed"));
  });
});

describe("generateLineArt", () => {
  it("returns a clean 1024×1024 black-on-white PNG from the image model", async () => {
    const png = await generateLineArt(IDEA, someone().id);

    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
    expect(meta.channels).toBe(1);

    const data = await pixels(png);
    const grey = data.filter((v) => v !== 0 && v !== 255).length;
    expect(grey).toBe(0);
    const ink = await inkShare(png);
    expect(ink).toBeGreaterThan(LINE_ART_INK.min);
    expect(ink).toBeLessThan(0.2);
    // The stand-in's drawing has a transparent background: it must come out white, not black.
    expect(data[0]).toBe(255);
  });

  it("sends the colouring-book template around the idea, with the key, to gpt-image-1", async () => {
    await generateLineArt(IDEA, someone().id);
    expect(openai.standIn.requests).toHaveLength(1);
    const [request] = openai.standIn.requests;
    expect(request.path).toBe("/v1/images/generations");
    expect(request.authorization).toBe(`Bearer ${ENV_KEY}`);
    const body = request.body as Record<string, unknown>;
    expect(body).toMatchObject({ model: "gpt-image-1", size: "1024x1024", n: 1 });
    expect(body).not.toHaveProperty("response_format");
    const prompt = String(body.prompt);
    expect(prompt).toContain(IDEA);
    for (const word of ["coloring", "black", "white", "No shading", "no color", "no text", "Closed shapes", "centered"]) {
      expect(prompt).toContain(word);
    }
  });

  it("asks DALL·E models for b64_json", async () => {
    process.env.OPENAI_IMAGE_MODEL = "dall-e-3";
    const png = await generateLineArt(IDEA, someone().id);
    expect((await sharp(png).metadata()).width).toBe(1024);
    expect(openai.standIn.requests[0].body).toMatchObject({ model: "dall-e-3", response_format: "b64_json" });
  });

  const cases: [OpenAiMode, string][] = [
    ["error500", "errors.ai.failed"],
    ["refuse", "errors.ai.refused"],
    ["moderation", "errors.ai.refused"],
    ["blank", "errors.ai.badOutput"],
    ["black", "errors.ai.badOutput"],
    ["garbage", "errors.ai.failed"],
    ["badJson", "errors.ai.failed"],
    ["badKey", "errors.ai.failed"],
  ];
  it.each(cases)("maps stand-in mode %s to AiFailed(%s), never the raw error", async (mode, messageKey) => {
    openai.standIn.mode = mode;
    const error = await appErrorOf(generateLineArt(IDEA, someone().id));
    expect(error).toMatchObject(failed(messageKey));
    expect(error.message).toBe(messageKey);
    expect(error.cause).toBeUndefined();
  });

  it("makes a single image attempt: neither a 500 nor a refusal is retried", async () => {
    openai.standIn.mode = "error500";
    await appErrorOf(generateLineArt(IDEA, someone().id));
    expect(openai.standIn.requests).toHaveLength(1);

    openai.standIn.reset();
    openai.standIn.mode = "refuse";
    await appErrorOf(generateLineArt(IDEA, someone().id));
    expect(openai.standIn.requests).toHaveLength(1);
  });

  it("maps a timeout to AiFailed(timeout)", async () => {
    process.env.OPENAI_TIMEOUT_MS = "150";
    openai.standIn.mode = "slow";
    openai.standIn.slowMs = 3_000;
    expect(await appErrorOf(generateLineArt(IDEA, someone().id))).toMatchObject(failed("errors.ai.timeout"));
    // One attempt only: a timed-out generation is not retried.
    expect(openai.standIn.requests).toHaveLength(1);
  });

  it("maps an unreachable server to AiFailed(failed)", async () => {
    const closed = await startOpenAiStandIn();
    await closed.close();
    openai.env({ OPENAI_API_KEY: ENV_KEY, OPENAI_BASE_URL: closed.url });
    expect(await appErrorOf(generateLineArt(IDEA, someone().id))).toMatchObject(failed("errors.ai.failed"));
  });

  it("logs the cause of a failure without the key", async () => {
    const lines: string[] = [];
    vi.spyOn(logger, "error").mockImplementation((message: string, extra?: unknown) => {
      lines.push(`${message} ${JSON.stringify(extra)}`);
    });
    openai.standIn.mode = "refuse";
    await appErrorOf(generateLineArt(IDEA, someone().id));
    openai.standIn.mode = "badKey";
    await appErrorOf(generatePromptIdea(someone()));
    const logged = lines.join("\n");
    expect(logged).toContain("content_policy_violation");
    expect(logged).toContain("invalid_api_key");
    expect(logged).not.toContain(ENV_KEY);
  });
});

describe("the key", () => {
  it("with no key anywhere: AiUnavailable, and nothing reaches the server", async () => {
    openai.env({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: openai.standIn.url });

    expect(await isAiConfigured()).toBe(false);
    const unavailable = { status: 503, code: "AI_UNAVAILABLE", messageKey: "errors.ai.notConfigured" };
    expect(await appErrorOf(generatePromptIdea(someone()))).toMatchObject(unavailable);
    expect(await appErrorOf(generateLineArt(IDEA, someone().id))).toMatchObject(unavailable);
    expect(openai.standIn.requests).toHaveLength(0);
  });

  it("uses the key stored in the admin settings when the environment has none", async () => {
    openai.env({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: openai.standIn.url });
    await saveSetting("openai_key", SETTINGS_KEY);

    expect(await isAiConfigured()).toBe(true);
    await generatePromptIdea(someone());
    await generateLineArt(IDEA, someone().id);
    expect(openai.standIn.requests.map((r) => r.authorization)).toEqual([`Bearer ${SETTINGS_KEY}`, `Bearer ${SETTINGS_KEY}`]);
  });

  it("prefers the environment's key over the stored one", async () => {
    await saveSetting("openai_key", SETTINGS_KEY);
    expect(await isAiConfigured()).toBe(true);
    await generatePromptIdea(someone());
    expect(openai.standIn.requests[0].authorization).toBe(`Bearer ${ENV_KEY}`);
  });
});

describe("postProcessLineArt and inkShare", () => {
  it("turns grey lines on an off-white, non-square image into pure black on white at 1024×1024", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
      <rect width="600" height="400" fill="#eeeeee"/>
      <rect x="100" y="80" width="400" height="240" fill="none" stroke="#777777" stroke-width="8"/>
      <circle cx="30" cy="30" r="1" fill="#000000"/>
    </svg>`;
    const out = await postProcessLineArt(await sharp(Buffer.from(svg)).jpeg().toBuffer());
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([1024, 1024, 1]);
    const data = await pixels(out);
    expect(data.every((v) => v === 0 || v === 255)).toBe(true);
    const ink = await inkShare(out);
    expect(ink).toBeGreaterThan(LINE_ART_INK.min);
    expect(ink).toBeLessThan(0.1);
    // The letterbox above the landscape drawing is paper.
    expect(data[0]).toBe(255);
  });

  it("measures ink as the share of dark pixels", async () => {
    const half = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#ffffff" } })
      .composite([{ input: { create: { width: 50, height: 100, channels: 3, background: "#000000" } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    expect(await inkShare(half)).toBeCloseTo(0.5, 5);
  });

  it("throws on input that is not an image", async () => {
    await expect(postProcessLineArt(Buffer.from("nope"))).rejects.toThrow();
  });
});
