/**
 * The browser session's cookie name. Its own module, with nothing else in it: the guards in
 * front of the app (the server bundle) tell a signed-in request by it without evaluating
 * session.server, whose singletons belong to the Remix build.
 */
export const SESSION_COOKIE = "__session";
