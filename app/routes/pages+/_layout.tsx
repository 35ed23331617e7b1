import type { LoaderFunctionArgs } from "@remix-run/node";
import { UserArea } from "~/components/shell/user-area";
import { requireRegularUser } from "~/utils/session.server";

/** The user area: signed-in non-admins only (admins go to /admin, visitors to /sign-in). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRegularUser(request);
  return null;
}

export default UserArea;
