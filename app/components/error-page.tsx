import { Link } from "@remix-run/react";
import { LogoMark } from "~/components/logo";
import { useT } from "~/utils/i18n-react";
import { notFoundMessages } from "~/i18n/messages/not-found";
import { errorMessages } from "~/i18n/messages/error";

function Frame({ code, title, body }: { code: string; title: string; body: string }) {
  const t = useT(notFoundMessages, errorMessages);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <LogoMark className="size-14" />
      <p className="text-6xl font-black tracking-tight text-brand-600" aria-hidden>
        {code}
      </p>
      <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
      <p className="text-ink-soft">{body}</p>
      <Link to="/" className="btn-primary">
        {t("notFound.home")}
      </Link>
    </main>
  );
}

export function NotFoundPage() {
  const t = useT(notFoundMessages, errorMessages);
  return <Frame code="404" title={t("notFound.title")} body={t("notFound.body")} />;
}

/**
 * Anything else that went wrong: a refusal the server explained (its status and message, in
 * the person's language), or the unexpected (500, with the generic words).
 */
export function ErrorPage({ status, message }: { status?: number; message?: string }) {
  const t = useT(notFoundMessages, errorMessages);
  if (status && status < 500 && message) return <Frame code={String(status)} title={t("error.refusedTitle")} body={message} />;
  return (
    <Frame
      code={String(status && status >= 500 ? status : 500)}
      title={t("error.title")}
      body={message && status && status >= 500 ? message : t("error.body")}
    />
  );
}
