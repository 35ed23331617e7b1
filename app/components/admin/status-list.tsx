import CheckCircle2 from "lucide-react/icons/circle-check";
import CircleDashed from "lucide-react/icons/circle-dashed";
import { useT } from "~/utils/i18n-react";
import { adminMessages } from "~/i18n/messages/admin";
import type { KeysOf } from "~/i18n/define";

export type AppStatusView = { openaiApi: boolean; stripeApi: boolean; stripeWebhook: boolean; plans: boolean };

const ITEMS: { key: keyof AppStatusView; label: KeysOf<typeof adminMessages> }[] = [
  { key: "openaiApi", label: "admin.status.openaiApi" },
  { key: "stripeApi", label: "admin.status.stripeApi" },
  { key: "stripeWebhook", label: "admin.status.stripeWebhook" },
  { key: "plans", label: "admin.status.plans" },
];

/** What is configured: a highlighted icon when it is, a muted one when not, and the words for both. */
export function StatusList({ status }: { status: AppStatusView }) {
  const t = useT(adminMessages);
  return (
    <section className="card space-y-4 p-6" aria-labelledby="status-title">
      <h2 id="status-title" className="text-lg font-extrabold">
        {t("admin.status.title")}
      </h2>
      <ul className="space-y-2">
        {ITEMS.map(({ key, label }) => {
          const configured = status[key];
          const Icon = configured ? CheckCircle2 : CircleDashed;
          return (
            <li
              key={key}
              className="flex items-center gap-3 rounded-(--radius-control) px-2 py-1.5"
              data-testid={`status-${key}`}
              data-configured={configured ? "true" : "false"}
            >
              <span
                className={`grid size-9 shrink-0 place-items-center rounded-full ${configured ? "bg-mint-100 text-mint-700" : "bg-paper text-ink-muted ring-1 ring-line"}`}
              >
                <Icon aria-hidden className="size-5" />
              </span>
              <span className={`flex-1 font-bold ${configured ? "text-ink" : "text-ink-muted"}`}>{t(label)}</span>
              <span className={`text-sm font-semibold ${configured ? "text-mint-700" : "text-ink-muted"}`}>
                {t(configured ? "admin.status.configured" : "admin.status.missing")}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
