/**
 * The public pages ship no React to the browser (route handle `hydrate: false`): everything
 * works as plain HTML. This function only adds niceties on top:
 * - the mobile menu (a <details>) closes when one of its links is followed, on Escape and on a
 *   click outside;
 * - the demo video (and its poster) loads only when it comes near the screen, so it never
 *   competes with the first screen's picture; it plays unless the visitor prefers reduced motion,
 *   and gets a pause/play button.
 * Without JavaScript the menu stays open after a jump, and a <noscript> copy of the video
 * plays with the browser's own controls.
 *
 * It runs as an inline script on a document load (ENHANCE_SCRIPT, its own source) and from an
 * effect when a hydrated page navigates to a public page on the client. It must stay
 * self-contained: it is serialised with Function#toString. It returns its own undoing.
 */
export function enhancePublicPage() {
  const undo: (() => void)[] = [];
  const listen = <K extends keyof DocumentEventMap>(type: K, handler: (event: DocumentEventMap[K]) => void) => {
    document.addEventListener(type, handler);
    undo.push(() => document.removeEventListener(type, handler));
  };
  const menu = document.getElementById("landing-menu") as HTMLDetailsElement | null;
  if (menu) {
    listen("click", (event) => {
      if (!menu.open || !(event.target instanceof Element)) return;
      const link = event.target.closest("a");
      if ((link && menu.contains(link)) || !menu.contains(event.target)) menu.open = false;
    });
    listen("keydown", (event) => {
      if (event.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    });
  }
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  for (const video of Array.from(document.querySelectorAll<HTMLVideoElement>("video[data-lazy]"))) {
    const button = video.parentElement?.querySelector<HTMLButtonElement>("[data-video-toggle]");
    const show = () => {
      if (!button) return;
      button.querySelector<HTMLElement>("[data-play]")!.hidden = !video.paused;
      button.querySelector<HTMLElement>("[data-pause]")!.hidden = video.paused;
    };
    const start = () => {
      if (video.dataset.poster) video.poster = video.dataset.poster;
      for (const source of Array.from(video.querySelectorAll<HTMLSourceElement>("source[data-src]"))) source.src = source.dataset.src ?? "";
      video.load();
      if (!still) video.play().catch(() => {});
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "300px" },
    );
    observer.observe(video);
    undo.push(() => observer.disconnect());
    if (button) {
      const toggle = () => (video.paused ? void video.play() : video.pause());
      button.hidden = false;
      video.addEventListener("play", show);
      video.addEventListener("pause", show);
      button.addEventListener("click", toggle);
      undo.push(() => button.removeEventListener("click", toggle));
      show();
    }
  }
  return () => undo.forEach((step) => step());
}

/** The same, as the inline script of a document load. */
export const ENHANCE_SCRIPT = `(${enhancePublicPage.toString()})();`;
