import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { EditorPlaceholder } from "~/canvas/editor-placeholder";
import { pictureAtRest, type ColorScreenData } from "~/lib/color-screen-data";
import { workspaceHandle } from "~/components/shell/chrome";
import { warmPlurals } from "~/i18n/define";
import { useLocale } from "~/utils/i18n-react";
import { colorLoader } from "~/routes/pages+/__color-route.server";

// fabric lives in its own chunk, fetched only on this screen and only in the browser.
const Editor = lazy(() => import("~/canvas/editor.client"));

export const loader = ({ request, params }: LoaderFunctionArgs) => colorLoader(request, params);

/** The shell's workspace and toasts at the top; the picture, the screen's largest paint, asked for in the head. */
export const handle = {
  ...workspaceHandle,
  preloadImage: (data: unknown) => (data ? pictureAtRest(data as ColorScreenData) : undefined),
};

export default function ColorPage() {
  const data = useLoaderData<typeof loader>();
  // The editor comes in a transition: the placeholder (the same layout) stays on screen until
  // the editor's chunk is here and it renders, instead of a fallback in between.
  const [open, setOpen] = useState(false);
  useEffect(() => startTransition(() => setOpen(true)), []);
  // (the credit notice's plural, made while the editor's chunk is on its way, not in its render)
  const locale = useLocale();
  useEffect(() => warmPlurals(locale), [locale]);
  const placeholder = (
    <EditorPlaceholder title={data.page.title} picture={pictureAtRest(data)} recentColors={data.recentColors} regionMap={Boolean(data.page.regionMap)} />
  );
  return (
    <Suspense fallback={placeholder}>
      {open ? (
        // What the screen loads is what the editor takes (EditorProps).
        <Editor {...data} />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
