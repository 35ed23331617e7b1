import { Form, Link } from "@remix-run/react";
import type { ReactNode, RefObject } from "react";
import { SubmitButton } from "~/components/ui/field";

/** The card of an e-mailed link's screen (verification, "No he sido yo"): a title and what follows. */
export function LinkCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card p-6 text-center sm:p-8" aria-labelledby={id}>
      <h1 id={id} className="text-2xl font-extrabold">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** What a link did (a status) or why it could not (an alert), and where to go from there. */
export function LinkOutcome({ ok, message, testId, links }: { ok: boolean; message: string; testId: string; links: { to: string; label: string }[] }) {
  return (
    <>
      <p role={ok ? "status" : "alert"} className="mt-3 text-ink-soft" data-testid={testId}>
        {message}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {links.map((link, i) => (
          <Link key={link.to} to={link.to} className={i === 0 ? "btn-primary" : "btn-secondary"}>
            {link.label}
          </Link>
        ))}
      </div>
    </>
  );
}

/** The press that spends a link (nothing happens on merely opening it). */
export function LinkPress({ formRef, busy, label }: { formRef?: RefObject<HTMLFormElement>; busy: boolean; label: string }) {
  return (
    <Form ref={formRef} method="post" className="mt-6 flex justify-center">
      <SubmitButton busy={busy}>{label}</SubmitButton>
    </Form>
  );
}
