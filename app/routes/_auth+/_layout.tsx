import { Link, Outlet, useMatches } from "@remix-run/react";
import { LogoMark } from "~/components/logo";
import { useRootData } from "~/root";
import { useNonce } from "~/utils/nonce";
import { FORM_BUSY_SCRIPT } from "~/utils/form-busy-script";
import { isStaticHandle } from "~/utils/static-page";

/** The public shell: sign-in, sign-up, verification. */
export default function AuthLayout() {
  const data = useRootData();
  const name = data?.settings.app_name ?? "Colorea";
  const nonce = useNonce();
  const plain = useMatches().some((match) => isStaticHandle(match.handle));
  return (
    <div className="relative flex min-h-dvh flex-col bg-gradient-to-br from-brand-50 via-paper to-sun-100">
      <header className="mx-auto flex w-full max-w-5xl items-center px-4 py-5 sm:px-6">
        <Link to="/" className="flex items-center gap-3 rounded-(--radius-control) text-xl font-black text-ink">
          <LogoMark />
          <span>{name}</span>
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:items-center sm:px-6">
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
      {plain ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FORM_BUSY_SCRIPT }} /> : null}
    </div>
  );
}
