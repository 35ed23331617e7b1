import { useEffect, useRef } from "react";

/**
 * Toasts go to the top while the tools and colours lie along the bottom (an upright screen),
 * so they never cover what a finger is about to tap. Returns the ref for the tools' toolbar;
 * the place is found again when the colouring becomes `ready`.
 */
export function useToastPlacement(ready: boolean) {
  const toolsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tools = toolsRef.current;
    if (!tools) return;
    const root = document.documentElement;
    const place = () => {
      const box = tools.getBoundingClientRect();
      if (box.width > box.height && window.innerHeight - box.bottom < 80) root.dataset.toast = "top";
      else delete root.dataset.toast;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(tools);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
      delete root.dataset.toast;
    };
  }, [ready]);
  return toolsRef;
}
