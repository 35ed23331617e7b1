import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { LogoMark } from "~/components/logo";
import { useT } from "~/utils/i18n-react";
import type { PublicChrome } from "~/lib/landing";
import { landingMessages } from "~/i18n/messages/landing";
import type { KeysOf } from "~/i18n/define";

type Props = Pick<PublicChrome, "appName" | "anchors" | "home"> & {
  /** "" on the landing itself (anchors are "#pricing"), "/" elsewhere ("/#pricing"). */
  base: "" | "/";
};

/**
 * Sticky header: the visible sections' anchors and the way in (sign-in and sign-up, or the app
 * when signed in). On small screens the anchors fold into a <details> menu, which needs no script.
 */
export function LandingHeader({ appName, anchors, home, base }: Props) {
  const t = useT(landingMessages);
  const links = anchors.map((anchor) => ({ href: `${base}#${anchor.id}`, label: t(anchor.label as KeysOf<typeof landingMessages>), id: anchor.id }));
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <a
          href={base === "" ? "#top" : "/"}
          className="flex shrink-0 items-center gap-2.5 rounded-(--radius-control) text-xl font-black text-ink"
          aria-label={t("landing.home.link", { app: appName })}
        >
          <LogoMark className="size-9" />
          <span aria-hidden>{appName}</span>
        </a>

        {links.length > 0 ? (
          <nav aria-label={t("landing.nav.label")} className="ml-4 hidden flex-1 lg:block">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.href}
                    className="rounded-full px-3.5 py-2 text-sm font-bold text-ink-soft transition hover:bg-brand-50 hover:text-brand-700"
                    data-testid={`anchor-${link.id}`}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <span className="hidden flex-1 lg:block" />
        )}

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {home ? (
            <a href={home} className="btn-primary">
              {t("landing.openApp", { app: appName })}
            </a>
          ) : (
            <>
              <a href="/sign-in" className="btn-ghost hidden sm:inline-flex">
                {t("landing.signIn")}
              </a>
              <a href="/sign-up" className="btn-primary">
                {t("landing.signUp")}
              </a>
            </>
          )}
          {links.length > 0 || !home ? (
            <details id="landing-menu" className="group relative lg:hidden">
              <summary className="btn-secondary list-none px-3 [&::-webkit-details-marker]:hidden" aria-label={t("landing.nav.menu")}>
                <Menu aria-hidden className="size-5 group-open:hidden" />
                <X aria-hidden className="hidden size-5 group-open:block" />
              </summary>
              <nav aria-label={t("landing.nav.menu")} className="card absolute right-0 top-full mt-2 w-64 p-2 shadow-(--shadow-pop)">
                <ul className="flex flex-col">
                  {links.map((link) => (
                    <li key={link.id}>
                      <a href={link.href} className="block rounded-(--radius-control) px-4 py-3 font-bold text-ink hover:bg-brand-50 hover:text-brand-700">
                        {link.label}
                      </a>
                    </li>
                  ))}
                  {home ? null : (
                    <li className={links.length > 0 ? "mt-1 border-t border-line pt-1" : ""}>
                      <a href="/sign-in" className="block rounded-(--radius-control) px-4 py-3 font-bold text-brand-700 hover:bg-brand-50">
                        {t("landing.signIn")}
                      </a>
                    </li>
                  )}
                </ul>
              </nav>
            </details>
          ) : null}
        </div>
      </div>
    </header>
  );
}
