import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Check from "lucide-react/icons/check";
import CreditCard from "lucide-react/icons/credit-card";
import ExternalLink from "lucide-react/icons/external-link";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect } from "react";
import { formMessage } from "~/lib/forms";
import * as z from "zod";
import { createCheckout, priceIdSchema } from "~/services/payments/checkout.server";
import { isPaymentsConfigured } from "~/services/payments/client.server";
import { onSale } from "~/services/plan-prices.server";
import { listPlans, planOffer } from "~/services/plans.server";
import { useMoney, useT } from "~/utils/i18n-react";
import { useGatedSubmit } from "~/components/parent-gate";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { getPlatform, safeRedirect } from "~/utils/request.server";
import { requireRegularUser } from "~/utils/session.server";
import { checkoutMessages } from "~/i18n/messages/checkout";
import { platformsMessages } from "~/i18n/messages/platforms";

const DESKTOP_SHELLS = new Set(["windows", "mac", "debian"]);

/**
 * The plan chosen, by its Stripe price (the service's field); `back`, the screen that led here, is
 * read beside it. (a function: a `.server` module is empty in the browser's build, where the route's module runs too)
 */
const checkoutForm = () => z.object({ priceId: priceIdSchema });

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const plans = (await listPlans()).filter((plan) => plan.paid);
  const query = new URL(request.url).searchParams;
  const wanted = query.get("plan");
  const configured = await isPaymentsConfigured();
  const offers = plans.map((plan) => ({ ...planOffer(plan), priceId: plan.stripePriceId, onSale: onSale(plan, configured) }));
  return json({
    currentPlan: viewer.plan,
    selected: offers.find((plan) => plan.name === wanted && plan.onSale)?.name ?? null,
    plans: offers,
    // Where the person came from (a paid feature's "Ver planes" says): never a dead end.
    back: safeRedirect(query.get("back"), "/pages/public"),
    // Only a screen that sent the person here is gone back to after paying; otherwise the payment screen stays.
    carryOn: safeRedirect(query.get("back"), ""),
  });
}

/** Starts Stripe's hosted checkout; a desktop shell opens it in the system browser instead. */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const sent = await readForm(request, checkoutForm());
  // Nothing happens without a chosen plan that has a Stripe price (docs/product.md §5): the service says
  // so, in the same words and code as on /api.
  try {
    // The screen that led here, carried through Stripe to the payment screen: paid, it goes on there.
    const back = safeRedirect(sent.form.get("back"), "") || undefined;
    const { url } = await createCheckout(viewer, sent.value(), back);
    if (DESKTOP_SHELLS.has(getPlatform(request))) return json({ url });
    return redirect(url);
  } catch (error) {
    return formErrorReply(request, error, sent.reply);
  }
}

export default function Checkout() {
  const t = useT(checkoutMessages, platformsMessages);
  const money = useMoney();
  const { plans, selected, currentPlan, back, carryOn } = useLoaderData<typeof loader>();
  // Until payments are set up (or a plan has its Stripe price) there is nothing to press that would fail.
  const anyOnSale = plans.some((plan) => plan.onSale);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  // The parent's question before a payment starts (record 0171).
  const gatedSubmit = useGatedSubmit();
  // Desktop shells get the URL back: a new window, which the shell hands to the system browser.
  const externalUrl = actionData && "url" in actionData ? actionData.url : null;
  const error = formMessage(actionData);
  useEffect(() => {
    if (externalUrl) window.open(externalUrl, "_blank", "noopener");
  }, [actionData, externalUrl]);
  return (
    <section className="mx-auto max-w-5xl space-y-8" aria-labelledby="checkout-title">
      <header className="space-y-2 text-center">
        <h1 id="checkout-title" className="text-3xl font-black sm:text-4xl">
          {t("checkout.title")}
        </h1>
        <p className="text-ink-soft">{t("checkout.subtitle")}</p>
        <p className="text-sm font-bold text-brand-700">{t("checkout.current", { plan: currentPlan.title })}</p>
      </header>
      {!anyOnSale ? (
        <div role="status" className="card mx-auto max-w-xl space-y-4 bg-sun-100 p-5 text-center" data-testid="payments-off">
          <p className="font-semibold">{t("checkout.notConfigured")}</p>
          <CheckoutBack to={back} className="btn-primary" />
        </div>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="mx-auto max-w-xl rounded-(--radius-control) border border-coral-400 bg-coral-100 px-4 py-3 text-center text-sm font-semibold text-coral-700"
        >
          {error}
        </p>
      ) : null}
      {externalUrl ? (
        <div role="status" className="card mx-auto max-w-xl space-y-4 p-5 text-center" data-testid="checkout-external">
          <p className="font-semibold">{t("platforms.checkout.external")}</p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <a href={externalUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
              <ExternalLink aria-hidden className="size-4" />
              {t("checkout.openExternal")}
            </a>
            <Link to="/account" className="btn-secondary">
              {t("platforms.checkout.done")}
            </Link>
          </div>
        </div>
      ) : null}
      <Form method="post" className="space-y-6" onSubmit={gatedSubmit}>
        {carryOn ? <input type="hidden" name="back" value={carryOn} /> : null}
        <fieldset className="grid gap-6 md:grid-cols-2">
          <legend className="sr-only">{t("checkout.title")}</legend>
          {plans.map((plan) => (
            <label key={plan.name} className={`relative block ${plan.onSale ? "cursor-pointer" : "cursor-not-allowed"}`}>
              <input
                type="radio"
                name="priceId"
                value={plan.priceId ?? ""}
                defaultChecked={selected === plan.name}
                disabled={!plan.onSale}
                required
                className="peer sr-only"
              />
              <span
                className="card flex h-full flex-col gap-4 border-2 p-6 transition peer-checked:border-brand-600 peer-checked:shadow-(--shadow-pop) peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
                data-testid={`plan-${plan.name}`}
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="text-2xl font-extrabold">{plan.title}</span>
                  {!plan.onSale ? (
                    <span className="rounded-full bg-sun-100 px-3 py-1 text-xs font-black uppercase" data-testid="plan-soon">
                      {t("checkout.soon")}
                    </span>
                  ) : plan.discount > 0 ? (
                    <span className="rounded-full bg-coral-600 px-3 py-1 text-xs font-black uppercase text-white">
                      {t("checkout.off", { discount: plan.discount })}
                    </span>
                  ) : null}
                </span>
                <span className="text-ink-soft">{plan.description}</span>
                <span className="flex items-baseline gap-2">
                  <span className="text-4xl font-black tabular-nums" data-testid="plan-price">
                    {money(plan.finalPrice)}
                  </span>
                  <span className="font-bold text-ink-muted">{t("checkout.perMonth")}</span>
                  {plan.discount > 0 ? <span className="text-sm text-ink-muted line-through">{money(plan.price)}</span> : null}
                </span>
                <span className="space-y-2 text-sm">
                  {[
                    t("checkout.publicPages", { count: plan.publicPageLimit }),
                    t("checkout.creations", { count: plan.pageCreationLimit }),
                    t("checkout.paidFeatures"),
                  ].map((line) => (
                    <span key={line} className="flex items-center gap-2">
                      <Check aria-hidden className="size-4 text-mint-700" />
                      {line}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {anyOnSale ? (
          <div className="flex flex-col items-center gap-3">
            <button type="submit" className="btn-primary px-8 py-3 text-base" disabled={busy} aria-busy={busy || undefined}>
              <CreditCard aria-hidden className="size-5" />
              {busy ? t("checkout.redirecting") : t("checkout.submit")}
            </button>
            <p className="flex items-center gap-2 text-sm text-ink-muted">
              <ShieldCheck aria-hidden className="size-4" />
              {t("checkout.secure")}
            </p>
            <CheckoutBack to={back} className="btn-ghost text-sm" />
          </div>
        ) : null}
      </Form>
    </section>
  );
}

/** Back where the person came from, without buying (when nothing is on sale, and under the plans). */
function CheckoutBack({ to, className }: { to: string; className: string }) {
  const t = useT(checkoutMessages);
  return (
    <Link to={to} className={className} data-testid="checkout-back">
      <ArrowLeft aria-hidden className="size-4" />
      {t("checkout.back")}
    </Link>
  );
}
