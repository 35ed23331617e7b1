import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useRootData } from "~/root";
import { useT } from "~/utils/i18n-react";
import { getSessionUser, homeFor } from "~/utils/session.server";
import { platformsMessages } from "~/i18n/messages/platforms";

/** The shells' (and the installed app's) first screen; signed in, it goes straight to the app. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(homeFor(user));
  return null;
}

// Crayon colours from the palette, scattered behind the content.
const DOTS = [
  "left-[8%] top-[10%] size-16 bg-coral-400/70",
  "right-[10%] top-[16%] size-10 bg-sun-300",
  "left-[14%] bottom-[30%] size-8 bg-mint-500/60",
  "right-[6%] bottom-[38%] size-20 bg-brand-300/60",
  "left-[46%] top-[5%] size-6 bg-brand-500/50",
];

export default function Splash() {
  const t = useT(platformsMessages);
  const data = useRootData();
  const name = data?.settings.app_name ?? "Colorea";
  const tagline = data?.settings.tagline ?? "";
  const logo = data?.settings.favicon || "/favicon.svg";
  return (
    <main
      id="main"
      className="relative isolate flex min-h-dvh flex-col [html[data-platform=ios]_&]:min-h-[calc(100dvh-1rem)] overflow-hidden bg-gradient-to-br from-brand-50 via-paper to-sun-100 px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:items-center sm:justify-center sm:py-12"
      data-testid="splash"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        {DOTS.map((dot) => (
          <span key={dot} className={`absolute rounded-full blur-[1px] ${dot}`} />
        ))}
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-5 pt-10 text-center sm:flex-none sm:pt-0">
        <img src={logo} alt="" width={112} height={112} className="size-24 rounded-[1.75rem] shadow-(--shadow-pop) sm:size-28" />
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{name}</h1>
        {tagline ? <p className="max-w-sm text-lg text-ink-soft sm:text-xl">{tagline}</p> : null}
      </div>
      <nav aria-label={t("platforms.splash.actions")} className="mx-auto mt-10 flex w-full max-w-sm flex-col gap-3">
        <Link to="/sign-up" className="btn-primary py-3.5 text-base">
          {t("platforms.splash.signUp")}
        </Link>
        <Link to="/sign-in" className="btn-secondary py-3.5 text-base">
          {t("platforms.splash.signIn")}
        </Link>
        <p className="mt-1 text-center text-sm text-ink-muted">{t("platforms.splash.free")}</p>
      </nav>
    </main>
  );
}
