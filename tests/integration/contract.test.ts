import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { API_IDEMPOTENT, API_ROUTE, type ApiHandler } from "~/utils/api.server";
import { emailField } from "~/lib/validation";
import { API_TOKEN_TTL } from "~/services/auth.server";
import { KEPT_CAMEL_CASE } from "~/utils/openapi-notes.server";
import { API_OPERATIONS, camelCaseNamesOf, ERROR_CODES, openApiDocument } from "~/utils/openapi.server";
import { API_TYPES_FILE, apiTypes } from "../../scripts/api-types";
import { API_DIR, checkAnswer, contractRouteFiles, documentPathOf, templateOf } from "../helpers/contract";
import { servedApp } from "../helpers/http";

/**
 * The OpenAPI document of the /api contract (record 0141) is a valid OpenAPI 3.1 document, has
 * exactly the routes on disk with the methods and the auth their apiRoute says, and the shells'
 * generated types are what it says. (That every answer the integration tests receive fits it is
 * tests/setup/contract.ts's work; the shells' journey through the typed client is
 * shells-journey.test.ts.)
 */

const doc = openApiDocument();
type GeneratedOperation = {
  description?: string;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, { schema?: object; example?: unknown }> };
  [extension: `x-${string}`]: unknown;
};
type PathItem = Record<string, { security?: Record<string, string[]>[]; parameters?: { $ref?: string; name?: string; in?: string }[]; responses: object }>;
const paths = doc.paths as Record<string, PathItem>;
const METHODS = ["get", "post", "patch", "put", "delete"];

const routeFacts = async (file: string) => {
  const module = (await import(path.join(API_DIR, file))) as { loader?: ApiHandler };
  const facts = module.loader?.[API_ROUTE];
  if (!facts) throw new Error(`${file} is not made with apiRoute`);
  return facts;
};

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has every route file's path with the methods its apiRoute answers, and nothing without a route", async () => {
    const fromFiles: string[] = [];
    for (const file of contractRouteFiles()) {
      const facts = await routeFacts(file);
      for (const method of facts.methods) fromFiles.push(`${method} ${documentPathOf(file)}`);
    }
    const fromDocument = Object.entries(paths).flatMap(([template, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${template}`),
    );
    expect(fromDocument.sort()).toEqual(fromFiles.sort());
  });

  it("says who may call each route as its apiRoute does, and documents the status it names", async () => {
    for (const file of contractRouteFiles()) {
      const facts = await routeFacts(file);
      for (const method of facts.methods) {
        const operation = API_OPERATIONS.find((op) => op.path === documentPathOf(file) && op.method === method.toLowerCase());
        expect(operation?.auth, `${method} ${file}`).toBe(facts.auth);
        const security = paths[documentPathOf(file)][method.toLowerCase()].security;
        const expected = { public: [], optional: [{}, { bearerAuth: [] }], user: [{ bearerAuth: [] }], admin: [{ bearerAuth: [] }] }[facts.auth];
        expect(security, `${method} ${file}`).toEqual(expected);
        // A status the route names (201, 202) is documented; a route answering its own Response (204, a file) says its own.
        if (facts.status !== 200) expect(Object.keys(operation?.ok ?? {}), `${method} ${file}`).toContain(String(facts.status));
      }
    }
  });

  it("takes an Idempotency-Key exactly on the calls that spend or create", async () => {
    const withKey = Object.entries(paths).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.$ref === "#/components/parameters/IdempotencyKey"))
        .map(([method]) => `${method.toUpperCase()} ${template}`),
    );
    expect(withKey.sort()).toEqual(
      [
        "POST /pages/create",
        "POST /pages/upload",
        "POST /pages/photo/create",
        "POST /pages/pattern/create",
        "POST /booklets",
        "POST /stripe/checkout",
        "PATCH /coloreds/upsert",
        "POST /storage/upload",
      ].sort(),
    );
    // And exactly the routes the door applies it to (their apiRoute says `idempotent`).
    const fromFiles: string[] = [];
    for (const file of contractRouteFiles()) {
      const module = (await import(path.join(API_DIR, file))) as { loader?: ApiHandler };
      const handler = module.loader;
      if (handler?.[API_IDEMPOTENT]) for (const method of handler[API_ROUTE].methods) fromFiles.push(`${method} ${documentPathOf(file)}`);
    }
    expect(fromFiles.sort()).toEqual(withKey.sort());
    const key = (doc.components?.parameters as Record<string, { name: string; in: string; required?: boolean }>).IdempotencyKey;
    expect(key).toMatchObject({ name: "Idempotency-Key", in: "header" });
    expect(key.required).not.toBe(true);
  });

  it("describes the error body with every code, and the Bearer token", () => {
    const error = (doc.components?.schemas as Record<string, { properties: Record<string, { enum?: string[] }>; required: string[] }>).Error;
    expect(error.required).toEqual(["message", "code"]);
    expect(error.properties.code.enum).toEqual([...ERROR_CODES]);
    expect(doc.components?.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: "http", scheme: "bearer" }) });
  });

  it("describes the upload as a multipart form with its file", () => {
    const body = (paths["/storage/upload"].post as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } })
      .requestBody;
    expect(Object.keys(body.content)).toEqual(["multipart/form-data"]);
    expect(body.content["multipart/form-data"].schema.properties.file).toMatchObject({ type: "string", format: "binary" });
  });

  it("never makes a named shape nullable itself: where one may be null, the place that holds it says so", () => {
    // (zod-to-openapi names a `.nullable()` copy as the shape itself: orNull is the way.)
    const schemas = doc.components?.schemas as Record<string, { type?: string | string[] }>;
    const nullable = Object.entries(schemas).filter(([, schema]) => [schema.type ?? []].flat().includes("null"));
    expect(nullable.map(([name]) => name)).toEqual([]);
    const daily = (paths["/pages/daily"].get.responses as Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>)[
      "200"
    ];
    expect(daily.content["application/json"].schema.properties.page).toEqual({ anyOf: [{ $ref: "#/components/schemas/Page" }, { type: "null" }] });
  });

  it("is made once per process", () => {
    expect(openApiDocument()).toBe(doc);
  });
});

describe("the contract's check of an answer", () => {
  const user = {
    id: 1,
    name: "Ana",
    email: "ana@colorea.test",
    photo: "",
    admin: false,
    blocked: false,
    stripe_id: null,
    plan: { title: "Gratis", name: "free", paid: false },
  };
  const json = (body: unknown) => Buffer.from(JSON.stringify(body));
  const answer = (over: Partial<Parameters<typeof checkAnswer>[0]>) =>
    checkAnswer({ template: "/users/read", method: "GET", status: 200, contentType: "application/json; charset=utf-8", body: json(user), ...over });

  beforeAll(async () => {
    // The document is read when the first answer comes; this file asks before any has.
    const { observe, takeProblems } = await import("../helpers/contract");
    await observe({ template: null, method: "GET", status: 404, contentType: "application/json", body: json({ message: "x", code: "NOT_FOUND" }) });
    expect(await takeProblems()).toEqual([]);
  });

  it("refuses an answer that does not fit, an undocumented status or type, and a method the path lacks unless refused", () => {
    expect(answer({ body: json({ ...user, created_at: "2026-01-01T00:00:00.000Z" }) })).toBeNull();
    expect(answer({})).toMatch(/must have required property 'created_at'/);
    expect(answer({ body: json({ ...user, created_at: "ayer" }) })).toMatch(/must match format "date-time"/);
    expect(answer({ status: 418 })).toMatch(/answered 418, which the document does not list/);
    expect(answer({ contentType: "text/html" })).toMatch(/answered text\/html/);
    expect(answer({ status: 401, body: json({ message: "Inicia sesión.", code: "UNAUTHORIZED" }) })).toBeNull();
    expect(answer({ status: 401, body: json({ message: "Inicia sesión.", code: "NOPE" }) })).toMatch(/must be equal to one of the allowed values/);
    expect(answer({ method: "DELETE", status: 405, body: json({ message: "No.", code: "METHOD_NOT_ALLOWED" }) })).toBeNull();
    expect(answer({ method: "DELETE", status: 200 })).toMatch(/not in the document/);
    expect(answer({ method: "HEAD", body: Buffer.alloc(0) })).toBeNull();
    expect(templateOf("/users/export/abc123")).toBe("/users/export/{exportId}");
    expect(templateOf("/users/12/read")).toBe("/users/{id}/read");
    expect(templateOf("/openapi.json")).toBe("/openapi.json");
  });
});

describe("the shells' types", () => {
  it("shells/api/schema.d.ts is what openapi-typescript makes of the document (npm run api:types)", async () => {
    expect(fs.readFileSync(API_TYPES_FILE, "utf8")).toBe(await apiTypes());
  });

  it("the typed client (shells/api/client.ts) compiles against them", () => {
    expect(compileProblems([path.resolve(API_TYPES_FILE, "../client.ts")])).toEqual([]);
  });

  // A second, unrelated generator reads the document as a shell developer's tools would: every
  // named model comes out (none dropped for a clash of names) and what it makes compiles (record 0167).
  it("@hey-api/openapi-ts makes a client of the document with every model, and it compiles", { timeout: 60_000 }, async () => {
    const generator = "@hey-api/openapi-ts";
    const heyApi = (await import(/* @vite-ignore */ generator).catch(() => null)) as HeyApi | null;
    if (!heyApi) throw new Error(`${generator} is not installed: npm install --save-dev ${generator}@0.99.0 (record 0167)`);
    const output = fs.mkdtempSync(path.join(os.tmpdir(), "hey-api-"));
    try {
      await heyApi.createClient({ input: structuredClone(doc), output, plugins: ["@hey-api/typescript"], logs: { level: "silent", file: false } });
      const types = fs.readFileSync(path.join(output, "types.gen.ts"), "utf8");
      const models = Object.keys(doc.components?.schemas ?? {});
      expect(models.filter((name) => !new RegExp(`export type _?${name} =`).test(types))).toEqual([]);
      const files = fs.readdirSync(output, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
      expect(compileProblems(files.map((file) => path.join(output, file)))).toEqual([]);
    } finally {
      fs.rmSync(output, { recursive: true, force: true });
    }
  });
});

type HeyApi = { createClient: (config: Record<string, unknown>) => Promise<unknown> };

/** What TypeScript finds wrong in these files (and what they import), as a shell's build would. */
function compileProblems(files: string[]) {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("served", () => {
  const served = servedApp();

  it("answers the document at /api/openapi.json, to anyone", async () => {
    const res = await fetch(`${served.base}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("draws it at /api/docs with Swagger UI from this server, its scripts under the page's CSP nonce", async () => {
    const res = await fetch(`${served.base}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(2);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(html).toContain('src="/api/docs/swagger-ui-bundle.js"');
    expect(html).toContain('url: "/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);

    const bundle = await fetch(`${served.base}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("Content-Type")).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const css = await fetch(`${served.base}/api/docs/swagger-ui.css`);
    expect(css.headers.get("Content-Type")).toMatch(/^text\/css/);
    // Only the page's two files: not the package's folder.
    expect((await fetch(`${served.base}/api/docs/package.json`)).status).toBe(404);
    expect((await fetch(`${served.base}/api/docs/index.html`)).status).toBe(404);
  });
});

describe("what a shell developer can trust (issue #44, record 0167)", () => {
  type Operation = GeneratedOperation & {
    responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema?: object; example?: unknown }> }>;
  };
  const operations = Object.entries(paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${template}`, op: operation as unknown as Operation })),
  );
  const schemas = doc.components?.schemas as Record<
    string,
    { properties?: Record<string, { type?: string; properties?: object; items?: { properties?: object } }> }
  >;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat("binary", true);
  ajv.addSchema({ ...JSON.parse(JSON.stringify(doc)), $id: "openapi.json" });
  const fits = (schema: object, value: unknown) => {
    const validate = ajv.compile(resolveIn(schema));
    return validate(value) ? null : JSON.stringify(validate.errors?.slice(0, 3));
  };
  /** A schema taken out of the document, its references pointing back into it. */
  const resolveIn = (schema: object) => JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/')) as object;

  it("names every component once: no inline object is named (by its place) as a component already is", () => {
    const names = Object.keys(schemas);
    const placeNames = Object.entries(schemas).flatMap(([name, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, property]) => property.properties || property.items?.properties)
        .map(([key]) => name + key[0].toUpperCase() + key.slice(1).replace(/_(\w)/g, (_, c: string) => c.toUpperCase())),
    );
    expect(placeNames.filter((name) => names.includes(name))).toEqual([]);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });

  it("says of e-mails, days and time-lapses what the services check, from the schemas they check with", () => {
    const body = (template: string, method: string) =>
      (paths[template][method] as unknown as Operation).requestBody?.content["application/json"].schema as { properties: Record<string, object> };
    const emailOps = [
      ["/users/sign-up", "post"],
      ["/users/update", "patch"],
      ["/users/create", "post"],
      ["/users/admin/create", "post"],
      ["/users/{id}/update", "patch"],
    ];
    for (const [template, method] of emailOps) {
      const email = body(template, method).properties.email;
      for (const address of ["ana@example.com", "a.b+c@colorea.es"]) {
        expect(emailField.safeParse(address).success).toBe(true);
        expect(fits(email, address), `${method} ${template} ${address}`).toBeNull();
      }
      for (const address of ["ana@localhost", "ana@@example.com", "ana.@example.com", "ana"]) {
        expect(emailField.safeParse(address).success).toBe(false);
        expect(fits(email, address), `${method} ${template} ${address}`).not.toBeNull();
      }
    }
    for (const method of ["post", "delete"]) {
      const day = body("/daily-pages", method).properties.day;
      expect(fits(day, "2026-12-01")).toBeNull();
      for (const wrong of ["2026-02-30", "1/12/2026", "mañana"]) expect(fits(day, wrong), wrong).not.toBeNull();
    }
    const timelapse = body("/coloreds/upsert", "patch").properties.timelapse;
    expect(fits(timelapse, { v: 1, steps: [] })).toBeNull();
    expect(fits(timelapse, '{"v":1,"steps":[]}')).toBeNull();
    expect(fits(timelapse, { v: 2, steps: [] })).not.toBeNull();
    expect(fits(timelapse, { steps: "no" })).not.toBeNull();
  });

  it("shows one request and one answer example for every operation, each fitting its schema", () => {
    for (const { name, op } of operations) {
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        expect(media.example, `${name}: request body`).toBeDefined();
        if (media.schema) expect(fits(media.schema, media.example), `${name}: request body`).toBeNull();
      }
      for (const parameter of op.parameters ?? []) {
        const resolved = (parameter as { $ref?: string }).$ref ? (doc.components?.parameters as Record<string, typeof parameter>).IdempotencyKey : parameter;
        expect(resolved.example, `${name}: ${resolved.name}`).toBeDefined();
      }
      const answers = Object.entries(op.responses).filter(([status]) => Number(status) < 300);
      for (const [status, response] of answers) {
        const json = response.content?.["application/json"];
        if (!json) continue;
        expect(json.example, `${name} ${status}`).toBeDefined();
        expect(fits(json.schema!, json.example), `${name} ${status}`).toBeNull();
      }
    }
  });

  it("lists the error codes each operation can answer, by status, in x-error-codes and each status's description", () => {
    for (const { name, op } of operations) {
      const codes = op["x-error-codes"] as Record<string, string[]>;
      const errorStatuses = Object.keys(op.responses).filter((status) => Number(status) >= 400);
      expect(Object.keys(codes).sort(), name).toEqual(errorStatuses.sort());
      for (const [status, list] of Object.entries(codes)) {
        expect(list.length, `${name} ${status}`).toBeGreaterThan(0);
        for (const code of list) {
          expect(ERROR_CODES, `${name} ${status}`).toContain(code);
          expect((op.responses[status] as { description: string }).description, `${name} ${status}`).toContain(code);
        }
      }
    }
    const codesOf = (template: string, method: string) => (paths[template][method] as unknown as Operation)["x-error-codes"];
    expect(codesOf("/pages/{id}/favorited/toggle", "patch")).toMatchObject({ 403: expect.arrayContaining(["NO_PAID_PLAN", "FORBIDDEN", "USER_BLOCKED"]) });
    expect(codesOf("/users/sign-in", "post")).toMatchObject({ 403: expect.arrayContaining(["EMAIL_NOT_VERIFIED", "USER_BLOCKED"]) });
    expect(codesOf("/coloreds/upsert", "patch")).toMatchObject({ 409: expect.arrayContaining(["VERSION_CONFLICT", "PAINT_MISSING", "IDEMPOTENCY_CONFLICT"]) });
    expect(codesOf("/stripe/webhook", "post")).toMatchObject({
      400: expect.arrayContaining(["VALIDATION"]),
      503: expect.arrayContaining(["PAYMENTS_UNAVAILABLE"]),
    });
    expect(codesOf("/storage/upload", "post")).toMatchObject({ 413: ["TOO_LARGE", "QUOTA_EXCEEDED"] });
  });

  it("documents the headers: X-Request-Id on every answer, Retry-After on 429 and 503, Idempotent-Replayed on a replayable answer", () => {
    expect(Object.keys(doc.components?.headers ?? {}).sort()).toEqual(["IdempotentReplayed", "RetryAfter", "XRequestId"]);
    for (const { name, op } of operations) {
      const idempotent = op.parameters?.some((parameter) => (parameter as { $ref?: string }).$ref === "#/components/parameters/IdempotencyKey");
      for (const [status, response] of Object.entries(op.responses)) {
        const headers = Object.keys(response.headers ?? {});
        expect(headers, `${name} ${status}`).toContain("X-Request-Id");
        if (status === "429" || status === "503") expect(headers, `${name} ${status}`).toContain("Retry-After");
        if (idempotent && Number(status) < 300) expect(headers, `${name} ${status}`).toContain("Idempotent-Replayed");
      }
    }
  });

  it("says how long a token lasts and how to renew it, and which calls refuse an admin", () => {
    const description = doc.info.description ?? "";
    expect(description).toContain(`A token lasts ${API_TOKEN_TTL / 86_400_000} days`);
    expect(description).toMatch(/sign in again \(POST \/users\/sign-in\)/);
    const refusing = API_OPERATIONS.filter((op) => op.refusesAdmins);
    expect(refusing.map((op) => `${op.method.toUpperCase()} ${op.path}`)).toEqual(
      expect.arrayContaining(["PATCH /coloreds/upsert", "POST /pages/create", "PATCH /pages/{id}/favorited/toggle", "POST /stripe/checkout", "POST /booklets"]),
    );
    for (const op of refusing) {
      expect(description).toContain(`${op.method.toUpperCase()} ${op.path}`);
      expect((paths[op.path][op.method] as unknown as Operation).description).toContain("an admin's token gets 403 FORBIDDEN");
      expect((paths[op.path][op.method] as unknown as Operation)["x-error-codes"]).toMatchObject({ 403: expect.arrayContaining(["FORBIDDEN"]) });
    }
  });

  it("says which lists page by number and which by cursor, and why", () => {
    const lists = operations.filter(({ op }) => op.parameters?.some((parameter) => parameter.name === "page" && parameter.in === "query"));
    expect(lists.length).toBeGreaterThanOrEqual(6);
    for (const { name, op } of lists) {
      const byCursor = op.parameters?.some((parameter) => parameter.name === "cursor");
      expect(op.description, name).toContain(byCursor ? "Pages by cursor" : "Pages by number");
    }
    expect(doc.info.description).toMatch(/Galleries page by cursor because/);
  });

  it("keeps camelCase only for the names listed with their reason, and says which in the document", () => {
    const used = new Set(operations.flatMap(({ op }) => camelCaseNamesOf(op)));
    for (const schema of Object.values(schemas)) camelCaseNamesOf(schema).forEach((name) => used.add(name));
    expect([...used].filter((name) => !(name in KEPT_CAMEL_CASE))).toEqual([]);
    for (const name of Object.keys(KEPT_CAMEL_CASE)) expect(doc.info.description, name).toContain(`\`${name}\``);
    expect((paths["/coloreds/upsert"].patch as unknown as Operation).description).toContain("`pageId`");
  });
});
