import type { ReactNode } from "react";

/**
 * The card of an account screen with a form (sign in, sign up, a forgotten password, a new one):
 * its title and, under it, what the screen is for; then the rest. `large`: the title grows on
 * wider screens (the sign-in and sign-up doors).
 */
export function AuthCard({ id, title, intro, large = false, children }: { id: string; title: string; intro?: string; large?: boolean; children: ReactNode }) {
  return (
    <section className="card p-6 sm:p-8" aria-labelledby={id}>
      <h1 id={id} className={large ? "text-2xl font-extrabold sm:text-3xl" : "text-2xl font-extrabold"}>
        {title}
      </h1>
      {intro ? <p className="mt-2 text-ink-soft">{intro}</p> : null}
      {children}
    </section>
  );
}
