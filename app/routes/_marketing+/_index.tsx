import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LogoMark } from "~/components/logo";
import { getSettingsValues } from "~/services/settings.server";
import { parseWebsite } from "~/services/website";
import { useT } from "~/utils/i18n-react";
import { getPlatform } from "~/utils/request.server";
import { getSessionUser, homeFor } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const platform = getPlatform(request);
  const user = await getSessionUser(request);
  // The landing is for the web; the shells get /splash (which sends signed-in users to their home).
  if (platform !== "web") throw redirect("/splash");
  const { website, app_name } = await getSettingsValues(["website", "app_name"]);
  const { home } = parseWebsite(website).landing;
  return json({ home, appName: app_name, home_url: user ? homeFor(user) : null });
}

/** The landing's home section from the website settings; the other sections build on it. */
export default function Landing() {
  const t = useT();
  const { home, appName, home_url } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-dvh bg-gradient-to-br from-brand-50 via-paper to-sun-100">
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Link to="/" className="flex items-center gap-3 text-xl font-black">
          <LogoMark />
          {appName}
        </Link>
        <nav aria-label={t("app.menu")} className="flex items-center gap-2">
          {home_url ? (
            <Link to={home_url} className="btn-primary">
              {appName}
            </Link>
          ) : (
            <>
              <Link to="/sign-in" className="btn-ghost">
                {t("landing.signIn")}
              </Link>
              <Link to="/sign-up" className="btn-primary">
                {t("landing.signUp")}
              </Link>
            </>
          )}
        </nav>
      </header>
      <main id="main">
        <section id="home" className="mx-auto max-w-4xl px-4 pb-24 pt-16 text-center sm:px-6 sm:pt-24">
          <h1 className="text-4xl font-black tracking-tight text-ink sm:text-6xl">{home.heading}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-soft sm:text-xl">{home.subheading}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/sign-up" className="btn-primary px-6 py-3 text-base">
              {t("landing.signUp")}
            </Link>
            <Link to="/sign-in" className="btn-secondary px-6 py-3 text-base">
              {t("landing.signIn")}
            </Link>
          </div>
        </section>
      </main>
    </div>
  );
}
