import path from "node:path";

/** What a route module's loader or action gave: a response (returned or thrown), or a thrown error. */
export type Outcome = { response: Response | null; thrown: unknown };

export type Handler = (args: never) => unknown;

/** Calls a loader or action as Remix does, telling a thrown Response from a thrown error. */
export async function runRoute(handler: Handler, request: Request, params: Record<string, string>, context: object): Promise<Outcome> {
  try {
    const result = await handler({ request, params, context } as never);
    return { response: result instanceof Response ? result : null, thrown: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, thrown: null };
    return { response: null, thrown };
  }
}

/** app/routes, where the route modules the authorization tests find on disk are. */
export const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/routes");

/** A route module's file (not a test beside it). */
/** A route module on disk: not a test, and not a helper kept beside the routes (`__name`, which the router ignores). */
export const isRouteModule = (file: string) => /\.(tsx?|jsx?)$/.test(file) && !/\.test\./.test(file) && !path.basename(file).startsWith("__");

/** The /api routes only admins may call (admin-authz.test.ts tries them; user-authz.test.ts leaves them to it). */
const ADMIN_API = [
  /^users\.(paginate|create|admin\.create|\$id\.[\w.$-]+)\.ts$/,
  /^settings\..+\.update\.ts$/,
  /^plans\..+\.update\.ts$/,
  /^subscriptions\.paginate\.ts$/,
  /^analytics\..+\.ts$/,
  /^app\.status\.ts$/,
  /^grants\..+\.ts$/,
  /^pages\.\$id\.tags\.ts$/,
  /^daily-pages\.ts$/,
];

/** Whether an api+ module's file is one of the admin's /api routes. */
export const isAdminApi = (file: string) => ADMIN_API.some((pattern) => pattern.test(file));
