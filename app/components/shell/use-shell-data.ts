import { useRootData } from "~/root";

/** The signed-in user and app name for a shell; layouts guarantee the user exists. */
export function useShellData() {
  const data = useRootData();
  if (!data?.user) throw new Error("No user found");
  return { user: data.user, appName: data.settings.app_name };
}
