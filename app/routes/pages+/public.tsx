import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SimpleGallery } from "~/components/gallery/simple-gallery";
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
  return <SimpleGallery title={t("gallery.public.title")} empty={t("gallery.public.empty")} pages={pages} />;
}
