import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A titled card of a settings screen (the details, the password, the app's settings); `id` is its title's, which names it. */
export function CardSection({
  id,
  title,
  icon: Icon,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: LucideIcon;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="card space-y-5 p-6" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={Icon ? "flex items-center gap-2 text-lg font-extrabold" : "text-lg font-extrabold"}>
        {Icon ? <Icon aria-hidden className="size-5 text-brand-600" /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
