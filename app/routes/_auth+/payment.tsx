import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { LucideIcon } from "lucide-react";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Hourglass from "lucide-react/icons/hourglass";
import LoaderCircle from "lucide-react/icons/loader-circle";
import SearchX from "lucide-react/icons/search-x";
import { paymentResult } from "~/services/payments/outcome.server";
import { useT } from "~/utils/i18n-react";
import { formatDate } from "~/lib/money";
import { safeRedirect } from "~/utils/request.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { paymentMessages } from "~/i18n/messages/payment";
import type { KeysOf } from "~/i18n/define";

/**
 * Where Stripe sends the user back: the real state, read again, never the query string alone. Paid
 * with a `back` (the screen the purchase was asked from: a favourite, a print), it goes on there at
 * once with the news in a toast (record 0163); the screen polls this loader while the payment is
 * being confirmed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireUser(request);
  const url = new URL(request.url);
  const result = await paymentResult(viewer, {
    status: url.searchParams.get("status") ?? "",
    sessionId: url.searchParams.get("session_id") ?? undefined,
  });
  const back = safeRedirect(url.searchParams.get("back"), "");
  if (result.outcome === "paid" && back) {
    throw await redirectWithToast(back, { variant: "success", key: "payment.carriedOn", params: { plan: result.plan.title } });
  }
  return json(result, { headers: { "Cache-Control": "private, no-store" } });
}

/** How often the screen asks again while a payment is being confirmed, and for how long before it says so. */
const POLL_EVERY_MS = 2000;
const POLL_FOR_MS = 60_000;

/**
 * While the payment is being confirmed (Stripe has it, its webhook not yet here), the screen asks
 * the server again by itself, every 2 s for a minute; after that it says it is taking longer.
 */
function usePaymentPoll(processing: boolean) {
  const revalidator = useRevalidator();
  const [startedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!processing || timedOut) return;
    const timer = window.setInterval(() => {
      if (Date.now() - startedAt >= POLL_FOR_MS) setTimedOut(true);
      else if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [processing, timedOut, startedAt, revalidator]);
  return { polling: processing && !timedOut, timedOut: processing && timedOut };
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
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { polling, timedOut } = usePaymentPoll(outcome === "processing" && hydrated);
  const date = expireAt ? formatDate(expireAt) : "";
  return (
    <section className="card space-y-5 p-6 text-center sm:p-8" aria-labelledby="payment-title" data-testid="payment" data-outcome={outcome}>
      <span className={`mx-auto grid size-16 place-items-center rounded-full ${tone}`}>
        <Icon aria-hidden className="size-8" />
      </span>
      <h1 id="payment-title" className="text-2xl font-extrabold">
        {t(`payment.title.${outcome}` as KeysOf<typeof paymentMessages>)}
      </h1>
      <p className="text-ink-soft">
        {outcome === "processing" && hydrated
          ? t(timedOut ? "payment.body.slow" : "payment.body.checking")
          : t(`payment.body.${outcome}` as KeysOf<typeof paymentMessages>, { plan: plan.title, date })}
      </p>
      {polling ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm font-semibold text-ink" data-testid="payment-checking">
          <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {t("payment.checking")}
        </p>
      ) : null}
      {timedOut ? (
        <p role="alert" className="rounded-(--radius-control) bg-sun-100 p-3 text-sm font-semibold text-ink" data-testid="payment-slow">
          {t("payment.slow")}
        </p>
      ) : null}
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {outcome === "processing" && !polling ? (
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
          // A payment on its way is looked for on the account; anything else, among the plans.
          <Link to={outcome === "processing" ? "/account" : "/checkout"} className="btn-secondary">
            {t(outcome === "processing" ? "payment.toAccount" : "payment.toCheckout")}
          </Link>
        )}
      </div>
    </section>
  );
}
