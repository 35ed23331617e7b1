import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { useAdminNav } from "~/components/admin/admin-nav";
import { AppShell } from "~/components/shell/app-shell";
import { useShellData } from "~/components/shell/use-shell-data";
import { requireAdmin } from "~/utils/session.server";

/** The admin area: admins only (others go to /pages/public, visitors to /sign-in). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  const { user, appName } = useShellData();
  return (
    <AppShell user={user} appName={appName} nav={useAdminNav()}>
      <Outlet />
    </AppShell>
  );
}
