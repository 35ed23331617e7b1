import { assertPageCreationCredit } from "~/services/credits.server";
import { isAppError } from "~/services/errors";
import type { PublicUser } from "~/services/users.server";
import { redirectWithToast } from "./toast.server";

/** Every creation screen first checks the page_creation credit (the service's rule): none left → /checkout. */
export async function requireCreationCredit(viewer: PublicUser) {
  try {
    return await assertPageCreationCredit(viewer.id);
  } catch (error) {
    if (isAppError(error) && error.code === "NO_CREDITS") throw await redirectWithToast("/checkout", { variant: "danger", key: "errors.noCredits" });
    throw error;
  }
}
