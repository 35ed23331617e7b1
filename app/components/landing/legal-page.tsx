import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { useT } from "~/utils/i18n-react";
import type { PublicChrome } from "~/lib/landing";
import { PublicPage } from "./public-page";
import { landingMessages } from "~/i18n/messages/landing";

/** Typography for the admin's rich text (headings, paragraphs, lists, quotes, links). */
const PROSE = [
  "text-ink-soft leading-relaxed",
  "[&_h1]:mt-10 [&_h1]:text-3xl [&_h1]:font-black [&_h1]:text-ink",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-ink",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-2 [&_ol]:space-y-2 [&_ul]:pl-6 [&_ol]:pl-6",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_strong]:font-extrabold [&_strong]:text-ink",
  "[&_a]:font-bold [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:decoration-2 [&_a]:underline-offset-2 hover:[&_a]:decoration-brand-600",
].join(" ");

/** /terms and /privacy: the title and the admin's text, already rendered through the allow-list. */
export function LegalPage({ chrome, title, html, children }: { chrome: PublicChrome; title: string; html: string; children?: ReactNode }) {
  const t = useT(landingMessages);
  return (
    <PublicPage chrome={chrome} base="/">
      <div className="bg-gradient-to-b from-brand-50 to-paper">
        <div className="mx-auto max-w-3xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16">
          <a href="/" className="inline-flex items-center gap-1.5 rounded-full py-1 text-sm font-bold text-brand-700 hover:text-brand-800">
            <ArrowLeft aria-hidden className="size-4" />
            {t("landing.legal.back")}
          </a>
          <h1 className="mt-4 text-4xl font-black tracking-tight text-balance sm:text-5xl">{title}</h1>
        </div>
      </div>
      <article className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">
        {/* renderRichText escapes every text and keeps only allow-listed tags and links. */}
        <div className={`${PROSE} [&>*:first-child]:mt-0`} data-testid="legal-content" dangerouslySetInnerHTML={{ __html: html }} />
        {children}
      </article>
    </PublicPage>
  );
}
