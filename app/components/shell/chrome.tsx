import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

type Chrome = { hidden: boolean; setHidden: (hidden: boolean) => void };

const ChromeContext = createContext<Chrome>({ hidden: false, setHidden: () => {} });

/** Lets a screen hide the shell's header and side menu (the colour screen's scale mode). */
export function ShellChromeProvider({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const value = useMemo(() => ({ hidden, setHidden }), [hidden]);
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
}

export const useShellChrome = () => useContext(ChromeContext);
