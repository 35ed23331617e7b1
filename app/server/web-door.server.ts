import { json, redirect, type HeadersFunction, type ServerBuild } from "@remix-run/node";
import { answerableError } from "~/db/client.server";
import { translate } from "~/i18n";
import { errorHeaders, NotFound } from "~/lib/errors";
import { logger } from "~/infra/logger.server";
import { currentRequestId } from "~/infra/request-context.server";
import { assertParamShapes, paramsAreWellFormed } from "~/utils/params";
import { getLocale } from "~/utils/request.server";
import { readWithinLimits } from "~/utils/upload.server";

type DataFunction = (args: { request: Request; params: Record<string, string | undefined>; context: unknown }) => unknown;

/**
 * The browser door's one mapping of the services' typed errors (the /api door's is `api()`):
 * a loader or action of a screen that throws an AppError it did not handle itself gives a real
 * answer instead of the 500 page. NotFound is a 404 (the not-found page), Unauthorized sends to
 * /sign-in, anything else is an error response of its status carrying the message in the
 * request's language, which the error boundary shows. Routes still handle what they expect
 * (a form's field errors, a toast and a redirect); this catches what they let through.
 *
 * What no route expected is answered here too: Postgres out of reach is the 503 page (record
 * 0140: Retry-After, in seconds, not a hang or a 500); anything else is logged with its request
 * and is the 500 page, which shows the request's id (record 0139) for a family to quote.
 *
 * An action's body is first brought within the limits (a browser's form with a file over the
 * image limit: utils/upload.server's readWithinLimits), so its screen answers on its own form.
 *
 * Applied to every route module of the build except the /api ones (their own door maps them).
 *
 * It also checks the request's params before a loader or action runs: one that does
 * not fit its shape (app/utils/params.ts) is that same 404 before any of them reads it, so a
 * `%00` never reaches a query, a header or a file name. Every loader of the match checks, the
 * root's too: the not-found page is the answer whoever asks, signed in or not.
 */
export function withWebErrors(build: ServerBuild): ServerBuild {
  assertParamShapes(Object.values(build.routes).filter((route) => !route.id.startsWith("routes/api+/")));
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (id.startsWith("routes/api+/")) return [id, route];
      const module = route.module as unknown as Record<string, unknown>;
      const wrapped = { ...module };
      for (const name of ["loader", "action"] as const) {
        if (typeof module[name] !== "function") continue;
        const run = module[name] as DataFunction;
        wrapped[name] = mapErrors(name === "action" ? withinLimits(run) : run);
      }
      wrapped.headers = carryingRetryAfter(module.headers as HeadersFunction | HeadersInit | undefined);
      return [id, { ...route, module: wrapped as unknown as typeof route.module }];
    }),
  );
  return { ...build, routes };
}

/**
 * A screen's answer says what its action's (or loader's, or error's) answer said of when to ask
 * again (record 0159: every 429 carries Retry-After). Remix makes a document's headers from the
 * routes' `headers` exports and keeps only the cookies of a data function's answer, so a form's
 * 429 (formErrorReply, with the limit's Retry-After) lost it; the route's own headers are kept.
 */
function carryingRetryAfter(own: HeadersFunction | HeadersInit | undefined): HeadersFunction {
  return (args) => {
    const headers = new Headers(typeof own === "function" ? own(args) : (own ?? args.parentHeaders));
    for (const source of [args.errorHeaders, args.actionHeaders, args.loaderHeaders]) {
      const seconds = source?.get("Retry-After");
      if (seconds) {
        headers.set("Retry-After", seconds);
        break;
      }
    }
    return headers;
  };
}

function withinLimits(run: DataFunction): DataFunction {
  return async (args) => run({ ...args, request: readableForm(await readWithinLimits(args.request)) });
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The request an action gets: one whose form, when it cannot be read, is refused in the
 * browser door's shape instead of failing as a TypeError (a 500 and a stack in the log: issue
 * #42.6, a JSON or empty body to /account). Not a form at all is 415; a form cut short or
 * malformed, 400. Its clones (a route that reads the form twice) read alike.
 */
function readableForm(request: Request): Request {
  const { formData, clone } = request;
  return Object.assign(request, {
    formData: () =>
      formData.call(request).catch((error: unknown) => {
        if (request.signal.aborted) throw error;
        throw unreadableForm(request);
      }),
    clone: () => readableForm(clone.call(request)),
  });
}

function unreadableForm(request: Request) {
  const form = FORM_TYPES.test(request.headers.get("Content-Type") ?? "");
  const message = translate(getLocale(request), form ? "errors.badForm" : "errors.notAForm");
  return json({ message, code: form ? "BAD_REQUEST" : "UNSUPPORTED_MEDIA_TYPE" }, { status: form ? 400 : 415 });
}

function mapErrors(run: DataFunction): DataFunction {
  return async (args) => {
    try {
      if (!paramsAreWellFormed(args.params)) throw NotFound();
      return await run(args);
    } catch (thrown) {
      // A Response is the route's own answer; a request given up has no one to answer.
      if (thrown instanceof Response || args.request.signal.aborted) throw thrown;
      const requestId = currentRequestId();
      const error = answerableError(thrown);
      if (!error) {
        logger.error(`unhandled error on ${args.request.method} ${new URL(args.request.url).pathname}`, thrown);
        throw json({ message: translate(getLocale(args.request), "errors.generic"), code: "INTERNAL", requestId }, { status: 500 });
      }
      if (error.status === 401) throw redirect("/sign-in");
      const message = translate(getLocale(args.request), error.messageKey, error.params);
      const body = { message, code: error.code, ...(error.status >= 500 && requestId && { requestId }) };
      throw json(body, { status: error.status, headers: errorHeaders(error) });
    }
  };
}
