import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ImageOff } from "lucide-react";
import { latestPublicPages } from "~/services/pages.server";
import { useT } from "~/utils/i18n-react";
import { requireRegularUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRegularUser(request);
  const url = new URL(request.url);
  // A plan chosen on the landing page carries on to checkout (SPEC §2).
  if (url.searchParams.has("plan")) throw redirect(`/checkout${url.search}`);
  return json({ pages: await latestPublicPages() });
}

export default function PublicPages() {
  const t = useT();
  const { pages } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t("gallery.public.title")}</h1>
      {pages.length === 0 ? (
        <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-brand-100 text-brand-700">
            <ImageOff aria-hidden className="size-8" />
          </span>
          <p className="max-w-sm text-ink-soft">{t("gallery.public.empty")}</p>
          <Link to="/pages/create" className="btn-primary">
            {t("app.createPage")}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
          {pages.map((page) => (
            <li key={page.id} className="card overflow-hidden">
              <Link to={`/pages/${page.id}/color`} className="block">
                <img
                  src={page.thumbnail || page.illustration}
                  alt={page.prompt}
                  className="aspect-square w-full bg-white object-contain"
                  loading="lazy"
                />
                <div className="p-4">
                  <p className="line-clamp-2 font-bold">{page.prompt}</p>
                  <p className="mt-1 text-sm text-ink-muted">{t("gallery.by", { name: page.author })}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
