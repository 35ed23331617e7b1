import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useT } from "~/utils/i18n-react";
import type { VisibleSections } from "~/lib/landing";
import { Section } from "./section";
import { landingMessages } from "~/i18n/messages/landing";

type Props = { section: NonNullable<VisibleSections["howItWorks"]>; appName: string };

const STEP_COLORS = ["bg-brand-600", "bg-coral-600", "bg-mint-700", "bg-sun-500 text-ink"];

/** A video's MIME type from its file name, so the browser can skip what it cannot play. */
const videoType = (url: string) => (/\.webm(\?|$)/i.test(url) ? "video/webm" : /\.mp4(\?|$)/i.test(url) ? "video/mp4" : undefined);

/**
 * The demo video (a real recording of the colour screen: muted, looping, inline) and the steps.
 * Next to a WebM the same film as MP4 is offered when the name follows the convention
 * (how-it-works.webm + how-it-works.mp4), for Safari before 17.4.
 */
export function HowItWorks({ section, appName }: Props) {
  const t = useT(landingMessages);
  const sources = section.video
    ? [section.video, ...(/\.webm$/i.test(section.video) && section.video.startsWith("/media/") ? [section.video.replace(/\.webm$/i, ".mp4")] : [])]
    : [];
  const label = t("landing.howItWorks.video", { app: appName });
  return (
    <Section id="how-it-works" heading={section.heading} subheading={section.subheading} className="bg-surface">
      <div className="mx-auto grid max-w-5xl items-center gap-12 lg:grid-cols-[minmax(0,26rem)_1fr] lg:gap-16">
        {sources.length > 0 || section.poster ? (
          <figure className="relative mx-auto w-full max-w-sm lg:max-w-none">
            <div aria-hidden className="absolute -inset-4 -z-0 rounded-[2.5rem] bg-gradient-to-br from-brand-100 via-sun-100 to-coral-100" />
            <div className="relative overflow-hidden rounded-[1.75rem] border-8 border-ink bg-ink shadow-(--shadow-pop)">
              {sources.length > 0 ? (
                <>
                  <video
                    data-lazy=""
                    muted
                    loop
                    playsInline
                    preload="none"
                    data-poster={section.poster || undefined}
                    aria-label={label}
                    width={772}
                    height={1032}
                    className="block h-auto w-full bg-white"
                    data-testid="demo-video"
                  >
                    {sources.map((src) => (
                      <source key={src} data-src={src} type={videoType(src)} />
                    ))}
                  </video>
                  <noscript>
                    <style>{"video[data-lazy]{display:none}"}</style>
                    <video
                      autoPlay
                      muted
                      loop
                      playsInline
                      controls
                      poster={section.poster || undefined}
                      aria-label={label}
                      width={772}
                      height={1032}
                      className="block h-auto w-full bg-white"
                    >
                      {sources.map((src) => (
                        <source key={src} src={src} type={videoType(src)} />
                      ))}
                    </video>
                  </noscript>
                  <button
                    type="button"
                    hidden
                    data-video-toggle=""
                    className="absolute bottom-3 right-3 grid size-11 place-items-center rounded-full bg-ink/80 text-white shadow-lg backdrop-blur hover:bg-ink"
                  >
                    <span data-play="">
                      <Play aria-hidden className="size-5" />
                      <span className="sr-only">{t("landing.video.play")}</span>
                    </span>
                    <span data-pause="" hidden>
                      <Pause aria-hidden className="size-5" />
                      <span className="sr-only">{t("landing.video.pause")}</span>
                    </span>
                  </button>
                </>
              ) : (
                <img src={section.poster} alt={label} loading="lazy" width={772} height={1032} className="block h-auto w-full bg-white" />
              )}
            </div>
          </figure>
        ) : null}

        {section.instructions.length > 0 ? (
          <ol className="space-y-4" data-testid="instructions">
            {section.instructions.map((instruction, index) => (
              <li key={instruction.id} className="card flex gap-4 p-5">
                <span
                  className={`grid size-10 shrink-0 place-items-center rounded-full text-lg font-black text-white ${STEP_COLORS[index % STEP_COLORS.length]}`}
                  aria-hidden
                >
                  {index + 1}
                </span>
                <p className="pt-1.5 text-ink-soft">
                  <span className="sr-only">{t("landing.howItWorks.step", { n: index + 1 })}: </span>
                  {instruction.content}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </Section>
  );
}
