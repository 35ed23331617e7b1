/**
 * The public pages ship no React to the browser (route handle `hydrate: false`): everything
 * works as plain HTML. This one inline script only adds niceties on top:
 * - the mobile menu (a <details>) closes when one of its links is followed, on Escape and on a
 *   click outside;
 * - the demo video (and its poster) loads only when it comes near the screen, so it never
 *   competes with the first screen's picture; it plays
 *   unless the visitor prefers reduced motion, and gets a pause/play button.
 * Without JavaScript the menu stays open after a jump, and a <noscript> copy of the video
 * plays with the browser's own controls.
 */
export const ENHANCE_SCRIPT = String.raw`(() => {
  const menu = document.getElementById("landing-menu");
  if (menu) {
    document.addEventListener("click", (event) => {
      if (!menu.open) return;
      const link = event.target.closest && event.target.closest("a");
      if ((link && menu.contains(link)) || !menu.contains(event.target)) menu.open = false;
    });
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary").focus();
    });
  }
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  for (const video of document.querySelectorAll("video[data-lazy]")) {
    const button = video.parentElement.querySelector("[data-video-toggle]");
    const show = () => {
      const paused = video.paused;
      button.querySelector("[data-play]").hidden = !paused;
      button.querySelector("[data-pause]").hidden = paused;
    };
    const start = () => {
      if (video.dataset.poster) video.poster = video.dataset.poster;
      for (const source of video.querySelectorAll("source[data-src]")) source.src = source.dataset.src;
      video.load();
      if (!still) video.play().catch(() => {});
    };
    new IntersectionObserver((entries, observer) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    }, { rootMargin: "300px" }).observe(video);
    if (button) {
      button.hidden = false;
      video.addEventListener("play", show);
      video.addEventListener("pause", show);
      button.addEventListener("click", () => (video.paused ? video.play() : video.pause()));
      show();
    }
  }
})();`;
