import { Outlet } from "@remix-run/react";
import { AppShell } from "./app-shell";
import { useUserNav } from "./user-nav";
import { ShellChromeProvider, useChromeMode } from "./chrome";
import { useShellData } from "./use-shell-data";

/** The signed-in user's shell around a route's outlet (scale mode can hide its chrome). */
export function UserArea() {
  return (
    <ShellChromeProvider>
      <UserShell />
    </ShellChromeProvider>
  );
}

function UserShell() {
  const { user, appName } = useShellData();
  const mode = useChromeMode();
  return (
    <AppShell user={user} appName={appName} nav={useUserNav()} chrome={mode}>
      <Outlet />
    </AppShell>
  );
}
