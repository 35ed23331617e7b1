import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { BackToTop } from "~/components/back-to-top";
import { ErrorPage, NotFoundPage, useIncidentId } from "~/components/error-page";
import { ParentGateProvider } from "~/components/parent-gate";
import { PwaHead } from "~/components/pwa-head";
import { ToastProvider, type ToastMessage } from "~/components/toast";
import { getSettingsValues } from "~/services/settings.server";
import { parentGateOn } from "~/services/parent-gate.server";
import styles from "~/tailwind.css";
import { getSessionUser } from "~/utils/session.server";
import { getLocale, getPlatform } from "~/utils/request.server";
import { getToast, shownToast } from "~/utils/toast.server";
import { useNonce } from "~/utils/nonce";
import { isStaticHandle } from "~/utils/static-page";
import { fetchFirst } from "~/lib/fetch-priority";

export const links: LinksFunction = () => [
  { rel: "preload", href: "/fonts/nunito-latin-wght-normal.woff2", as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: styles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = getLocale(request);
  const [user, settings, { toast, setCookie }] = await Promise.all([
    getSessionUser(request),
    getSettingsValues(["app_name", "tagline", "favicon", "currency"]),
    getToast(request),
  ]);
  // Admins neither pay nor share: the gate is for the family's account (record 0171).
  const parentGate = user?.admin ? false : await parentGateOn(user?.id ?? null);
  return json(
    {
      user,
      settings,
      parentGate,
      toast: shownToast(toast, locale) satisfies ToastMessage | null,
      platform: getPlatform(request),
      locale,
      // Shown by the error page when a screen fails to draw (record 0139).
      requestId: context.requestId ?? null,
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

export const useRootData = () => useRouteLoaderData<typeof loader>("root");

// Toasts and the signed-in user must be current after every navigation.
export const shouldRevalidate = () => true;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const name = data?.settings.app_name ?? "Colorea";
  const tagline = data?.settings.tagline ?? "";
  return [{ title: tagline ? `${name} - ${tagline}` : name }, { name: "description", content: tagline }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const ios = data?.platform === "ios";
  // A route with handle { hydrate: false } (the public landing pages) is sent as plain HTML, without React.
  const matches = useMatches();
  const hydrate = !matches.some((match) => isStaticHandle(match.handle));
  // A screen whose largest paint is a picture (a gallery's first card) names it in its handle.
  const preloadImage = matches
    .map((match) => (match.handle as { preloadImage?: (data: unknown) => string | undefined } | undefined)?.preloadImage?.(match.data))
    .find(Boolean);
  // A screen whose tools and picture fill the window (the colour screen) has its toasts at the top.
  const toastTop = matches.some((match) => (match.handle as { toast?: string } | undefined)?.toast === "top");
  return (
    <html lang={data?.locale ?? "es"} data-platform={data?.platform ?? "web"} data-toast={toastTop ? "top" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#7c3aed" />
        {preloadImage ? <link rel="preload" as="image" href={preloadImage} {...fetchFirst()} /> : null}
        <link rel="icon" href={data?.settings.favicon || "/favicon.svg"} />
        <PwaHead nonce={nonce} appName={data?.settings.app_name ?? "Colorea"} favicon={data?.settings.favicon || "/favicon.svg"} />
        <Meta />
        <Links />
      </head>
      <body className={`bg-paper text-ink antialiased ${ios ? "pt-4" : ""}`}>
        {children}
        {hydrate ? <ScrollRestoration nonce={nonce} /> : null}
        {hydrate ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  // Marks the document once React runs (tests wait for it; CSS may use it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider serverToast={data?.toast ?? null}>
      <ParentGateProvider on={data?.parentGate ?? true}>
        <Outlet />
        <BackToTop />
      </ParentGateProvider>
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The failed request's id for a failure of ours (record 0139).
  const requestId = useIncidentId();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A typed error the server explained (web-door.server.ts): its status and message; the unexpected keeps the page's own words.
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: string; code?: string } | null;
    return <ErrorPage status={error.status} message={data?.code === "INTERNAL" ? undefined : data?.message} requestId={requestId} />;
  }
  return <ErrorPage requestId={requestId} />;
}
