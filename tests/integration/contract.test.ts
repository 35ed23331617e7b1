import fs from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { API_IDEMPOTENT, API_ROUTE, type ApiHandler } from "~/utils/api.server";
import { API_OPERATIONS, ERROR_CODES, openApiDocument } from "~/utils/openapi.server";
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
});

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
