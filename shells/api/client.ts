/**
 * The shells' typed client of the /api contract: openapi-fetch over the types openapi-typescript
 * made from the OpenAPI document (schema.d.ts; `npm run api:types`). Every path, parameter, body
 * and answer is typed by the document, so a shell that calls what the contract does not have, or
 * reads what an answer does not carry, fails its type check.
 *
 *   const api = createApiClient("https://colorea.example", { token: () => stored.token });
 *   const { data, error } = await api.GET("/pages/paginate", { params: { query: { page: 1 } } });
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema";

export type { components, paths };
export type ApiClient = Client<paths>;
export type ApiError = components["schemas"]["Error"];
export type Page = components["schemas"]["Page"];
export type User = components["schemas"]["User"];

export type ApiClientOptions = {
  /** The signed-in session's token (from /users/sign-in), read at each call; null when signed out. */
  token?: () => string | null | undefined;
  /** The language of the answers' messages: "es" (the default) or "en". */
  lang?: "es" | "en";
  /** Another fetch (a test's, a platform's). */
  fetch?: typeof globalThis.fetch;
};

/** A client of the /api door of the site at `origin`. */
export function createApiClient(origin: string, { token, lang, fetch }: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({ baseUrl: `${origin.replace(/\/$/, "")}/api`, fetch });
  client.use({
    onRequest({ request }) {
      const bearer = token?.();
      if (bearer) request.headers.set("Authorization", `Bearer ${bearer}`);
      if (lang) request.headers.set("Cookie", `lang=${lang}`);
      return request;
    },
  });
  return client;
}

/**
 * A new Idempotency-Key for a call that spends or creates (pages/create, coloreds/upsert,
 * stripe/checkout…): made once per thing the person asked for and sent again with each retry
 * of it, so a retry whose first answer was lost is answered that answer and nothing is done twice.
 */
export const idempotencyKey = () => crypto.randomUUID();

/** A multipart body for /storage/upload (openapi-fetch sends JSON unless told). */
export function uploadForm(fields: { file: Blob; extensions?: string; max?: string; dimensions?: string }, name = "upload.png") {
  const form = new FormData();
  form.set("file", fields.file, name);
  for (const key of ["extensions", "max", "dimensions"] as const) {
    const value = fields[key];
    if (value !== undefined) form.set(key, value);
  }
  return form;
}
