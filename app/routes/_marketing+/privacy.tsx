import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/landing/legal-page";
import { legalMeta } from "~/components/landing/meta";
import { staticHandle } from "~/components/landing/public-page";
import { useT } from "~/utils/i18n-react";
import { legalPage } from "~/services/website/public.server";
import { privacyFacts } from "~/services/privacy-facts.server";
import { PrivacyFacts } from "~/components/landing/privacy-facts";
import { getLocale } from "~/utils/request.server";
import { getSessionUser } from "~/utils/session.server";
import { landingMessages } from "~/i18n/messages/landing";

export const handle = staticHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const [page, facts] = await Promise.all([legalPage("privacy", user), privacyFacts()]);
  return json({ ...page, facts, locale: getLocale(request) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? legalMeta(data, "landing.privacy.title") : []);

export default function Privacy() {
  const t = useT(landingMessages);
  const { chrome, html, facts } = useLoaderData<typeof loader>();
  return (
    <LegalPage chrome={chrome} title={t("landing.privacy.title")} html={html}>
      <PrivacyFacts facts={facts} />
    </LegalPage>
  );
}
