import { assertPageCreationCredit } from "~/services/credits.server";
import type { PublicUser } from "~/services/users.server";
import { upgradeFor } from "~/utils/toast.server";

/** Every creation screen first checks the page_creation credit (the service's rule): none left → /checkout. */
export async function requireCreationCredit(viewer: PublicUser) {
  try {
    return await assertPageCreationCredit(viewer.id);
  } catch (error) {
    throw (await upgradeFor(error, "/pages/create")) ?? error;
  }
}
