import { isPaidFeature } from "~/lib/paid-features";
import { NotFound } from "~/lib/errors";

const MAX_ID = 2_147_483_647;
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
const isWord = (value: string) => /^[A-Za-z0-9][\w.-]{0,63}$/.test(value);

/**
 * What each param of a route's path may be, by its name, for every route: both doors
 * check a request's params against this before any loader or action runs, and a param that does
 * not fit is a 404 (web-door.server.ts, api-door.server.ts). So a route file's `$id` is always a
 * row's number; a param naming anything else has a name of its own (`$bookletId`), and a name not
 * listed here stops the server at start (assertParamShapes). Decision record 0120.
 */
export const PARAM_SHAPES: Readonly<Record<string, (value: string) => boolean>> = {
  // A row's id (pages, users, plans): a Postgres integer above 0, written as one writes it.
  id: isId,
  // A booklet's or a data export's id: a cuid2 (lower-case letters and digits).
  bookletId: (value) => /^[a-z0-9]{1,64}$/.test(value),
  exportId: (value) => /^[a-z0-9]{1,64}$/.test(value),
  // A link's token (base64url). A cut one fits still: its page says the link is no good.
  token: (value) => /^[\w-]{1,128}$/.test(value),
  // An icon's file name, a setting's name, a website section, a gallery: words each route looks up.
  name: isWord,
  section: isWord,
  scope: isWord,
  // A collection's slug (lib/collections.ts): lower-case words joined by hyphens; the service knows which exist.
  slug: (value) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(value),
  // A paid feature's name (lib/paid-features.ts).
  feature: isPaidFeature,
};

/** Whether every param of a matched path fits its shape (a splat, `*`, is any path nothing else claims). */
export function paramsAreWellFormed(params: Record<string, string | undefined>) {
  return Object.entries(params).every(([name, value]) => name === "*" || value === undefined || (PARAM_SHAPES[name]?.(value) ?? false));
}

/** Stops the server at start if a route's path has a param without a shape (a new `$name` file). */
export function assertParamShapes(routes: { id?: string; path?: string }[]) {
  for (const route of routes) {
    for (const [, name] of (route.path ?? "").matchAll(/:(\w+)/g)) {
      if (!Object.hasOwn(PARAM_SHAPES, name)) throw new Error(`${route.id}: the param :${name} has no shape in app/utils/params.ts`);
    }
  }
}

/** A route's numeric id (the doors have checked it; a loader called directly checks it here). */
export function parseId(value: string | undefined): number {
  if (!value || !isId(value)) throw NotFound();
  return Number(value);
}

/** A route's numeric id, or null when it cannot name anything (for screens that treat it as gone). */
export function idOrNull(value: string | undefined): number | null {
  try {
    return parseId(value);
  } catch {
    return null;
  }
}
