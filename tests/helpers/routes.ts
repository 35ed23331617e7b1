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
