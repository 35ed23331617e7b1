import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one HTTP request shares between its loaders. Remix hands every loader of a document
 * request its own copy of the Request (it strips `?_data` and `?index`), so a memo keyed by the
 * Request object never hits: the root, the layout and the screen each read the session again.
 * The Express app runs every request inside its own context instead (runInRequest).
 */
type RequestContext = { reads: boolean; memo: Map<string, unknown> };

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `next` (the rest of the request's handling) inside a fresh context for that request. */
export function runInRequest(method: string, next: () => void) {
  storage.run({ reads: method === "GET" || method === "HEAD", memo: new Map() }, next);
}

/**
 * `make()` once per request for `key`, the same answer for every later ask. Only a request that
 * reads (GET, HEAD) keeps answers: after an action (a POST that also runs the loaders) a user or
 * page read before the change must be read again. Outside a request, `make()` every time.
 */
export function oncePerRequest<T>(key: string, make: () => T): T {
  const context = storage.getStore();
  if (!context?.reads) return make();
  if (!context.memo.has(key)) context.memo.set(key, make());
  return context.memo.get(key) as T;
}
