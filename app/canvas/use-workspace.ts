import { useEffect, useRef, useState, type RefObject } from "react";
import { useShellChrome } from "~/components/shell/chrome";

/**
 * The room the colour screen takes (issue #13): all of the window below the shell's header
 * (the shell in "workspace" mode), or, in scale mode, the whole window with the shell hidden
 * and, where the browser allows it, the whole screen. Leaving full screen (Escape) leaves
 * scale mode too. Returns the editor's height below the header.
 */
export function useWorkspace(rootRef: RefObject<HTMLElement>, scale: boolean, leaveScale: () => void) {
  const { setMode } = useShellChrome();
  const leaveRef = useRef(leaveScale);
  leaveRef.current = leaveScale;
  const scaleRef = useRef(scale);
  scaleRef.current = scale;

  useEffect(() => setMode(scale ? "hidden" : "workspace"), [scale, setMode]);
  useEffect(() => () => setMode("normal"), [setMode]);

  useEffect(() => {
    if (scale && document.fullscreenEnabled && !document.fullscreenElement) void document.documentElement.requestFullscreen?.().catch(() => undefined);
    if (!scale && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, [scale]);
  useEffect(() => {
    const left = () => {
      if (!document.fullscreenElement && scaleRef.current) leaveRef.current();
    };
    document.addEventListener("fullscreenchange", left);
    return () => {
      document.removeEventListener("fullscreenchange", left);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  // Below the header: the window's height minus where the editor starts and the content's bottom margin.
  const [top, setTop] = useState(0);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || scale) return;
    const measure = () => {
      const parent = root.parentElement;
      const below = parent ? Number.parseFloat(getComputedStyle(parent).paddingBottom) || 0 : 0;
      setTop(Math.max(0, Math.round(root.getBoundingClientRect().top + window.scrollY + below)));
    };
    measure();
    window.addEventListener("resize", measure);
    const observer = new ResizeObserver(measure);
    if (root.parentElement) observer.observe(root.parentElement);
    return () => {
      window.removeEventListener("resize", measure);
      observer.disconnect();
    };
  }, [rootRef, scale]);
  return `calc(100dvh - ${top}px)`;
}
