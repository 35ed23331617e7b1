/**
 * One instance per process, even though server.ts and the Remix build each bundle
 * their own copy of the app modules (and across dev rebuilds).
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}

/** Takes a singleton out (to close it), answering what it held, if it was made. */
export function dropSingleton<T>(name: string): T | undefined {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  const value = store.__singletons?.get(name) as T | undefined;
  store.__singletons?.delete(name);
  return value;
}
