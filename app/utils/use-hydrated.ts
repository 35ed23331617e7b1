import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
/** False while server-rendered and before hydration, true once JavaScript runs. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
