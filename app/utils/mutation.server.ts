import { json, redirect } from "@remix-run/node";
import * as z from "zod";
import type { MessageKey } from "~/i18n";
import type { FetchError } from "~/lib/forms";
import { isAppError } from "~/lib/errors";
import { fetchErrorReply } from "./forms.server";
import { safeRedirect } from "./request.server";
import { redirectWithToast, upgradeFor } from "./toast.server";

/** Card controls sent by a fetcher ask for JSON; forms (with or without JavaScript) navigate. */
export const wantsJson = (form: FormData) => form.get("response") === "json";

/**
 * A toggle's form (a card's heart, delete, block): nothing of its own but, without JavaScript,
 * the confirm screen's yes. What the door reads beside it (`response`, `redirectTo`) mutation reads.
 */
export const toggleSchema = z.object({ confirmed: z.literal("1").optional().catch(undefined) });

export type MutationResult<T> = { updated: T } | FetchError;

/**
 * Runs a card mutation for both kinds of caller: a fetcher gets JSON (`updated`, or an
 * error message to show and revert on), a plain form is redirected back with a toast.
 * A paid feature refused to the free plan: the fetcher gets the refusal with its plan (the
 * screen offers it in place); a plain form goes to the page that says the same, and back.
 */
export async function mutation<T>(request: Request, form: FormData, run: () => Promise<T>, success: (result: T) => MessageKey, fallback = "/pages/public") {
  const back = safeRedirect(form.get("redirectTo"), fallback);
  try {
    const updated = await run();
    if (wantsJson(form)) return json({ updated } satisfies MutationResult<T>);
    return redirectWithToast(back, { variant: "success", key: success(updated) });
  } catch (error) {
    if (!isAppError(error)) {
      if (!wantsJson(form)) throw error;
      return fetchErrorReply(request, error);
    }
    if (error.status === 401) throw redirect("/sign-in");
    if (wantsJson(form)) return fetchErrorReply(request, error);
    const upgrade = upgradeFor(error, back);
    if (upgrade) return upgrade;
    return redirectWithToast(back, { variant: "danger", key: error.messageKey, params: error.params });
  }
}
