import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { openApiDocument } from "~/utils/openapi.server";
import { isRouteModule, ROUTES_DIR } from "./routes";

/**
 * The contract's side of the tests (record 0141): the /api route files and the paths the
 * OpenAPI document gives them, and a check of an /api answer against the document. Every answer
 * the integration tests receive goes through `checkAnswer`: the route modules' handlers are
 * wrapped as they are imported (tests/setup/contract.ts) and the app servers' answers are read
 * as they are written (helpers/http.ts); a mismatch is kept and fails the test it came in.
 */

export const API_DIR = path.join(ROUTES_DIR, "api+");

/** The /api route files that answer the contract: every one but the catch-all (`$.ts`, the JSON 404 of unknown paths). */
export const contractRouteFiles = () =>
  fs
    .readdirSync(API_DIR)
    .filter((file) => isRouteModule(file) && file !== "$.ts")
    .sort();

/**
 * A route file's path as the document writes it: flat routes' dots are slashes, `$name` a param,
 * `[.]` a literal dot (`users.$id.read.ts` → `/users/{id}/read`, `openapi[.]json.ts` → `/openapi.json`).
 */
export function documentPathOf(file: string) {
  const name = file.replace(/\.tsx?$/, "");
  const segments = name.match(/(?:\[[^\]]*\]|[^.])+/g) ?? [];
  return `/${segments.map((segment) => segment.replace(/\[([^\]]*)\]/g, "$1").replace(/^\$(\w+)$/, "{$1}")).join("/")}`;
}

type Document = ReturnType<typeof openApiDocument>;
type Json = Record<string, unknown>;

const METHODS = ["get", "post", "patch", "put", "delete"] as const;

type Contract = { doc: Document; ajv: Ajv2020; templates: { path: string; pattern: RegExp; statics: number }[] };
let contract: Contract | undefined;

/**
 * The document, read when the first answer comes: by then the test file's own mocks are in place
 * (a setup file that imported the services early would hand the test the real ones).
 */
async function loadContract() {
  if (contract) return contract;
  const { openApiDocument } = await import("~/utils/openapi.server");
  // A copy: ajv marks what it compiles, and the document the app serves stays as it was made.
  const doc = JSON.parse(JSON.stringify(openApiDocument())) as Document;
  // The tests hold answers to exactly the keys the document names: an object with properties
  // takes no others (the document served leaves them open, so a key added later breaks no client).
  closeObjects(doc.components?.schemas);
  closeObjects(doc.paths);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // OpenAPI's own format for a file's bytes: nothing JSON Schema can check.
  ajv.addFormat("binary", true);
  ajv.addSchema({ ...doc, $id: "openapi.json" } as Json);
  const templates = Object.keys(doc.paths ?? {}).map((template) => ({
    path: template,
    pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`),
    statics: template.split("/").filter((part) => part && !part.startsWith("{")).length,
  }));
  // The most static segments first, as the router ranks them (/users/export/{exportId} before /users/{id}/read).
  templates.sort((a, b) => b.statics - a.statics);
  contract = { doc, ajv, templates };
  return contract;
}

function closeObjects(node: unknown) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) return node.forEach(closeObjects);
  const schema = node as Json;
  if (schema.properties && typeof schema.properties === "object" && schema.additionalProperties === undefined && !("allOf" in schema)) {
    schema.additionalProperties = false;
  }
  for (const [key, value] of Object.entries(schema)) {
    // The members of an allOf are one object between them (a request's, never an answer's).
    if (key !== "allOf") closeObjects(value);
  }
}

const load = () => {
  if (!contract) throw new Error("the OpenAPI document is not loaded yet (loadContract)");
  return contract;
};

/** The document's path for a request's path under /api (`/users/12/read` → `/users/{id}/read`), or null. */
export function templateOf(pathUnderApi: string) {
  return load().templates.find((template) => template.pattern.test(pathUnderApi))?.path ?? null;
}

const validators = new Map<string, ValidateFunction>();
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

function validatorAt(ref: string) {
  let validate = validators.get(ref);
  if (!validate) {
    validate = load().ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

function resolve(node: unknown): { node: Json; at: string } | null {
  if (!node || typeof node !== "object") return null;
  const ref = (node as { $ref?: string }).$ref;
  if (!ref) return { node: node as Json, at: "" };
  const parts = ref.replace(/^#\//, "").split("/");
  let target: unknown = load().doc;
  for (const part of parts) target = (target as Json | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  return target ? { node: target as Json, at: ref.replace(/^#/, "") } : null;
}

export type Answer = { template: string | null; method: string; status: number; contentType: string; body: Buffer };

/**
 * What is wrong with an /api answer by the document, or null: its status must be one its
 * operation lists, its type one of that status's, and a JSON body must fit the schema. A method
 * the path does not have must be refused (405, or 404 where nothing answers it) with the error
 * body; a path the document does not have (the catch-all's) must answer the error body too.
 */
export function checkAnswer({ template, method, status, contentType, body }: Answer): string | null {
  const { doc } = load();
  const verb = method.toLowerCase() === "head" ? "get" : method.toLowerCase();
  const head = method.toLowerCase() === "head";
  const errorBody = () => checkJson("/components/schemas/Error", body, contentType);
  if (!template) return errorBody();
  const item = (doc.paths as Record<string, Record<string, Json>>)[template];
  const operation = METHODS.includes(verb as (typeof METHODS)[number]) ? item[verb] : undefined;
  if (!operation) {
    if (status !== 405 && status !== 404) return `${method} ${template} is not in the document, and it answered ${status} (not a 405)`;
    return errorBody();
  }
  const responses = operation.responses as Json;
  const found = resolve(responses[String(status)] ?? responses.default);
  if (!found) return `${method} ${template} answered ${status}, which the document does not list (it lists ${Object.keys(responses).join(", ")})`;
  const at = found.at || `/${pointer("paths", template, verb, "responses", String(status))}`;
  const content = found.node.content as Record<string, unknown> | undefined;
  if (!content) {
    return body.byteLength === 0 || head ? null : `${method} ${template} ${status}: the document says no content, and it answered ${body.byteLength} bytes`;
  }
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  if (!Object.hasOwn(content, mediaType))
    return `${method} ${template} ${status}: answered ${mediaType || "no Content-Type"}, the document says ${Object.keys(content).join(", ")}`;
  if (head || mediaType !== "application/json") return null;
  return checkJson(`${at}/content/${pointer(mediaType)}/schema`, body, contentType, `${method} ${template} ${status}`);
}

function checkJson(at: string, body: Buffer, contentType: string, what = "the error body") {
  if (!/^application\/json\b/i.test(contentType)) return `${what}: answered ${contentType || "no Content-Type"}, not JSON`;
  let data: unknown;
  try {
    data = JSON.parse(body.toString("utf8"));
  } catch {
    return `${what}: not JSON: ${body.toString("utf8").slice(0, 200)}`;
  }
  const validate = validatorAt(`openapi.json#${at}`);
  if (validate(data)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || "(root)"} ${error.message} ${JSON.stringify(error.params)}`);
  return `${what}: does not fit the document (${at}): ${errors.join("; ")}\n  answer: ${JSON.stringify(data).slice(0, 600)}`;
}

// ---------------------------------------------------------------------------
// What the tests received
// ---------------------------------------------------------------------------

const problems: string[] = [];
const pending = new Set<Promise<void>>();

/** Checks an answer and keeps what is wrong with it, for the test it came in (takeProblems). */
export function observe(answer: Answer | (() => Answer)) {
  const check = loadContract()
    .then(() => {
      const problem = checkAnswer(typeof answer === "function" ? answer() : answer);
      if (problem) problems.push(problem);
    })
    .catch((error: unknown) => {
      problems.push(`could not check an answer: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    })
    .finally(() => pending.delete(check));
  pending.add(check);
  return check;
}

/** The mismatches since the last call, once every answer received has been checked. */
export async function takeProblems() {
  while (pending.size > 0) await Promise.all(pending);
  return problems.splice(0, problems.length);
}

/** Checks a route module's answer as it is returned to the test that called it. */
export async function observeResponse(template: string, request: Request, response: Response) {
  const body = Buffer.from(await response.clone().arrayBuffer());
  await observe({ template, method: request.method, status: response.status, contentType: response.headers.get("Content-Type") ?? "", body });
}

/**
 * An app server's /api answers, read as they are written (and unzipped), checked once written.
 * The reference page (/api/docs) is not part of the JSON contract.
 */
export function observeServer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (!url.pathname.startsWith("/api/") || url.pathname.startsWith("/api/docs")) return;
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.on("finish", () => {
    let body = Buffer.concat(chunks);
    const encoding = String(res.getHeader("Content-Encoding") ?? "");
    if (encoding === "gzip") body = zlib.gunzipSync(body);
    else if (encoding === "deflate") body = zlib.inflateSync(body);
    else if (encoding === "br") body = zlib.brotliDecompressSync(body);
    const pathUnderApi = url.pathname.replace(/^\/api/, "");
    void observe(() => ({
      template: templateOf(pathUnderApi),
      method: req.method ?? "GET",
      status: res.statusCode,
      contentType: String(res.getHeader("Content-Type") ?? ""),
      body,
    }));
  });
}
