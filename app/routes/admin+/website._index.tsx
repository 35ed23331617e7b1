import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { getWebsite, SECTION_SLUGS } from "~/services/website/admin.server";
import { useT } from "~/utils/i18n-react";
import { requireAdmin } from "~/utils/session.server";
import { adminMessages } from "~/i18n/messages/admin";
import type { KeysOf } from "~/i18n/define";
import { ScreenHeading } from "~/components/ui/heading";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const website = await getWebsite();
  const sections = [
    ...Object.entries(SECTION_SLUGS).map(([slug, key]) => ({ slug, key, visible: website.landing[key].visibility })),
    { slug: "terms", key: "terms", visible: website.terms.visibility },
    { slug: "privacy", key: "privacy", visible: website.privacy.visibility },
  ];
  return json({ sections });
}

/** docs/product.md §2: the website editors, a card per landing section and legal page. */
export default function WebsiteIndex() {
  const t = useT(adminMessages);
  const { sections } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-6xl space-y-6" aria-labelledby="website-title">
      <ScreenHeading id="website-title" title={t("admin.website.title")} subtitle={t("admin.website.subtitle")} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => {
          const name = t(`admin.website.section.${section.key}` as KeysOf<typeof adminMessages>);
          return (
            <li key={section.slug} className="card flex flex-col gap-3 p-5" data-testid={`website-section-${section.slug}`}>
              <h2 className="text-lg font-extrabold">{name}</h2>
              <p className={`inline-flex items-center gap-1.5 text-sm font-bold ${section.visible ? "text-mint-700" : "text-ink-soft"}`}>
                {section.visible ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
                {t(section.visible ? "admin.website.visible" : "admin.website.hidden")}
              </p>
              <Link to={`/admin/website/${section.slug}`} className="btn-secondary mt-auto self-start" aria-label={`${t("admin.website.edit")}: ${name}`}>
                {t("admin.website.edit")}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
