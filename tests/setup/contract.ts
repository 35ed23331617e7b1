import path from "node:path";
import { afterEach, vi } from "vitest";
import { API_DIR, contractRouteFiles, documentPathOf, observeResponse, takeProblems } from "../helpers/contract";

/*
 * Every /api answer an integration test receives is checked against the OpenAPI document
 * (record 0141). A test that imports a route module gets its loader and action wrapped: each
 * answer is checked as it is handed back. (The app servers' answers are checked in
 * helpers/http.ts.) A test in which an answer did not fit the document fails, naming it.
 */

type Handler = ((args: { request: Request }) => Promise<Response>) & Record<symbol, unknown>;

const wrap = (handler: Handler, template: string): Handler =>
  Object.assign(async (args: { request: Request }) => {
    const response = await handler(args);
    await observeResponse(template, args.request, response);
    return response;
  }, handler);

for (const file of contractRouteFiles()) {
  const template = documentPathOf(file);
  vi.doMock(path.join(API_DIR, file), async (importOriginal) => {
    const module = await importOriginal<{ loader?: Handler; action?: Handler }>();
    return {
      ...module,
      ...(module.loader ? { loader: wrap(module.loader, template) } : {}),
      ...(module.action ? { action: wrap(module.action, template) } : {}),
    };
  });
}

afterEach(async () => {
  const problems = await takeProblems();
  if (problems.length > 0) throw new Error(`/api answers that do not fit the OpenAPI document (app/utils/openapi.server.ts):\n- ${problems.join("\n- ")}`);
});
