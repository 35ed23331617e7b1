import { NotFoundPage } from "~/components/error-page";

/** A splat route's pieces: any unclaimed path under a guarded layout is a 404 inside its shell. */
export function notFoundLoader(): never {
  throw new Response("Not found", { status: 404 });
}

export { NotFoundPage as NotFoundBoundary, NotFoundPage as NotFoundScreen };
