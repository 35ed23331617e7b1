import { Link } from "@remix-run/react";
import Gift from "lucide-react/icons/gift";
import Coins from "lucide-react/icons/coins";
import { supportMessages } from "~/i18n/messages/support";
import { formatDate } from "~/lib/money";
import type { SupportGrant } from "~/lib/support-grants";
import { useLocale, useT } from "~/utils/i18n-react";

/** What was given, in words: "Inicial durante 3 meses" or "+20 páginas públicas · +5 creaciones". */
export function useGrantWhat() {
  const t = useT(supportMessages);
  return (grant: SupportGrant) =>
    grant.kind === "plan"
      ? t("support.log.plan", { plan: grant.plan?.title ?? "", months: grant.months ?? 0 })
      : [
          grant.publicPage ? t("support.log.publicPage", { count: grant.publicPage }) : null,
          grant.pageCreation ? t("support.log.pageCreation", { count: grant.pageCreation }) : null,
        ]
          .filter(Boolean)
          .join(" · ");
}

/**
 * One gift of the support log: what, for whom (a link to their account, unless `showUser` is off
 * on their own screen; "Cuenta eliminada" once their account is gone, record 0155), until when, by
 * whom and when, and why.
 */
export function SupportGrantItem({ grant, showUser = true }: { grant: SupportGrant; showUser?: boolean }) {
  const t = useT(supportMessages);
  const locale = useLocale();
  const what = useGrantWhat();
  const Icon = grant.kind === "plan" ? Gift : Coins;
  return (
    <article className="flex gap-3" data-testid="support-grant" data-grant-id={grant.id} data-kind={grant.kind}>
      <span
        className={`mt-0.5 grid size-9 shrink-0 place-items-center rounded-full ${grant.kind === "plan" ? "bg-brand-100 text-brand-700" : "bg-sun-100 text-ink"}`}
      >
        <Icon aria-hidden className="size-5" />
        <span className="sr-only">{t(grant.kind === "plan" ? "support.log.kind.plan" : "support.log.kind.credits")}</span>
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-extrabold" data-testid="support-grant-what">
          {what(grant)} <span className="font-semibold text-ink-muted">· {t("support.log.until", { date: formatDate(grant.until, locale) })}</span>
        </p>
        {showUser ? (
          <p className="truncate text-sm">
            <span className="font-bold text-ink-muted">{t("support.log.for")}: </span>
            {grant.user ? (
              <>
                <Link
                  to={`/admin/users/${grant.user.id}/edit`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  data-testid="support-grant-user"
                >
                  {grant.user.name}
                </Link>{" "}
                <span className="text-ink-muted">({grant.user.email})</span>
              </>
            ) : (
              <span className="font-semibold text-ink-muted" data-testid="support-grant-user" data-deleted="">
                {t("support.log.deletedAccount")}
              </span>
            )}
          </p>
        ) : null}
        <p className="text-sm break-words" data-testid="support-grant-reason">
          <span className="font-bold text-ink-muted">{t("support.log.why")}: </span>
          {grant.reason}
        </p>
        <p className="text-xs text-ink-muted" data-testid="support-grant-by">
          {t("support.log.by", { admin: grant.admin.name })} · <time dateTime={grant.createdAt}>{formatDate(grant.createdAt, locale)}</time>
        </p>
      </div>
    </article>
  );
}
