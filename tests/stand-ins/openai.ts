import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * What the stand-in answers with:
 * - ok: a Spanish idea / a real line-art PNG (768×768, transparent background, a faint grey
 *   blot and anti-aliased strokes, so the post-processing has work to do)
 * - error500: OpenAI's server_error body with status 500 (the SDK retries it once)
 * - refuse: 400 `content_policy_violation` (what DALL·E answers)
 * - moderation: 400 `moderation_blocked` (what the GPT image models answer)
 * - blank: an all-white image
 * - scribble: a real drawing of open strokes with no closed area (fails the fillability check)
 * - black: an all-black image
 * - garbage: b64_json that is not an image
 * - badJson: a 200 whose JSON body is cut off
 * - badKey: 401 invalid_api_key, echoing the key in the message (worse than OpenAI, which masks
 *   most of it) so tests can prove it never reaches the log
 * - slow: answers after `slowMs` (pair with a small OPENAI_TIMEOUT_MS)
 */
export type OpenAiMode = "ok" | "error500" | "refuse" | "moderation" | "blank" | "scribble" | "black" | "garbage" | "badJson" | "badKey" | "slow";

export type ReceivedRequest = { method: string; path: string; authorization: string | null; body: unknown };

export type OpenAiStandIn = {
  /** Base URL for the SDK, ending with /v1. */
  url: string;
  mode: OpenAiMode;
  /** Modes for the next image requests, one each, before `mode` applies again. */
  nextImages: OpenAiMode[];
  /** What the chat model "says" (tests can make it messy to prove the clean-up). */
  idea: string;
  /** What /v1/moderations answers: "ok" (not flagged), "flag" (flagged: sexual), "error" (a 500). */
  moderation: "ok" | "flag" | "error";
  slowMs: number;
  requests: ReceivedRequest[];
  /** Back to mode "ok", the default idea and no recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

const DEFAULT_IDEA = "Un dinosaurio sonriente regando flores en un jardín";

// A sitting cat with a ball of yarn: closed shapes, thick strokes, like a real colouring page.
const CAT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="768" viewBox="0 0 768 768">
  <ellipse cx="600" cy="600" rx="120" ry="60" fill="#dddddd"/>
  <g fill="none" stroke="#000" stroke-width="12" stroke-linejoin="round" stroke-linecap="round">
    <ellipse cx="384" cy="555" rx="165" ry="155"/>
    <circle cx="384" cy="270" r="130"/>
    <path d="M274 200 L290 90 L350 150"/>
    <path d="M494 200 L478 90 L418 150"/>
    <circle cx="338" cy="255" r="18"/>
    <circle cx="430" cy="255" r="18"/>
    <path d="M370 300 L384 315 L398 300 Z"/>
    <path d="M384 315 Q360 345 335 330 M384 315 Q408 345 433 330"/>
    <path d="M300 305 L215 290 M300 320 L210 330 M468 305 L553 290 M468 320 L558 330"/>
    <path d="M545 600 Q680 560 640 440 Q610 380 560 420"/>
    <ellipse cx="320" cy="705" rx="55" ry="28"/>
    <ellipse cx="448" cy="705" rx="55" ry="28"/>
    <circle cx="150" cy="640" r="70"/>
    <path d="M95 610 Q150 590 205 640 M100 665 Q160 640 210 680 M120 590 Q170 620 185 700"/>
  </g>
</svg>`;

// Waves and dashes: plenty of ink, but not one closed area to fill.
const SCRIBBLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="768" viewBox="0 0 768 768">
  <g fill="none" stroke="#000" stroke-width="10" stroke-linecap="round">
    <path d="M60 150 Q200 60 340 150 T620 150 M60 330 Q200 240 340 330 T620 330 M60 510 Q200 420 340 510 T620 510"/>
    <path d="M100 650 L220 650 M300 650 L420 650 M500 650 L620 650 M700 100 L700 600"/>
  </g>
</svg>`;

async function png(kind: "cat" | "scribble" | "blank" | "black") {
  if (kind === "cat") return sharp(Buffer.from(CAT_SVG)).png().toBuffer();
  if (kind === "scribble") return sharp(Buffer.from(SCRIBBLE_SVG)).png().toBuffer();
  const background = kind === "blank" ? "#ffffff" : "#000000";
  return sharp({ create: { width: 1024, height: 1024, channels: 3, background } })
    .png()
    .toBuffer();
}

function openAiError(status: number, message: string, type: string, code: string | null) {
  return { status, body: { error: { message, type, param: null, code } } };
}

const ERRORS = {
  error500: openAiError(500, "The server had an error while processing your request. Sorry about that!", "server_error", null),
  refuse: openAiError(
    400,
    "Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.",
    "invalid_request_error",
    "content_policy_violation",
  ),
  moderation: openAiError(
    400,
    "Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID.",
    "image_generation_user_error",
    "moderation_blocked",
  ),
};

async function readJson(req: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as unknown) : null;
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

/** A local server speaking the slice of the OpenAI REST API the app uses, so the SDK runs unmodified. */
export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const images = { cat: await png("cat"), scribble: await png("scribble"), blank: await png("blank"), black: await png("black") };
  let counter = 0;

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { message: String(error), type: "server_error", param: null, code: null } });
    });
  });

  function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    if (res.destroyed) return;
    res.writeHead(status, { "Content-Type": "application/json", "x-request-id": `req_standin_${++counter}`, ...headers });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const authorization = req.headers.authorization ?? null;
    const body = asRecord(await readJson(req));
    standIn.requests.push({ method: req.method ?? "GET", path, authorization, body });

    if (!authorization?.startsWith("Bearer ") || authorization.length <= "Bearer ".length) {
      return send(res, 401, openAiError(401, "You didn't provide an API key.", "invalid_request_error", null).body);
    }
    const route = `${req.method} ${path}`;
    if (route === "POST /v1/moderations") {
      if (standIn.moderation === "error")
        return send(res, 500, openAiError(500, "The server had an error.", "server_error", null).body, { "retry-after-ms": "10" });
      const flagged = standIn.moderation === "flag";
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      return send(res, 200, {
        id: `modr-standin-${counter}`,
        model: typeof body.model === "string" ? body.model : "omni-moderation-latest",
        results: inputs.map(() => ({
          flagged,
          categories: { sexual: flagged, violence: false, "self-harm": false, harassment: false, hate: false },
          category_scores: { sexual: flagged ? 0.97 : 0.001, violence: 0.001, "self-harm": 0.0001, harassment: 0.0001, hate: 0.0001 },
          category_applied_input_types: { sexual: ["image"], violence: ["image"], "self-harm": ["image"], harassment: [], hate: [] },
        })),
      });
    }
    if (route !== "POST /v1/chat/completions" && route !== "POST /v1/images/generations") {
      return send(res, 404, openAiError(404, `Invalid URL (${route})`, "invalid_request_error", null).body);
    }

    const mode = (path === "/v1/images/generations" && standIn.nextImages.shift()) || standIn.mode;
    if (mode === "slow") {
      // Wait, unless the client gives up first (its timeout): then there is no one to answer.
      const gaveUp = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), standIn.slowMs);
        res.on("close", () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (gaveUp) return;
    }
    if (mode === "error500" || mode === "refuse" || mode === "moderation") {
      const { status, body: errorBody } = ERRORS[mode];
      // retry-after-ms is honoured by the SDK; it keeps the one retry of a 500 from slowing tests.
      return send(res, status, errorBody, { "retry-after-ms": "10" });
    }
    if (mode === "badJson") return send(res, 200, '{"id": "cut off');
    if (mode === "badKey") {
      const key = authorization.slice("Bearer ".length);
      return send(res, 401, openAiError(401, `Incorrect API key provided: ${key}.`, "invalid_request_error", "invalid_api_key").body);
    }

    if (path === "/v1/chat/completions") {
      return send(res, 200, {
        id: `chatcmpl-standin-${counter}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: typeof body.model === "string" ? body.model : "gpt-4o-mini",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: standIn.idea, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 60, completion_tokens: 20, total_tokens: 80 },
        system_fingerprint: null,
      });
    }

    // Like the real API: GPT image models reject response_format, DALL·E answers with a URL
    // unless asked for b64_json.
    const model = typeof body.model === "string" ? body.model : "dall-e-2";
    const gptImage = /^(gpt-image|chatgpt-image)/.test(model);
    if (gptImage && body.response_format !== undefined) {
      return send(res, 400, openAiError(400, "Unknown parameter: 'response_format'.", "invalid_request_error", "unknown_parameter").body);
    }
    if (!gptImage && body.response_format !== "b64_json") {
      return send(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ url: "https://example.invalid/image.png" }] });
    }
    const image =
      mode === "blank"
        ? images.blank
        : mode === "scribble"
          ? images.scribble
          : mode === "black"
            ? images.black
            : mode === "garbage"
              ? Buffer.from("this is not an image at all")
              : images.cat;
    return send(res, 200, {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: image.toString("base64"), ...(gptImage ? {} : { revised_prompt: String(body.prompt) }) }],
      ...(gptImage ? { background: "opaque", output_format: "png", quality: "medium", size: "1024x1024" } : {}),
    });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: OpenAiStandIn = {
    url: `http://127.0.0.1:${port}/v1`,
    mode: "ok",
    nextImages: [],
    idea: DEFAULT_IDEA,
    moderation: "ok",
    slowMs: 2_000,
    requests: [],
    reset() {
      standIn.moderation = "ok";
      standIn.mode = "ok";
      standIn.nextImages.length = 0;
      standIn.idea = DEFAULT_IDEA;
      standIn.slowMs = 2_000;
      standIn.requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Slow answers still pending would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
  return standIn;
}
