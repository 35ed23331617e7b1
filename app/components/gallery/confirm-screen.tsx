import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/utils/i18n-react";
import { galleryMessages } from "~/i18n/messages/gallery";
import { appMessages } from "~/i18n/messages/app";

/** The no-JavaScript form of a confirmation toast: the question, Cancel and Proceed. */
export function ConfirmScreen({ message, back, children }: { message: string; back: string; children?: ReactNode }) {
  const t = useT(galleryMessages, appMessages);
  return (
    <section className="card mx-auto max-w-lg p-6 sm:p-8" aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="text-xl font-extrabold">
        {t("gallery.confirm.title")}
      </h1>
      <p className="mt-3 text-ink-soft">{message}</p>
      {children}
      <Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <input type="hidden" name="redirectTo" value={back} />
        <input type="hidden" name="confirmed" value="1" />
        <Link to={back} className="btn-secondary">
          {t("app.cancel")}
        </Link>
        <button type="submit" className="btn-danger">
          {t("app.proceed")}
        </button>
      </Form>
    </section>
  );
}
