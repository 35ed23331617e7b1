import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import BookOpen from "lucide-react/icons/book-open";
import Download from "lucide-react/icons/download";
import { useEffect } from "react";
import { readBooklet } from "~/services/booklets.server";
import { goneToNew } from "~/routes/pages+/__booklet-route.server";
import { useT } from "~/utils/i18n-react";
import { requireRegularUser } from "~/utils/session.server";
import { bookletMessages } from "~/i18n/messages/booklet";
import { printMessages } from "~/i18n/messages/print";
import { ProgressBar } from "~/components/ui/progress-bar";

/** /pages/booklets/{id}: how far the booklet got, and its PDF once it is ready. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const booklet = await readBooklet(viewer, params.bookletId ?? "").catch(goneToNew);
  return json({ booklet }, { headers: { "Cache-Control": "private, no-store" } });
}

const POLL_MS = 1500;

export default function BookletStatus() {
  const t = useT(bookletMessages, printMessages);
  const { booklet } = useLoaderData<typeof loader>();
  const { revalidate, state } = useRevalidator();
  const pending = booklet.status === "queued" || booklet.status === "running";
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidate, state]);
  const { done, total } = booklet.progress;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
        <BookOpen aria-hidden className="size-7 text-brand-600" />
        {t("booklet.status.title")}
      </h1>
      <section className="card space-y-5 p-6" aria-labelledby="booklet-name" data-testid="booklet-status" data-status={booklet.status}>
        <h2 id="booklet-name" className="text-xl font-extrabold">
          {booklet.title}
        </h2>
        {pending ? (
          <div className="space-y-3" role="status" aria-live="polite">
            <p className="font-bold">{t(booklet.status === "queued" ? "booklet.status.queued" : "booklet.status.running")}</p>
            <ProgressBar
              label={t("booklet.status.running")}
              value={done}
              max={total}
              valueText={t("booklet.status.progress", { done, total })}
              shown={percent}
              className="h-3 overflow-hidden rounded-full bg-brand-100"
              fillClassName="h-full rounded-full bg-brand-600 transition-[width] duration-500"
            />
            <p className="text-sm text-ink-soft" data-testid="booklet-progress">
              {t("booklet.status.progress", { done, total })}
            </p>
            <noscript>
              {/* Without JavaScript the page looks again by itself every few seconds until the
                  booklet is made (in <noscript>: with JavaScript the page follows it itself, and a
                  refresh in the head would reload it once, whatever it was doing, 3 s after arriving). */}
              <meta httpEquiv="refresh" content="3" />
              {/* And this address again, by hand: the booklet's progress as it is now. */}
              {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
              <a href="" className="link text-sm">
                {t("booklet.status.refresh")}
              </a>
            </noscript>
          </div>
        ) : booklet.status === "done" ? (
          <div className="space-y-4" role="status">
            <p className="font-bold text-mint-700">{t("booklet.status.done")}</p>
            <p className="text-sm text-ink-soft">{t("booklet.pages", { count: total })}</p>
            <a href={`/pages/booklets/${booklet.id}/pdf`} className="btn-primary" download data-testid="booklet-download">
              <Download aria-hidden className="size-4" />
              {t("booklet.download")}
            </a>
          </div>
        ) : (
          <div className="space-y-2" role="alert">
            <p className="font-bold text-coral-700">{t("booklet.status.failed")}</p>
            {booklet.error ? <p className="text-sm text-ink-soft">{booklet.error}</p> : null}
          </div>
        )}
      </section>
      <Link to="/pages/booklets/new" className="btn-secondary">
        {t("booklet.status.again")}
      </Link>
    </div>
  );
}
