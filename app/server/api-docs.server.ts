import { createRequire } from "node:module";
import path from "node:path";
import express, { type Request, type Response } from "express";

/**
 * /api/docs: the shells' contract drawn for people, by Swagger UI (swagger-ui-dist, served from
 * node_modules: no CDN) reading /api/openapi.json. Only the two files the page loads are served,
 * not the package's folder (its index.html would show someone else's example API). The page's
 * scripts carry the request's CSP nonce, as every page's do.
 */
const ASSETS = ["swagger-ui-bundle.js", "swagger-ui.css"] as const;

export function apiDocs() {
  const folder = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const router = express.Router();
  for (const asset of ASSETS) {
    router.get(`/${asset}`, (_req, res) => {
      res.sendFile(path.join(folder, asset), { maxAge: "1d", headers: { "X-Content-Type-Options": "nosniff" } });
    });
  }
  router.get("/", (_req: Request, res: Response) => {
    res
      .type("html")
      .setHeader("Cache-Control", "no-cache")
      .send(page(res.locals.cspNonce as string));
  });
  return router;
}

const page = (nonce: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Colorea API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script nonce="${nonce}" src="/api/docs/swagger-ui-bundle.js"></script>
<script nonce="${nonce}">
window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#docs", deepLinking: true, validatorUrl: null, tryItOutEnabled: false });
</script>
</body>
</html>
`;
