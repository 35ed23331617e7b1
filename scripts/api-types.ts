/**
 * The /api contract's types for the shells: openapi-typescript's reading of the OpenAPI document
 * (app/utils/openapi.server.ts), written to shells/api/schema.d.ts, which shells/api/client.ts
 * (openapi-fetch) is typed by. Run it after changing the contract; a test fails while the file
 * is not what the document says (record 0141).
 *
 *   npm run api:types
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { openApiDocument } from "~/utils/openapi.server";

export const API_TYPES_FILE = path.resolve(import.meta.dirname, "../shells/api/schema.d.ts");

const HEADER = `/**
 * The /api contract's types, made by openapi-typescript from the OpenAPI document
 * (app/utils/openapi.server.ts, served at /api/openapi.json). Do not edit: \`npm run api:types\`
 * makes it again, and a test fails while it is not what the document says.
 */

`;

// A file's bytes (an upload's part, a PDF or PNG answer) are a Blob to the client.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));

/** The types' text, as the file should hold it. */
export async function apiTypes() {
  const document = structuredClone(openApiDocument());
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    transform: (schema) => (schema.format === "binary" ? BLOB : undefined),
  });
  return HEADER + astToString(ast);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  fs.mkdirSync(path.dirname(API_TYPES_FILE), { recursive: true });
  fs.writeFileSync(API_TYPES_FILE, await apiTypes());
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
}
