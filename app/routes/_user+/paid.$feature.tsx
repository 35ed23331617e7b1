import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Crown from "lucide-react/icons/crown";
import { PaidEyebrow, PaidOffer } from "~/components/paid/paid-offer";
import { paidMessages } from "~/i18n/messages/paid";
import { isPaidFeature, plansPath } from "~/lib/paid-features";
import { NotFound } from "~/lib/errors";
import { paidOffer } from "~/services/paid-features.server";
import { useT } from "~/utils/i18n-react";
import { safeRedirect } from "~/utils/request.server";
import { requireRegularUser } from "~/utils/session.server";

/**
 * /paid/{feature}?back=…: what the colour screen's and the gallery's dialog says, as a page:
 * where a paid feature refused to the free plan leads without JavaScript, or when
 * asked for directly. "Ahora no" goes back to where the person was.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const feature = params.feature;
  if (!isPaidFeature(feature)) throw NotFound();
  const back = safeRedirect(new URL(request.url).searchParams.get("back"), "/pages/public");
  // Their plan has it (it may have changed since they asked): back to it.
  if (viewer.plan.paid) throw redirect(back);
  return json({ feature, back, offer: await paidOffer() }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function PaidFeaturePage() {
  const t = useT(paidMessages);
  const { feature, back, offer } = useLoaderData<typeof loader>();
  return (
    <section className="card mx-auto mt-4 max-w-md p-6 sm:mt-10" aria-labelledby="paid-title" data-testid="paid-page" data-feature={feature}>
      <PaidEyebrow feature={feature} />
      <h1 id="paid-title" className="mt-4 text-2xl font-extrabold text-ink">
        {t(`paid.${feature}.title`)}
      </h1>
      <p className="mt-2 leading-7 text-ink-soft">{t(`paid.${feature}.gives`)}</p>
      <PaidOffer offer={offer} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={back} className="btn-secondary" data-testid="paid-not-now">
          {offer ? t("paid.notNow") : t("paid.understood")}
        </Link>
        {offer ? (
          <Link to={plansPath(offer, back)} className="btn-primary" data-testid="paid-plans">
            <Crown aria-hidden className="size-4" />
            {t("paid.plans")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
