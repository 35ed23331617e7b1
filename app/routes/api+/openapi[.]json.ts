import { apiRoute, JSON_TYPE } from "~/utils/api.server";
import { openApiJson } from "~/utils/openapi.server";

/** GET /api/openapi.json: the shells' contract as an OpenAPI 3.1 document (record 0141); drawn for people at /api/docs. */
export const { loader, action } = apiRoute(
  { method: "GET", auth: "public" },
  async () => new Response(openApiJson(), { headers: { "Content-Type": JSON_TYPE, "Cache-Control": "public, max-age=300" } }),
);
