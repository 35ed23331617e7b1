/**
 * The route handle of a page sent as plain HTML, without React in the browser (root.tsx reads
 * it): the landing, /terms, /privacy and the sign-in, sign-up and password forms, which work as
 * plain HTML forms and must appear at once on a slow phone.
 */
export const staticHandle = { hydrate: false } as const;

/** Whether a route's handle asks for plain HTML. */
export const isStaticHandle = (handle: unknown) => (handle as { hydrate?: boolean } | undefined)?.hydrate === false;
