import { lazy, Suspense } from "react";
import { useT } from "~/utils/i18n-react";
import { useHydrated } from "~/utils/use-hydrated";
import { adminMessages } from "~/i18n/messages/admin";
import type { KeysOf } from "~/i18n/define";

const LineChart = lazy(() => import("./line-chart.client"));

export type ChartName = "users" | "pages" | "coloreds" | "subscriptions";
/** The GET /analytics/charts payload: per series, one entry per month with its count. */
export type ChartsData = {
  users: { name: string; users: number }[];
  pages: { name: string; pages: number }[];
  coloreds: { name: string; coloreds: number }[];
  subscriptions: { name: string; subscriptions: number }[];
};

// Brand colours of the theme (app/tailwind.css), dark enough to read on white.
const CHARTS: { name: ChartName; label: KeysOf<typeof adminMessages>; color: string }[] = [
  { name: "users", label: "admin.counter.users", color: "#7c3aed" },
  { name: "pages", label: "admin.counter.pages", color: "#f59e0b" },
  { name: "coloreds", label: "admin.counter.coloreds", color: "#e11d48" },
  { name: "subscriptions", label: "admin.counter.subscriptions", color: "#10b981" },
];

const pointsOf = (data: ChartsData, name: ChartName) =>
  (data[name] as ({ name: string } & Record<ChartName, number>)[]).map((entry) => ({ x: entry.name, y: entry[name] }));

/** Same size as the chart (≥ 240×135, 16:9): what the server and the first paint show. */
function ChartSkeleton({ label }: { label: string }) {
  return (
    <div
      aria-hidden
      className="flex size-full animate-pulse items-end gap-1.5 rounded-(--radius-control) bg-brand-50 p-3"
      data-testid="chart-skeleton"
      title={label}
    >
      {[40, 55, 35, 60, 70, 50, 80, 65, 75, 85, 60, 90].map((height, i) => (
        <span key={i} className="flex-1 rounded-t bg-brand-100" style={{ height: `${height}%` }} />
      ))}
    </div>
  );
}

/**
 * 'Monthly performance': four nivo line charts, drawn once JavaScript runs. Each figure
 * keeps its numbers in a table (collapsed under a <details>), which is also what readers
 * without JavaScript or without sight get.
 */
export function MonthlyCharts({ data }: { data: ChartsData }) {
  const t = useT(adminMessages);
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="monthly-title" className="space-y-3">
      <h2 id="monthly-title" className="text-lg font-extrabold">
        {t("admin.analytics.monthlyPerformance")}
      </h2>
      {/* Four in a row only where four fit whole beside the side menu (≥ 1440 px); two by two below
          (a laptop's 1366 px clipped the fourth), one a row on phones. */}
      <div>
        <ul className="grid gap-4 md:grid-cols-2 min-[90rem]:grid-cols-4 min-[90rem]:gap-3">
          {CHARTS.map(({ name, label, color }) => {
            const title = t(label);
            const points = pointsOf(data, name);
            return (
              <li key={name} className="card min-w-0 space-y-2 p-3" data-testid={`chart-${name}`}>
                <figure className="space-y-2" aria-labelledby={`chart-${name}-title`}>
                  <figcaption id={`chart-${name}-title`} className="flex items-center gap-2 text-sm font-bold text-ink-soft">
                    <span aria-hidden className="size-2.5 rounded-full" style={{ background: color }} />
                    {title}
                  </figcaption>
                  <div className="aspect-video min-h-[135px] w-full min-w-60" data-testid="chart-canvas">
                    {hydrated ? (
                      <Suspense fallback={<ChartSkeleton label={title} />}>
                        <LineChart id={name} label={t("admin.charts.label", { name: title })} color={color} points={points} />
                      </Suspense>
                    ) : (
                      <ChartSkeleton label={title} />
                    )}
                  </div>
                  <details className="text-sm">
                    <summary className="cursor-pointer rounded-(--radius-control) font-semibold text-brand-700">{t("admin.charts.showNumbers")}</summary>
                    <table className="mt-2 w-full text-left tabular-nums" data-testid={`chart-table-${name}`}>
                      <caption className="sr-only">{t("admin.charts.caption", { name: title })}</caption>
                      <thead>
                        <tr className="text-ink-muted">
                          <th scope="col" className="py-1 font-bold">
                            {t("admin.charts.month")}
                          </th>
                          <th scope="col" className="py-1 text-right font-bold">
                            {title}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {points.map((point) => (
                          <tr key={point.x} className="border-t border-line">
                            <th scope="row" className="py-1 font-semibold">
                              {point.x}
                            </th>
                            <td className="py-1 text-right">{point.y}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
