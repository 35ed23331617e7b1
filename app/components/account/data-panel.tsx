import { Form, Link, useNavigation, useRevalidator } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import FileArchive from "lucide-react/icons/file-archive";
import Trash2 from "lucide-react/icons/trash-2";
import { useEffect } from "react";
import { SubmitButton } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-fields";
import { accountMessages } from "~/i18n/messages/account";
import { useT } from "~/utils/i18n-react";
import { ProgressBar } from "~/components/ui/progress-bar";

export type ExportState = {
  id: string;
  status: "queued" | "running" | "done" | "failed";
  progress: { done: number; total: number };
  error: string | null;
} | null;

/**
 * "Tus datos": a copy of everything of theirs to download (made in the background,
 * its progress shown and followed while it is made), and the way to delete the account.
 */
export function DataPanel({ latest, refused }: { latest: ExportState; refused: string | null }) {
  const t = useT(accountMessages);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const making = latest?.status === "queued" || latest?.status === "running";
  // While the copy is made, the screen asks again every two seconds (without JavaScript, a reload shows it).
  useEffect(() => {
    if (!making) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [making, revalidator]);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "export";
  const share = latest && latest.progress.total > 0 ? Math.round((latest.progress.done / latest.progress.total) * 100) : 0;
  return (
    <section id="data" className="card space-y-4 p-6" aria-labelledby="data-title" data-testid="data-panel">
      <h2 id="data-title" className="flex items-center gap-2 text-lg font-extrabold">
        <FileArchive aria-hidden className="size-5 text-brand-600" />
        {t("account.data.title")}
      </h2>
      <p className="text-sm text-ink-soft">{t("account.data.intro")}</p>
      {refused ? <FormAlert>{refused}</FormAlert> : null}
      <div aria-live="polite" data-testid="export-status">
        {making ? (
          <div>
            <p className="text-sm font-bold">
              {latest.status === "queued" || latest.progress.total === 0
                ? t("account.export.queued")
                : t("account.export.running", { done: latest.progress.done, total: latest.progress.total })}
            </p>
            <ProgressBar
              label={t("account.export.queued")}
              value={share}
              shown={Math.max(share, 3)}
              className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-line"
              fillClassName="h-full rounded-full bg-brand-600 transition-[width]"
            />
          </div>
        ) : latest?.status === "done" ? (
          <p className="text-sm font-bold text-mint-700">{t("account.export.ready")}</p>
        ) : latest?.status === "failed" ? (
          <p role="alert" className="text-sm font-bold text-coral-700">
            {latest.error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {latest?.status === "done" ? (
          <a href={`/account/export/${latest.id}`} className="btn-primary" download data-testid="export-download">
            <Download aria-hidden className="size-4" />
            {t("account.export.download")}
          </a>
        ) : null}
        {!making ? (
          <Form method="post">
            <input type="hidden" name="intent" value="export" />
            <SubmitButton busy={busy} className={latest?.status === "done" ? "btn-secondary" : "btn-primary"}>
              {t(latest ? "account.export.again" : "account.export.start")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      <div className="border-t border-line pt-4">
        <Link to="/account/delete" className="btn-secondary text-coral-700" data-testid="delete-account-link">
          <Trash2 aria-hidden className="size-4" />
          {t("account.delete.start")}
        </Link>
      </div>
    </section>
  );
}
