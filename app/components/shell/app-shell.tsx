import { Form, Link, NavLink } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import LogOut from "lucide-react/icons/log-out";
import Plus from "lucide-react/icons/plus";
import type { ReactNode } from "react";
import type { ChromeMode } from "./chrome";
import type { PublicUser } from "~/lib/users";
import { useT } from "~/utils/i18n-react";
import { LogoMark } from "../logo";
import { Avatar } from "./avatar";
import { appMessages } from "~/i18n/messages/app";

/**
 * One destination of the side navigation, its words already in the person's language (each area
 * translates its own, so a family's screens carry none of the admin's). `short`: what the tab
 * says below the side menu's width (the link is still named by `label`).
 */
export type NavItem = { to: string; label: string; short?: string; icon: LucideIcon; end?: boolean };

/**
 * Below the side menu's width every destination is in view at once, none past the screen's edge:
 * the family's five tabs in one row, the admin's eight in two; on a phone each tab is
 * its icon over a short word.
 */
const TABS: Record<"user" | "admin", string> = { user: "grid-cols-5", admin: "grid-cols-4" };

/** `nav`: the role's side navigation (nav.tsx: each area loads only its own, icons and all). */
type ShellProps = { user: PublicUser; appName: string; nav: NavItem[]; chrome?: ChromeMode; children: ReactNode };

/** Per chrome mode: the side (header and menu), the content's margins, the mobile user card. */
const CHROME = {
  // pb-32: room under the last thing on the page for "Volver arriba", which floats 8 rem above the
  // bottom once a page is scrolled, so it never stays over a form's button at the end of a page.
  normal: { frame: "min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]", aside: "", main: "px-4 pb-32 pt-6 sm:px-6 lg:px-10 lg:pt-10", card: true },
  // The window's height and no more (the body's top padding on iOS taken off), the screen in
  // what the header leaves, by CSS alone; phones held sideways (and other short screens) give
  // all their height to the picture.
  workspace: {
    frame: "flex h-dvh flex-col in-data-[platform=ios]:h-[calc(100dvh-1rem)] lg:grid lg:grid-cols-[16rem_1fr]",
    aside: "shrink-0 [@media(max-height:699px)_and_(max-width:1023px)]:hidden!",
    main: "flex min-h-0 flex-1 flex-col p-2 sm:p-3 lg:p-4",
    card: false,
  },
  hidden: { frame: "min-h-dvh", aside: "hidden!", main: "p-0", card: false },
} as const satisfies Record<ChromeMode, { frame: string; aside: string; main: string; card: boolean }>;

/**
 * The signed-in shell (docs/product.md §2): header with logo, 'admin' badge and 'Crear página'
 * for non-admins; the role's side navigation with the current entry highlighted;
 * the user card. The chrome mode only changes classes, never the tree, so a screen that
 * hides the header (the colour screen's scale mode) keeps all its state.
 */
export function AppShell({ user, appName, nav, chrome = "normal", children }: ShellProps) {
  const t = useT(appMessages);
  const home = user.admin ? "/admin" : "/pages/public";
  const look = CHROME[chrome];
  return (
    <div className={look.frame}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
      >
        {t("app.skipToContent")}
      </a>
      <aside
        className={`border-b border-line bg-surface lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:border-b-0 lg:border-r ${look.aside}`}
        data-testid="shell-side"
      >
        <header className="flex items-center justify-between gap-3 px-4 py-3 lg:px-5 lg:py-5">
          <Link to={home} className="flex min-w-0 items-center gap-2.5 rounded-(--radius-control) text-lg font-black text-ink" data-testid="logo">
            <LogoMark />
            <span className="truncate">{appName}</span>
          </Link>
          <div className="flex items-center gap-2">
            {user.admin ? (
              <span className="rounded-full bg-sun-300 px-2.5 py-0.5 text-xs font-black uppercase tracking-wide text-ink" data-testid="admin-badge">
                {t("app.adminBadge")}
              </span>
            ) : (
              <CreatePageLink className="px-3 py-2 lg:hidden" />
            )}
          </div>
        </header>
        {!user.admin ? (
          <div className="hidden px-5 pb-4 lg:block">
            <CreatePageLink className="w-full" />
          </div>
        ) : null}
        <nav aria-label={t("app.menu")} className="lg:flex-1 lg:overflow-y-auto" data-testid="main-nav">
          <ul className={`grid gap-0.5 px-1 pb-2 sm:gap-1 sm:px-3 lg:flex lg:flex-col lg:px-3 lg:pb-0 ${TABS[user.admin ? "admin" : "user"]}`}>
            {nav.map((item) => (
              <li key={item.to} className="min-w-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  prefetch="intent"
                  aria-label={item.label}
                  className={({ isActive }) =>
                    `flex h-full min-h-11 flex-col items-center justify-start gap-0.5 rounded-(--radius-control) px-0.5 py-1.5 text-center text-[0.6875rem] font-bold leading-tight transition sm:flex-row sm:justify-center sm:gap-2 sm:px-2 sm:text-sm lg:justify-start lg:gap-3 lg:px-3 lg:py-2 lg:text-left ${
                      isActive ? "bg-brand-600 text-white shadow-sm" : "text-ink-soft hover:bg-brand-50 hover:text-brand-700"
                    }`
                  }
                >
                  <item.icon aria-hidden className="size-5 shrink-0" />
                  <span className="max-w-full break-words lg:hidden">{item.short ?? item.label}</span>
                  <span className="hidden whitespace-nowrap lg:inline">{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <UserCard user={user} />
      </aside>
      <main id="main" className={`min-w-0 ${look.main}`}>
        {children}
        {look.card ? <MobileUserCard user={user} /> : null}
      </main>
    </div>
  );
}

/** 'Crear página', in the header on small screens and above the menu on wide ones. */
function CreatePageLink({ className }: { className: string }) {
  const t = useT(appMessages);
  return (
    <Link to="/pages/create" className={`btn-primary ${className}`} data-testid="create-page">
      <Plus aria-hidden className="size-4" />
      {t("app.createPage")}
    </Link>
  );
}

function SignOutButton({ className }: { className: string }) {
  const t = useT(appMessages);
  return (
    <Form method="post" action="/sign-out">
      <button type="submit" className={className}>
        <LogOut aria-hidden className="size-4" />
        {t("app.signOut")}
      </button>
    </Form>
  );
}

function UserCard({ user }: { user: PublicUser }) {
  return (
    <div className="hidden items-center gap-3 border-t border-line px-5 py-4 lg:flex" data-testid="user-card">
      <Avatar name={user.name} photo={user.photo} size="regular" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-extrabold">{user.name}</p>
        <SignOutButton className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-muted hover:text-coral-600" />
      </div>
    </div>
  );
}

/** The user card for small screens, at the foot of the content. */
export function MobileUserCard({ user }: { user: PublicUser }) {
  return (
    <div className="mt-12 flex items-center gap-3 rounded-(--radius-card) border border-line bg-surface p-4 lg:hidden">
      <Avatar name={user.name} photo={user.photo} size="medium" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-extrabold">{user.name}</p>
        <p className="truncate text-sm text-ink-muted">{user.email}</p>
      </div>
      <SignOutButton className="btn-secondary" />
    </div>
  );
}
