import { Link } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";

/** The link above an admin editor back to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="link inline-flex items-center gap-1.5 text-sm font-bold">
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
