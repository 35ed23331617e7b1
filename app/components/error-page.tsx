import { isRouteErrorResponse, Link, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { LogoMark } from "~/components/logo";
import { useT } from "~/utils/i18n-react";
import { notFoundMessages } from "~/i18n/messages/not-found";
import { errorMessages } from "~/i18n/messages/error";

function Frame({ code, title, body, requestId, retry = false }: { code: string; title: string; body: string; requestId?: string; retry?: boolean }) {
  const t = useT(notFoundMessages, errorMessages);
  const location = useLocation();
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <LogoMark className="size-14" />
      <p className="text-6xl font-black tracking-tight text-brand-600" aria-hidden>
        {code}
      </p>
      <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
      <p className="text-ink-soft">{body}</p>
      <IncidentCode id={requestId} />
      <div className="flex flex-wrap items-center justify-center gap-3">
        {retry ? (
          // The same address loaded again as a document (a failure of ours is often gone a moment
          // later); a plain link, so it works before or without the scripts.
          <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-primary" data-testid="error-retry">
            {t("error.retry")}
          </Link>
        ) : null}
        <Link to="/" className={retry ? "btn-secondary" : "btn-primary"}>
          {t("notFound.home")}
        </Link>
      </div>
    </main>
  );
}

export function NotFoundPage() {
  const t = useT(notFoundMessages, errorMessages);
  return <Frame code="404" title={t("notFound.title")} body={t("notFound.body")} />;
}

/**
 * Anything else that went wrong: a refusal the server explained (its status and message, in
 * the person's language), or the unexpected (500, with the generic words). A failure of ours
 * (5xx) shows the request's id, which a family can quote and the log line carries (record 0139).
 */
export function ErrorPage({ status, message, requestId }: { status?: number; message?: string; requestId?: string }) {
  const t = useT(notFoundMessages, errorMessages);
  if (status && status < 500 && message) return <Frame code={String(status)} title={t("error.refusedTitle")} body={message} />;
  return (
    <Frame
      code={String(status && status >= 500 ? status : 500)}
      title={t("error.title")}
      body={message && status && status >= 500 ? message : t("error.body")}
      requestId={requestId}
      retry
    />
  );
}

/**
 * The id of the request that failed, when the failure is ours (a 5xx, or a screen that failed to
 * draw): the one the web door names in its answer, else the document's own (the root's data).
 */
export function useIncidentId(): string | undefined {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as { requestId?: string | null } | undefined;
  if (error === undefined) return undefined;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return undefined;
    return (error.data as { requestId?: string } | null)?.requestId ?? root?.requestId ?? undefined;
  }
  return root?.requestId ?? undefined;
}

/** "Código de la incidencia: …", which the request's log line carries (record 0139). */
export function IncidentCode({ id }: { id: string | undefined }) {
  const t = useT(errorMessages);
  if (!id) return null;
  return (
    <div className="text-sm text-ink-soft" data-testid="incident">
      <p>
        {t("error.incident")} <code className="select-all font-mono text-ink">{id}</code>
      </p>
      <p className="mt-2">{t("error.incidentHint")}</p>
    </div>
  );
}
