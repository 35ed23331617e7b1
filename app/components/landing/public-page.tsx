import { useEffect, type ReactNode } from "react";
import { useT } from "~/utils/i18n-react";
import type { PublicChrome } from "~/lib/landing";
import { useNonce } from "~/utils/nonce";
import { ENHANCE_SCRIPT, enhancePublicPage } from "./enhance";
import { LandingFooter } from "./footer";
import { LandingHeader } from "./header";
import { landingMessages } from "~/i18n/messages/landing";

export { staticHandle } from "~/utils/static-page";

/** The frame of the landing, /terms and /privacy: skip link, header, content, footer. */
export function PublicPage({ chrome, base, children }: { chrome: PublicChrome; base: "" | "/"; children: ReactNode }) {
  const t = useT(landingMessages);
  const nonce = useNonce();
  // Reached by a client-side navigation from a hydrated page, the inline script does not run.
  useEffect(() => enhancePublicPage(), []);
  return (
    <div id="top" className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-(--radius-control) bg-brand-700 px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        {t("landing.skip")}
      </a>
      <LandingHeader appName={chrome.appName} anchors={chrome.anchors} home={chrome.home} base={base} />
      <main id="main" className="flex-1">
        {children}
      </main>
      {chrome.footer ? <LandingFooter footer={chrome.footer} appName={chrome.appName} /> : null}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENHANCE_SCRIPT }} />
    </div>
  );
}
