import { currentCredits } from "~/services/credits.server";
import type { PublicUser } from "~/services/users.server";
import { redirectWithToast } from "./toast.server";

/** Every creation screen first checks the page_creation credit: none left → /checkout. */
export async function requireCreationCredit(viewer: PublicUser) {
  const credit = await currentCredits(viewer.id);
  if (credit.pageCreation <= 0) {
    throw await redirectWithToast("/checkout", { variant: "danger", key: "errors.noCredits" });
  }
  return credit.pageCreation;
}
