import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useT } from "~/utils/i18n-react";
import { colorLoader } from "~/utils/color-route.server";
import { useHydrated } from "~/utils/use-hydrated";
import { colorMessages } from "~/i18n/messages/color";

// fabric lives in its own chunk, fetched only on this screen and only in the browser.
const Editor = lazy(() => import("~/canvas/editor.client"));

export const loader = ({ request, params }: LoaderFunctionArgs) => colorLoader(request, params);

export default function ColorPage() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const fallback = <EditorPlaceholder title={data.page.title} illustration={data.colored?.preview || data.page.illustration} />;
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Editor
        page={data.page}
        colored={data.colored}
        paid={data.paid}
        platform={data.platform}
        credits={data.credits}
        viewerId={data.viewerId}
        recentColors={data.recentColors}
      />
    </Suspense>
  );
}

/** What shows before the canvas is ready (and all that shows without JavaScript). */
function EditorPlaceholder({ title, illustration }: { title: string; illustration: string }) {
  const t = useT(colorMessages);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 className="text-xl font-extrabold sm:text-2xl">{title}</h1>
      <div className="card h-14 animate-pulse bg-brand-50" aria-hidden />
      <div className="relative overflow-hidden rounded-(--radius-card) border border-line bg-white">
        <img src={illustration} alt={t("color.lineArtAlt", { title })} className="mx-auto aspect-square w-full max-w-[1024px] object-contain" />
        <p role="status" className="absolute inset-x-0 bottom-0 bg-white/90 p-3 text-center text-sm font-bold text-ink-muted">
          <span className="js-only">{t("color.loading")}</span>
          <noscript>
            <style>{".js-only{display:none}"}</style>
            {t("color.noScript")}
          </noscript>
        </p>
      </div>
    </div>
  );
}
