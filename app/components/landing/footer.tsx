import ArrowUp from "lucide-react/icons/arrow-up";
import type { ReactNode } from "react";
import { LogoMark } from "~/components/logo";
import { useT } from "~/utils/i18n-react";
import type { PublicChrome } from "~/lib/landing";
import { PLATFORM_ICONS, SocialMark } from "./icons";
import { landingMessages } from "~/i18n/messages/landing";
import type { KeysOf } from "~/i18n/define";

type Props = { footer: NonNullable<PublicChrome["footer"]>; appName: string };

const heading = "text-sm font-black uppercase tracking-wider text-ink-muted";
const footerLink = "inline-flex items-center gap-2 rounded-(--radius-control) py-1.5 font-semibold text-ink-soft hover:text-brand-700";

/** A titled column of footer links (the list items are the children). */
function FooterColumn({ title, listClassName, testId, children }: { title: string; listClassName: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={heading}>{title}</h2>
      <ul className={`mt-4 ${listClassName}`} data-testid={testId}>
        {children}
      </ul>
    </div>
  );
}

/** The footer: about, social links, app downloads and the legal pages, each part only when it has something to show. */
export function LandingFooter({ footer, appName }: Props) {
  const t = useT(landingMessages);
  const legal = [
    footer.terms ? { href: "/terms", label: t("landing.terms.title") } : null,
    footer.privacy ? { href: "/privacy", label: t("landing.privacy.title") } : null,
  ].filter((link) => link !== null);
  return (
    <footer className="border-t border-line bg-surface" aria-label={t("landing.footer.label")} data-testid="landing-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr]">
        <div className="space-y-4">
          <p className="flex items-center gap-2.5 text-xl font-black">
            <LogoMark className="size-9" />
            {appName}
          </p>
          {footer.description ? <p className="max-w-sm text-ink-soft">{footer.description}</p> : null}
          {footer.socials.length > 0 ? (
            <div>
              <h2 className="sr-only">{t("landing.footer.follow")}</h2>
              <ul className="flex flex-wrap gap-2" data-testid="footer-socials">
                {footer.socials.map((social) => (
                  <li key={social.id}>
                    <a
                      href={social.url}
                      rel="noopener noreferrer"
                      className="grid size-11 place-items-center rounded-full border border-line text-ink-soft transition hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
                      aria-label={t("landing.footer.social", { app: appName, network: t(`landing.network.${social.icon}` as KeysOf<typeof landingMessages>) })}
                    >
                      <SocialMark icon={social.icon} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        {footer.platforms.length > 0 ? (
          <FooterColumn title={t("landing.footer.download")} listClassName="grid grid-cols-2 gap-x-4 gap-y-1" testId="footer-platforms">
            {footer.platforms.map((platform) => {
              const Icon = PLATFORM_ICONS[platform.name];
              return (
                <li key={platform.name}>
                  <a href={platform.url} className={footerLink} data-platform={platform.name}>
                    <Icon aria-hidden className="size-4 text-brand-600" />
                    {t(`landing.platform.${platform.name}` as KeysOf<typeof landingMessages>)}
                  </a>
                </li>
              );
            })}
          </FooterColumn>
        ) : null}

        {legal.length > 0 ? (
          <FooterColumn title={t("landing.footer.legal")} listClassName="space-y-1" testId="footer-legal">
            {legal.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={footerLink}>
                  {link.label}
                </a>
              </li>
            ))}
          </FooterColumn>
        ) : null}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col-reverse items-start justify-between gap-3 px-4 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:px-6">
          <p>{footer.copyright}</p>
          <a href="#top" className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 font-bold text-brand-700 hover:bg-brand-50">
            <ArrowUp aria-hidden className="size-4" />
            {t("landing.footer.backToTop")}
          </a>
        </div>
      </div>
    </footer>
  );
}
