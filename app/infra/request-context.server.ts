import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one HTTP request shares between its loaders. Remix hands every loader of a document
 * request its own copy of the Request (it strips `?_data` and `?index`), so a memo keyed by the
 * Request object never hits: the root, the layout and the screen each read the session again.
 * The Express app runs every request inside its own context instead (runInRequest).
 *
 * The context also carries what the request's log line says of it: its id, and who the caller
 * turned out to be once the request itself read the session or the token (noteCaller): the log
 * costs no query of its own.
 */
export type RequestContext = { reads: boolean; memo: Map<string, unknown>; requestId: string; userId: number | null };

const storage = new AsyncLocalStorage<RequestContext>();

/** A fresh context for a request. */
export const requestContext = (method: string, requestId: string): RequestContext => ({
  reads: method === "GET" || method === "HEAD",
  memo: new Map(),
  requestId,
  userId: null,
});

/** Runs `next` (the rest of the request's handling) inside the request's context. */
export function runInRequest(context: RequestContext, next: () => void) {
  storage.run(context, next);
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

/** Keeps `value` as the answer of a later `oncePerRequest(key, …)` in a request that reads. */
export function keepForRequest(key: string, value: unknown) {
  const context = storage.getStore();
  if (context?.reads) context.memo.set(key, value);
}

/** The id of the request being served (its X-Request-Id), if this runs inside one. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** Who the request's session or token belongs to, once it has been read (for its log line). */
export function noteCaller(userId: number) {
  const context = storage.getStore();
  if (context) context.userId = userId;
}
