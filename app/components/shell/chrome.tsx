import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * How much room a screen takes from the shell: `normal`; `workspace` (the colour screen:
 * tight margins, and on short screens, phones held sideways, no header or menu); `hidden`
 * (scale mode: no header or side menu at all).
 */
export type ChromeMode = "normal" | "workspace" | "hidden";

type Chrome = { mode: ChromeMode; setMode: (mode: ChromeMode) => void };

const ChromeContext = createContext<Chrome>({ mode: "normal", setMode: () => {} });

export function ShellChromeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ChromeMode>("normal");
  const value = useMemo(() => ({ mode, setMode }), [mode]);
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
}

export const useShellChrome = () => useContext(ChromeContext);
