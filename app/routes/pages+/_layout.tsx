import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { PaidFeaturesProvider } from "~/components/paid/paid-feature";
import { UserArea } from "~/components/shell/user-area";
import { useShellData } from "~/components/shell/use-shell-data";
import { paidOffer } from "~/services/paid-features.server";
import { requireRegularUser } from "~/utils/session.server";

/**
 * The user area: signed-in non-admins only (admins go to /admin, visitors to /sign-in); and the
 * plan its screens offer for a paid feature, null while none can be bought.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRegularUser(request);
  return json({ offer: await paidOffer() });
}

// The plan on offer changes with an admin's edit, not with a search or a sort: read again after
// the person's own changes only (a refusal from the server names the plan of the moment anyway).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" && defaultShouldRevalidate;

export default function PagesArea() {
  const { offer } = useLoaderData<typeof loader>();
  const { user } = useShellData();
  return (
    <PaidFeaturesProvider paid={user.plan.paid} offer={offer}>
      <UserArea />
    </PaidFeaturesProvider>
  );
}
