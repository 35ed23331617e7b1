/*
 * Examples for the OpenAPI document (issue #44 item 7, record 0167): one request and one answer
 * per operation, made from the document's own schemas, so an example cannot drift from the shape
 * it shows (a test checks each against its schema). Values are chosen by the field's name where
 * the shape alone would say little ("ana@example.com" rather than "string").
 */

type Json = Record<string, unknown>;
type Schema = Json & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
};

const TIME = "2026-11-27T10:00:00.000Z";
const TOKEN = "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8";

/** Values a field's name suggests, tried in order before the shape's plain one. */
const BY_NAME: [RegExp, unknown[]][] = [
  [/email$/, ["ana@example.com"]],
  [/^(name|title)$/, ["Ana", "Dragón en el castillo"]],
  [/password|current/, ["caballo-correcto-8"]],
  [/token/, [TOKEN]],
  [/^(url|photo|illustration|thumbnail|preview|picture|card|cover|file|region_map)$/, ["https://colorea.example/files/pages/7/ck9x2.png"]],
  [/^prompt$/, ["Un dragón leyendo un cuento en un castillo"]],
  [/^(slug|tags)$/, ["dragones"]],
  [/^save_id$/, ["save-01HZX3"]],
  [/^(search|reason|description|tagline|message)$/, ["Regalo por el cumpleaños"]],
  [/^(priceId|stripe_price_id|stripePriceId)$/, ["price_1QbZ2aExample"]],
  [/^(stripe_id)$/, ["cus_QbZ2aExample"]],
  [/^value$/, ["Colorea"]],
  [/^colors$/, ["#ff6f61"]],
  [/^d$/, ["M120 80L512 300Q600 420 700 512"]],
  [/^svg$/, ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024"></svg>']],
];

const FALLBACK_STRINGS = ["dragones", "12", "2026-11-28", "abc123", "ana@example.com", "#ff6f61", "save-01"];

/** Whether a string fits a schema's own string rules (its pattern, its least length). */
function fitsString(value: string, schema: Schema) {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  return !schema.pattern || new RegExp(schema.pattern, "u").test(value);
}

function stringFor(schema: Schema, name: string): string {
  if (schema.format === "date-time") return TIME;
  if (schema.format === "date") return "2026-11-28";
  if (schema.format === "binary") return "(the file's bytes)";
  if (schema.format === "email") return "ana@example.com";
  const byName = BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? [];
  const candidates = [...byName, ...FALLBACK_STRINGS, "x".repeat(Math.max(1, schema.minLength ?? 1))];
  return (candidates.find((value) => typeof value === "string" && fitsString(value, schema)) as string | undefined) ?? "…";
}

/** An example of a schema (its references followed in `doc`), or undefined where it takes nothing. */
export function exampleOf(schema: Schema | undefined, doc: Json, name = "", depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (schema.$ref) return exampleOf(resolveRef(doc, schema.$ref), doc, name, depth + 1);
  if ("const" in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined && schema.default !== "") return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return exampleOf(choice.find((option) => option.type !== "null") ?? choice[0], doc, name, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, doc, name, depth + 1) as object));
  const types = [schema.type ?? (schema.properties ? "object" : undefined)].flat();
  const type = types.find((t) => t !== "null") ?? types[0];
  switch (type) {
    case "object":
      return objectExample(schema, doc, depth);
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items, doc, name, depth + 1));
    case "integer":
    case "number":
      return numberFor(schema, name);
    case "boolean":
      return false;
    case "string":
      return stringFor(schema, name);
    case "null":
      return null;
    default:
      return undefined;
  }
}

function objectExample(schema: Schema, doc: Json, depth: number) {
  const example: Json = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const value = exampleOf(property, doc, key, depth + 1);
    if (value !== undefined) example[key] = value;
  }
  return example;
}

function numberFor(schema: Schema, name: string) {
  const floor = schema.minimum ?? 0;
  const usual = /id$|Id$|^id|page$|version|count|limit|months/i.test(name) ? 7 : name === "progress" ? 40 : 1;
  return Math.max(floor, usual);
}

function resolveRef(doc: Json, ref: string): Schema | undefined {
  let node: unknown = doc;
  for (const part of ref.replace(/^#\//, "").split("/")) node = (node as Json | undefined)?.[part];
  return node as Schema | undefined;
}

/** An example for each of an operation's parameters (a path's, a query's, a header's). */
export function parameterExample(parameter: { name: string; schema?: Schema }, doc: Json) {
  if (parameter.name === "Idempotency-Key") return "3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10";
  if (parameter.name === "stripe-signature") return "t=1764237600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd";
  return exampleOf(parameter.schema, doc, parameter.name);
}
