import { useMatches } from "@remix-run/react";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * How much room a screen takes from the shell: `normal`; `workspace` (the colour screen:
 * tight margins, the screen's height and no more, and on short screens, phones held sideways,
 * no header or menu); `hidden` (scale mode: no header or side menu at all).
 */
export type ChromeMode = "normal" | "workspace" | "hidden";

/**
 * A route's handle for a screen that works in the window rather than scrolls (the colour screen):
 * the shell's workspace chrome, and toasts at the top (its tools and picture fill the rest). Known
 * from the route, so the server lays the screen out as it stays.
 */
export const workspaceHandle = { chrome: "workspace", toast: "top" } as const;

type Chrome = { hidden: boolean; setHidden: (hidden: boolean) => void };

const ChromeContext = createContext<Chrome>({ hidden: false, setHidden: () => {} });

export function ShellChromeProvider({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const value = useMemo(() => ({ hidden, setHidden }), [hidden]);
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
}

export const useShellChrome = () => useContext(ChromeContext);

/** The chrome the current screen asks for: hidden while a screen hides it, else its route's. */
export function useChromeMode(): ChromeMode {
  const { hidden } = useShellChrome();
  const workspace = useMatches().some((match) => (match.handle as { chrome?: string } | undefined)?.chrome === "workspace");
  return hidden ? "hidden" : workspace ? "workspace" : "normal";
}
