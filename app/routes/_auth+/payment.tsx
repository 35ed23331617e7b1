import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Hourglass from "lucide-react/icons/hourglass";
import SearchX from "lucide-react/icons/search-x";
import { paymentResult } from "~/services/payments/outcome.server";
import { useT } from "~/utils/i18n-react";
import { formatDate } from "~/lib/money";
import { requireUser } from "~/utils/session.server";
import { paymentMessages } from "~/i18n/messages/payment";
import type { KeysOf } from "~/i18n/define";

/** Where Stripe sends the user back: the real state, read again, never the query string alone. */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireUser(request);
  const url = new URL(request.url);
  const result = await paymentResult(viewer, {
    status: url.searchParams.get("status") ?? "",
    sessionId: url.searchParams.get("session_id") ?? undefined,
  });
  return json(result);
}

const LOOKS: Record<string, { icon: LucideIcon; tone: string }> = {
  paid: { icon: CircleCheck, tone: "bg-mint-100 text-mint-700" },
  processing: { icon: Hourglass, tone: "bg-sun-100 text-ink" },
  canceled: { icon: CircleX, tone: "bg-coral-100 text-coral-700" },
  unknown: { icon: SearchX, tone: "bg-brand-100 text-brand-700" },
};

export default function Payment() {
  const t = useT(paymentMessages);
  const { outcome, plan, expireAt } = useLoaderData<typeof loader>();
  const location = useLocation();
  const { icon: Icon, tone } = LOOKS[outcome] ?? LOOKS.unknown;
  const date = expireAt ? formatDate(expireAt) : "";
  return (
    <section className="card space-y-5 p-6 text-center sm:p-8" aria-labelledby="payment-title" data-testid="payment" data-outcome={outcome}>
      <span className={`mx-auto grid size-16 place-items-center rounded-full ${tone}`}>
        <Icon aria-hidden className="size-8" />
      </span>
      <h1 id="payment-title" className="text-2xl font-extrabold">
        {t(`payment.title.${outcome}` as KeysOf<typeof paymentMessages>)}
      </h1>
      <p className="text-ink-soft">{t(`payment.body.${outcome}` as KeysOf<typeof paymentMessages>, { plan: plan.title, date })}</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {outcome === "processing" ? (
          <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-primary">
            {t("payment.refresh")}
          </Link>
        ) : null}
        {outcome === "paid" ? (
          <>
            <Link to="/pages/public" className="btn-primary">
              {t("payment.toGallery")}
            </Link>
            <Link to="/account" className="btn-secondary">
              {t("payment.toAccount")}
            </Link>
          </>
        ) : (
          <Link to="/checkout" className="btn-secondary">
            {t("payment.toCheckout")}
          </Link>
        )}
      </div>
    </section>
  );
}
