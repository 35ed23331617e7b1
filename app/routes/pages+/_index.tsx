import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SimpleGallery } from "~/components/gallery/simple-gallery";
import { latestOwnedPages } from "~/services/pages.server";
import { useT } from "~/utils/i18n-react";
import { requireRegularUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegularUser(request);
  return json({ pages: await latestOwnedPages(user.id) });
}

export default function MyPages() {
  const t = useT();
  const { pages } = useLoaderData<typeof loader>();
  return <SimpleGallery title={t("nav.user.owned")} empty={t("gallery.owned.empty")} pages={pages} />;
}
