import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import Images from "lucide-react/icons/images";
import Palette from "lucide-react/icons/palette";
import CreditCard from "lucide-react/icons/credit-card";
import Users from "lucide-react/icons/users";
import LifeBuoy from "lucide-react/icons/life-buoy";
import { MonthlyCharts } from "~/components/admin/monthly-charts";
import { SupportGrantItem } from "~/components/admin/support-grant-item";
import type { SupportGrant } from "~/lib/support-grants";
import { getCharts, getCounters, type CounterSet } from "~/services/analytics.server";
import { paginateGrants } from "~/services/support-grants.server";
import { formatCompact } from "~/lib/format";
import { useT } from "~/utils/i18n-react";
import { requireAdmin } from "~/utils/session.server";
import { adminMessages } from "~/i18n/messages/admin";
import { supportMessages } from "~/i18n/messages/support";
import type { KeysOf } from "~/i18n/define";

/** The support card's length: the latest few gifts; the whole log is /admin/support. */
const LATEST_GRANTS = 5;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const now = new Date();
  const [counters, charts, grants] = await Promise.all([getCounters(now), getCharts(now), paginateGrants(admin, {}, { limit: LATEST_GRANTS })]);
  return json({ ...counters, charts, grants: grants.data });
}

const counters: { key: keyof CounterSet; label: KeysOf<typeof adminMessages>; icon: LucideIcon; tone: string }[] = [
  { key: "users", label: "admin.counter.users", icon: Users, tone: "bg-brand-100 text-brand-700" },
  { key: "pages", label: "admin.counter.pages", icon: Images, tone: "bg-sun-100 text-ink" },
  { key: "coloreds", label: "admin.counter.coloreds", icon: Palette, tone: "bg-coral-100 text-coral-700" },
  { key: "subscriptions", label: "admin.counter.subscriptions", icon: CreditCard, tone: "bg-mint-100 text-mint-700" },
];

function CounterRow({ title, values }: { title: string; values: CounterSet }) {
  const t = useT(adminMessages);
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-extrabold">{title}</h2>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {counters.map(({ key, label, icon: Icon, tone }) => (
          <li key={key} className="card flex items-center gap-4 p-5">
            <span className={`grid size-12 place-items-center rounded-full ${tone}`}>
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <p className="text-sm font-bold text-ink-muted">{t(label)}</p>
              <p className="text-3xl font-black tabular-nums" data-testid={`counter-${key}`}>
                {formatCompact(values[key])}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Ayuda de soporte": the latest plans and credits the team gave, and the way to the whole log. */
function SupportCard({ grants }: { grants: SupportGrant[] }) {
  const t = useT(supportMessages);
  return (
    <section className="card space-y-4 p-5 sm:p-6" aria-labelledby="support-card-title" data-testid="support-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-full bg-mint-100 text-mint-700">
            <LifeBuoy aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id="support-card-title" className="text-lg font-extrabold">
              {t("support.title")}
            </h2>
            <p className="text-sm text-ink-soft">{t("support.log.subtitle")}</p>
          </div>
        </div>
        <Link to="/admin/support" className="btn-secondary" data-testid="support-log-link">
          {t("support.log.all")}
        </Link>
      </div>
      {grants.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("support.log.empty")}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t("support.log.latest")}>
          {grants.map((grant) => (
            <li key={grant.id} className="py-3 first:pt-0 last:pb-0">
              <SupportGrantItem grant={grant} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dashboard: this week's and all-time counters, the latest support help, then the monthly charts. */
export default function AdminDashboard() {
  const t = useT(adminMessages);
  const { week, total, charts, grants } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t("admin.dashboard.title")}</h1>
      <CounterRow title={t("admin.analytics.thisWeek")} values={week} />
      <CounterRow title={t("admin.analytics.allTime")} values={total} />
      <SupportCard grants={grants} />
      <MonthlyCharts data={charts} />
    </div>
  );
}
