import type { LucideIcon } from "lucide-react";
import { errorsMessages } from "~/i18n/messages/errors";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import FileImage from "lucide-react/icons/file-image";
import Pencil from "lucide-react/icons/pencil";
import Sparkles from "lucide-react/icons/sparkles";
import { GalleryError } from "~/components/gallery/gallery-error";
import { getLocale } from "~/utils/request.server";
import { stripePriceStates, type StripePriceState } from "~/services/plan-prices.server";
import { discountedPrice, listPlans, toPublicPlan } from "~/services/plans.server";
import { useMoney, useT } from "~/utils/i18n-react";
import { requireAdmin } from "~/utils/session.server";
import { adminMessages } from "~/i18n/messages/admin";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const plans = await listPlans();
  // What Stripe will really charge for each paid plan, asked now (a few prices: one call each).
  const stripe = await stripePriceStates(plans, getLocale(request));
  return json({
    plans: plans.map((plan) => ({ ...toPublicPlan(plan), finalPrice: discountedPrice(plan), stripe: stripe[plan.id] ?? null })),
  });
}

const STRIPE_TONE: Record<StripePriceState["state"], string> = {
  ok: "bg-mint-100 text-mint-700",
  mismatch: "bg-coral-100 text-coral-700",
  missing: "bg-coral-100 text-coral-700",
  none: "bg-sun-100 text-ink",
  stripeOff: "bg-sun-100 text-ink",
  unreachable: "bg-sun-100 text-ink",
};

/** A paid plan's Stripe price: its id and whether it charges what the card shows. */
function StripeLine({ id, stripe }: { id: string | null; stripe: StripePriceState }) {
  const t = useT(adminMessages, errorsMessages);
  return (
    <div className="space-y-1.5 text-xs" data-testid="plan-stripe">
      {id ? (
        <p className="text-ink-muted">
          {t("admin.plans.stripePrice")}
          <code className="[overflow-wrap:anywhere]">{id}</code>
        </p>
      ) : null}
      <p className={`rounded-(--radius-control) px-3 py-2 font-semibold ${STRIPE_TONE[stripe.state]}`} data-state={stripe.state}>
        {t(`admin.plans.stripe.${stripe.state}`, "charged" in stripe ? { charged: stripe.charged } : undefined)}
      </p>
    </div>
  );
}

/** docs/product.md §2: the plans as cards (1 column small, 2 medium, 3 large), each with an edit link. */
export default function AdminPlans() {
  const t = useT(adminMessages, errorsMessages);
  const money = useMoney();
  const { plans } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-6" aria-labelledby="plans-title">
      <header className="space-y-1">
        <h1 id="plans-title" className="text-2xl font-extrabold sm:text-3xl">
          {t("admin.plans.title")}
        </h1>
        <p className="text-ink-soft">{t("admin.plans.subtitle")}</p>
      </header>
      {plans.length === 0 ? (
        <p className="card px-6 py-16 text-center text-ink-soft">{t("admin.plans.empty")}</p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id} className="flex">
              <article className="card flex w-full flex-col gap-4 p-6" aria-labelledby={`plan-${plan.id}-title`} data-testid={`admin-plan-${plan.name}`}>
                <div className="flex items-start justify-between gap-3">
                  <h2 id={`plan-${plan.id}-title`} className="text-xl font-extrabold">
                    {plan.title}
                  </h2>
                  <span className="flex shrink-0 flex-wrap justify-end gap-1.5">
                    {plan.paid && plan.discount > 0 ? (
                      <span className="rounded-full bg-coral-600 px-2.5 py-1 text-xs font-black uppercase text-white">
                        {t("admin.plans.off", { discount: plan.discount })}
                      </span>
                    ) : null}
                    <span
                      className={`rounded-full px-2.5 py-1 text-xs font-black ${plan.paid ? "bg-brand-100 text-brand-800" : "bg-mint-100 text-mint-700"}`}
                      data-testid="plan-kind"
                    >
                      {t(plan.paid ? "admin.plans.paid" : "admin.plans.free")}
                    </span>
                  </span>
                </div>
                <p className="text-ink-soft" data-testid="plan-description">
                  {plan.description}
                </p>
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="sr-only">{t("admin.plans.price")}:</span>
                  <span className="text-3xl font-black tabular-nums" data-testid="plan-price">
                    {money(plan.finalPrice)}
                  </span>
                  <span className="font-bold text-ink-muted">{t("admin.plans.perMonth")}</span>
                  {plan.discount > 0 && plan.paid ? (
                    <span className="text-sm text-ink-muted">
                      <span className="sr-only">{t("admin.plans.originalPrice", { price: money(plan.price) })}</span>
                      <span aria-hidden className="line-through" data-testid="plan-original-price">
                        {money(plan.price)}
                      </span>
                    </span>
                  ) : null}
                </p>
                <dl className="grid gap-2 text-sm">
                  <LimitRow icon={FileImage} label={t("admin.plans.publicPageLimit")} value={plan.publicPageLimit} testId="plan-public-limit" />
                  <LimitRow icon={Sparkles} label={t("admin.plans.pageCreationLimit")} value={plan.pageCreationLimit} testId="plan-creation-limit" />
                </dl>
                {plan.paid && plan.stripe ? <StripeLine id={plan.stripePriceId} stripe={plan.stripe} /> : null}
                <div className="mt-auto pt-2">
                  <Link
                    to={`/admin/plans/${plan.id}/edit`}
                    className="btn-secondary w-full"
                    aria-label={t("admin.plans.editLabel", { title: plan.title })}
                    data-testid="plan-edit"
                  >
                    <Pencil aria-hidden className="size-4" />
                    {t("admin.plans.edit")}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One of a plan's monthly limits, as a row of the plan's card. */
function LimitRow({ icon: Icon, label, value, testId }: { icon: LucideIcon; label: string; value: number; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-(--radius-control) bg-brand-50 px-3 py-2">
      <dt className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className="size-4 text-brand-700" />
        {label}
      </dt>
      <dd className="font-black tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT(errorsMessages);
  return <GalleryError text={t("errors.somethingWrong")} />;
}
