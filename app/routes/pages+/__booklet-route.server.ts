import { isAppError } from "~/lib/errors";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * A booklet that is not (or no longer) there, on a screen: back to making one, told why (they
 * are kept a week). Anything else goes on to the error boundary.
 */
export async function goneToNew(error: unknown): Promise<never> {
  if (isAppError(error) && error.status === 404) throw await redirectWithToast("/pages/booklets/new", { variant: "info", key: error.messageKey });
  throw error;
}
