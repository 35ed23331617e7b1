import { useEffect, useRef } from "react";
import { useShellChrome } from "~/components/shell/chrome";

/**
 * The room the colour screen takes (issue #13): all of the window below the shell's header (the
 * route asks the shell for its "workspace" chrome, and CSS gives the editor what is left, from the
 * first paint: nothing is measured, so nothing moves, issue #28), or, in scale mode, the whole
 * window with the shell hidden and, where the browser allows it, the whole screen. Leaving full
 * screen (Escape) leaves scale mode too.
 */
export function useWorkspace(scale: boolean, leaveScale: () => void) {
  const { setHidden } = useShellChrome();
  const leaveRef = useRef(leaveScale);
  leaveRef.current = leaveScale;
  const scaleRef = useRef(scale);
  scaleRef.current = scale;

  useEffect(() => setHidden(scale), [scale, setHidden]);
  useEffect(() => () => setHidden(false), [setHidden]);

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
}
