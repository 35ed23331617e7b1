import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import { getDb } from "~/db/client.server";
import { plans, settings } from "~/db/schema";
import { newKey, putObject } from "~/services/storage/backends.server";
import { openApiDocument } from "~/utils/openapi.server";
import { takeProblems } from "../helpers/contract";
import { appServers } from "../helpers/http";
import { putBackSettingsAndPlans } from "../helpers/shared-rows";
import { drawnPage, insertColored, insertPage, linePng, makeAdmin, makeUser, type TestUser } from "../helpers/pages";

/**
 * Property-based requests against the production build (issue #44, record 0170): for every
 * operation of the OpenAPI document, requests made from the document's own schemas, valid ones and
 * mutated ones (a required field dropped, a wrong type, a junk key, malformed JSON, another content
 * type, a junk path id), as a signed-out caller, a junk token, two families and an admin. Every
 * answer must be a status its operation documents with a body that fits it (helpers/contract.ts),
 * and no 5xx but the 503 of a dependency this test leaves unconfigured (AI, Stripe). fast-check
 * shrinks a failure to the smallest request and prints it with the answer.
 */

// The rate limits stay on, raised so a run of requests from one address is not refused by them.
// Set before the build reads its environment (its services count the per-user limits).
const RATE_LIMIT_FACTOR = 100;
process.env.RATE_LIMIT_FACTOR = String(RATE_LIMIT_FACTOR);

const SEED = 44;
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);
/** The calls that draw a picture or hash a password take a second or more when valid: fewer runs. */
const HEAVY = [
  "POST /pages/pattern/create",
  "POST /pages/photo/create",
  "POST /pages/upload",
  "POST /users/sign-up",
  "POST /users/sign-in",
  "PATCH /users/password/change",
];
const runsOf = (name: string) => (HEAVY.includes(name) ? Math.ceil(RUNS_PER_OPERATION / 3) : RUNS_PER_OPERATION);
/** The 503s allowed: the dependencies this test leaves unconfigured (no OpenAI key, no Stripe key). */
const UNCONFIGURED = ["AI_UNAVAILABLE", "PAYMENTS_UNAVAILABLE"];

type Json = Record<string, unknown>;
type Schema = Json & { $ref?: string };
type Parameter = { name: string; in: "path" | "query" | "header"; required?: boolean; schema?: Schema };
type Operation = { parameters?: (Parameter | { $ref: string })[]; requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> } };

const doc = JSON.parse(JSON.stringify(openApiDocument())) as Json & { paths: Record<string, Record<string, Operation>> };
const METHODS = ["get", "post", "patch", "put", "delete"];

function deref<T>(node: T | { $ref: string }): T {
  let current: unknown = node;
  while (current && typeof current === "object" && "$ref" in current && typeof current.$ref === "string") {
    current = current.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((at, part) => (at as Json)[part.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  }
  return current as T;
}

// ---------------------------------------------------------------------------
// Values from the document's schemas
// ---------------------------------------------------------------------------

const EMAILS = fc.constantFrom("ana@example.com", "a.b+c@colorea.es", "lucia@colorea.test");
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 600 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A value the schema accepts (as far as JSON Schema says: a service may still refuse it, with a documented 4xx). */
function valid(node: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = deref<Schema>(node);
  if (depth > 6) return fc.constant(null);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ["oneOf", "anyOf"]) {
    if (Array.isArray(schema[key])) return fc.oneof(...(schema[key] as Schema[]).map((member) => valid(member, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) {
    return fc.tuple(...(schema.allOf as Schema[]).map((member) => valid(member, depth + 1))).map((parts) => Object.assign({}, ...parts) as unknown);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : schema.properties ? ["object"] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
  const [type] = types;
  const min = (key: string) => (typeof schema[key] === "number" ? (schema[key] as number) : undefined);
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer": {
      const low = min("minimum") ?? (min("exclusiveMinimum") !== undefined ? min("exclusiveMinimum")! + 1 : -1000);
      return fc.integer({ min: low, max: Math.max(low, min("maximum") ?? low + 100_000) });
    }
    case "number": {
      const low = min("minimum") ?? min("exclusiveMinimum") ?? -1000;
      return fc.double({ min: low, max: Math.max(low, min("maximum") ?? low + 100_000), noNaN: true, noDefaultInfinity: true });
    }
    case "string":
      return validString(schema);
    case "array": {
      if (Array.isArray(schema.prefixItems)) return fc.tuple(...(schema.prefixItems as Schema[]).map((item) => valid(item, depth + 1)));
      const minLength = min("minItems") ?? 0;
      const items = schema.items ? valid(schema.items as Schema, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(min("maxItems") ?? 4, 4)) });
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valid(property, depth + 1)]));
      return fc.record(model, { requiredKeys: ((schema.required ?? []) as string[]).filter((key) => key in model) });
    }
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : minLength + 40;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.format === "email") return EMAILS;
  if (schema.format === "date")
    return fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "date-time")
    return fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }).map((d) => d.toISOString());
  if (typeof schema.pattern === "string") return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) });
}

/** A value the schema refuses, or one at its edges: a required field dropped, a wrong type, a junk key, junk for the whole. */
function invalid(node: Schema): fc.Arbitrary<unknown> {
  const schema = deref<Schema>(node);
  const properties = Object.keys((schema.properties ?? {}) as Json);
  const required = (schema.required ?? []) as string[];
  const mutations: fc.Arbitrary<unknown>[] = [junk];
  if (properties.length > 0) {
    const base = valid(schema) as fc.Arbitrary<Json>;
    mutations.push(fc.tuple(base, fc.constantFrom(...properties), junk).map(([value, key, wrong]) => ({ ...value, [key]: wrong })));
    mutations.push(fc.tuple(base, fc.string({ minLength: 1, maxLength: 10 }), junk).map(([value, key, extra]) => ({ ...value, [key]: extra })));
    if (required.length > 0) {
      mutations.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
      );
    }
  }
  return fc.oneof(...mutations);
}

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

type Actor = "signed-out" | "junk token" | "family" | "free family" | "admin" | "own family";
type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; text: string }
  | { kind: "form"; file: "png" | "junk" | "none"; fields: Record<string, string> };
type Call = { actor: Actor; path: Record<string, string>; query: Record<string, string>; idempotencyKey?: string; body: Body };

/**
 * Calls that end or change the caller (sign-out, deleting or re-addressing the account, a new
 * password) run as a family of their own, made for the one call, so the others keep theirs.
 */
const SELF_ENDING = ["POST /users/sign-out", "DELETE /users/account", "PATCH /users/password/change", "PATCH /users/update"];

/** The seeded and made rows a path id may name, by the document's path parameter. */
type Pools = Record<string, (string | number)[]>;

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
const pathJunk = fc.string({ minLength: 1, maxLength: 24 }).filter((text) => text !== "." && text !== "..");

function callOf(name: string, operation: Operation, pools: Pools): fc.Arbitrary<Call> {
  const parameters = (operation.parameters ?? []).map((parameter) => deref<Parameter>(parameter));
  const pathParams = parameters.filter((parameter) => parameter.in === "path");
  const queryParams = parameters.filter((parameter) => parameter.in === "query");
  const idempotent = parameters.some((parameter) => parameter.in === "header" && parameter.name === "Idempotency-Key");
  const path = fc.record(
    Object.fromEntries(
      pathParams.map((parameter) => {
        const real = pools[`${name}:${parameter.name}`] ?? pools[parameter.name] ?? [];
        const choices: fc.Arbitrary<unknown>[] = [valid(parameter.schema ?? {}), pathJunk];
        if (real.length > 0) choices.unshift(fc.constantFrom(...real), fc.constantFrom(...real));
        return [
          parameter.name,
          fc
            .oneof(...choices)
            .map(asText)
            .filter((text) => text !== "" && text !== "." && text !== ".."),
        ];
      }),
    ),
  );
  const query = fc.record(Object.fromEntries(queryParams.map((parameter) => [parameter.name, fc.oneof(valid(parameter.schema ?? {}), junk).map(asText)])), {
    requiredKeys: [],
  });
  return fc.record(
    {
      actor: actorOf(name),
      path,
      query,
      idempotencyKey: idempotent ? fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })) : fc.constant(undefined),
      body: bodyOf(operation),
    },
    { requiredKeys: ["actor", "path", "query", "body"] },
  ) as fc.Arbitrary<Call>;
}

/** Mostly signed in (a signed-out call stops at the door): the callers, weighted. */
function actorOf(name: string): fc.Arbitrary<Actor> {
  const outside = [fc.constant<Actor>("signed-out"), fc.constant<Actor>("junk token")];
  if (SELF_ENDING.includes(name)) return fc.oneof({ weight: 4, arbitrary: fc.constant<Actor>("own family") }, ...outside);
  return fc.oneof(
    ...outside,
    { weight: 3, arbitrary: fc.constant<Actor>("family") },
    { weight: 2, arbitrary: fc.constant<Actor>("free family") },
    { weight: 3, arbitrary: fc.constant<Actor>("admin") },
  );
}

function bodyOf(operation: Operation): fc.Arbitrary<Body> {
  const content = operation.requestBody?.content ?? {};
  const malformed = fc.record({
    kind: fc.constant("raw" as const),
    contentType: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
    text: fc.oneof(fc.constantFrom("{", '{"a":', "[1,", "null", ""), fc.string({ maxLength: 30 })),
  });
  const none = fc.constant({ kind: "none" as const });
  if (content["multipart/form-data"]) {
    const fields = fc.dictionary(fc.constantFrom("extensions", "max", "dimensions", "junk"), fc.string({ maxLength: 20 }), { maxKeys: 3 });
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({ kind: fc.constant("form" as const), file: fc.constantFrom("png" as const, "junk" as const, "none" as const), fields }),
      },
      malformed,
      none,
    );
  }
  const json = content["application/json"];
  if (!json) return fc.oneof({ weight: 4, arbitrary: none }, fc.record({ kind: fc.constant("json" as const), value: junk }));
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("json" as const), value: valid(json.schema) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("json" as const), value: invalid(json.schema) }) },
    malformed,
    none,
  );
}

// ---------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------

const apps = appServers();
let base = "";
let png: Buffer;
const actors: Partial<Record<Actor, TestUser>> = {};
const pools: Pools = {};

beforeAll(async () => {
  base = await apps.start({ RATE_LIMIT_FACTOR });
  png = await linePng(64, 64);
  const [family, freeFamily, admin, other, ...victims] = await Promise.all([
    makeUser({ plan: "paid" }),
    makeUser(),
    makeAdmin(),
    makeUser({ name: "Otra" }),
    ...Array.from({ length: 4 }, () => makeUser({ name: "Víctima" })),
  ]);
  Object.assign(actors, { family, "free family": freeFamily, admin });
  const lineArt = await linePng(256, 256);
  const [drawn, otherDrawn, privatePage, blockedPage] = await Promise.all([
    drawnPage(family.user, lineArt),
    drawnPage(other.user, lineArt),
    insertPage(family.user, { prompt: "Un dragón privado", visibility: "private" }),
    insertPage(other.user, { prompt: "Un dragón bloqueado", blocked: true }),
  ]);
  const colored = async (owner: TestUser, page: { id: number }) => {
    const photo = await putObject(newKey("coloreds", owner.user.id, "png"), lineArt, "image/png");
    return insertColored(owner.user, page, { photo, preview: photo, thumbnail: photo });
  };
  const coloreds = await Promise.all([colored(family, drawn), colored(other, otherDrawn), colored(freeFamily, drawn)]);
  const db = await getDb();
  const settingNames = await db.select({ name: settings.name }).from(settings);
  const collections = (await (await fetch(`${base}/api/collections`)).json()) as { slug?: string }[] | { data?: { slug?: string }[] };
  const slugs = (Array.isArray(collections) ? collections : (collections.data ?? [])).map((collection) => collection.slug).filter(Boolean) as string[];
  const planIds = (await db.select({ id: plans.id }).from(plans)).map((plan) => plan.id);
  Object.assign(pools, {
    // (only this test's own pages: the admin blocks and deletes them, and the gallery's seeded pages are other files')
    "/pages/{id}:id": [drawn.id, otherDrawn.id, privatePage.id, blockedPage.id],
    "/coloreds/{id}:id": coloreds.map((row) => row.id),
    "/plans/{id}:id": planIds,
    // The admin's calls block, change and delete these; none of the actors is among them.
    "/users/{id}:id": victims.map((victim) => victim.user.id),
    "/settings/{name}:name": settingNames.map((row) => row.name),
    "/collections/{slug}:slug": slugs,
  });
});

// The admin's calls change the app's settings and plans, which the other test files of this
// worker's database read after this one: they are put back as they were.
putBackSettingsAndPlans();

/** The pool key of a path parameter: by the first segment of the template (`/pages/{id}` for every /pages/{id}/...). */
function poolsFor(template: string): Pools {
  const prefix = template.match(/^\/[^/]+\/\{\w+\}/)?.[0];
  if (!prefix) return {};
  return Object.fromEntries(
    Object.entries(pools)
      .filter(([key]) => key.startsWith(`${prefix}:`))
      .map(([key, values]) => [key.split(":")[1], values]),
  );
}

async function send(template: string, method: string, call: Call) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.path[name] ?? ""));
  const url = new URL(`${base}/api${path}`);
  for (const [name, value] of Object.entries(call.query)) url.searchParams.set(name, value);
  const headers = new Headers();
  const actor = call.actor === "own family" ? await makeUser() : actors[call.actor as keyof typeof actors];
  if (actor) headers.set("Authorization", `Bearer ${actor.token}`);
  if (call.actor === "junk token") headers.set("Authorization", "Bearer not-a-token");
  if (call.idempotencyKey !== undefined) headers.set("Idempotency-Key", call.idempotencyKey);
  let body: BodyInit | undefined;
  if (call.body.kind === "json") {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(call.body.value) ?? "null";
  } else if (call.body.kind === "raw") {
    headers.set("Content-Type", call.body.contentType);
    body = call.body.text;
  } else if (call.body.kind === "form") {
    const form = new FormData();
    if (call.body.file !== "none")
      form.set("file", new Blob([call.body.file === "png" ? new Uint8Array(png) : new Uint8Array([1, 2, 3, 4])], { type: "image/png" }), "a.png");
    for (const [name, value] of Object.entries(call.body.fields)) form.set(name, value);
    body = form;
  }
  const res = await fetch(url, { method: method.toUpperCase(), headers, body: method === "get" ? undefined : body, redirect: "manual" });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get("Content-Type") ?? "", text };
}

const operations = Object.entries(doc.paths).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ template, method, operation, name: `${method.toUpperCase()} ${template}` })),
);

describe(`the /api answers requests made from the OpenAPI document's schemas (seed ${SEED}, ${RUNS_PER_OPERATION} a operation)`, () => {
  for (const { template, method, operation, name } of operations) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(callOf(name, operation, poolsFor(template)), async (call) => {
          const answer = await send(template, method, call);
          // The server checks its answer when it is written out ("finish"): let that turn come.
          await new Promise((resolve) => setImmediate(resolve));
          const problems = await takeProblems();
          const code = /"code":"(\w+)"/.exec(answer.text)?.[1] ?? "";
          const serverError = answer.status >= 500 && !(answer.status === 503 && UNCONFIGURED.includes(code));
          if (problems.length > 0 || serverError) {
            throw new Error(
              `${name} answered ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 600)}\n` +
                (serverError ? "a server error\n" : "") +
                problems.map((problem) => `- ${problem}`).join("\n"),
            );
          }
        }),
        { seed: SEED, numRuns: runsOf(name), endOnFailure: false },
      );
    });
  }
});
