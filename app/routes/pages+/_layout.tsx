import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { AppShell } from "~/components/shell/app-shell";
import { ShellChromeProvider, useShellChrome } from "~/components/shell/chrome";
import { useShellData } from "~/components/shell/use-shell-data";
import { requireRegularUser } from "~/utils/session.server";

/** The user area: signed-in non-admins only (admins go to /admin, visitors to /sign-in). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRegularUser(request);
  return null;
}

export default function UserLayout() {
  return (
    <ShellChromeProvider>
      <UserShell />
    </ShellChromeProvider>
  );
}

function UserShell() {
  const { user, appName } = useShellData();
  const { hidden } = useShellChrome();
  return (
    <AppShell user={user} appName={appName} hidden={hidden}>
      <Outlet />
    </AppShell>
  );
}
