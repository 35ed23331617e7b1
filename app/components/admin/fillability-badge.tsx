import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleDashed from "lucide-react/icons/circle-dashed";
import type { Fillability } from "~/lib/pages";
import { useT } from "~/utils/i18n-react";
import { regionsMessages } from "~/i18n/messages/regions";
import type { KeysOf } from "~/i18n/define";

const percent = new Intl.NumberFormat("es", { style: "percent", maximumFractionDigits: 1 });

/**
 * The fillability check of a page for admins: "Rellenable" or "Difícil de
 * rellenar" with the reasons, and the scores behind it; "Sin mapa de zonas" until computed.
 */
export function FillabilityBadge({ fillability, regionCount }: { fillability: Fillability | null | undefined; regionCount: number }) {
  const t = useT(regionsMessages);
  if (!fillability) {
    return (
      <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-ink-muted" data-testid="fillability">
        <CircleDashed aria-hidden className="size-3.5" />
        {t("regions.admin.pending")}
      </p>
    );
  }
  const { passed, problems } = fillability;
  const scores: [KeysOf<typeof regionsMessages>, string][] = [
    ["regions.admin.regions", String(regionCount)],
    ["regions.admin.usable", String(fillability.usableRegions)],
    ["regions.admin.ink", percent.format(fillability.inkShare)],
    ["regions.admin.tiny", percent.format(fillability.tinyRegionShare)],
    ["regions.admin.blobs", percent.format(fillability.blobShare)],
  ];
  return (
    <section
      aria-label={t("regions.admin.title")}
      className="rounded-(--radius-control) border border-line bg-paper px-3 py-2 text-xs"
      data-testid="fillability"
      data-passed={passed}
    >
      <p className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-black ${passed ? "bg-mint-100 text-mint-700" : "bg-sun-100 text-ink"}`}>
        {passed ? <CircleCheck aria-hidden className="size-3.5" /> : <CircleAlert aria-hidden className="size-3.5 text-coral-700" />}
        {t(passed ? "regions.admin.fillable" : "regions.admin.notFillable")}
      </p>
      {problems.length ? (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-4 text-ink-soft">
          {problems.map((key) => (
            <li key={key}>{t(key as KeysOf<typeof regionsMessages>)}</li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-ink-muted">
        {scores.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt>{t(label)}</dt>
            <dd className="font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
