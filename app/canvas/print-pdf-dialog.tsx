import { useEffect, useId, useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { defaultPaper, PAPER_NAMES, type Paper } from "~/lib/paper";
import { useT } from "~/utils/i18n-react";
import { printMessages } from "~/i18n/messages/print";
import { recall, remember } from "./device-choices";

/**
 * "PDF para imprimir" (issue #17): the paper (A4 or Letter, first chosen from the device's
 * language and remembered on it) and whether the title goes at the foot; the download is
 * the server's /pages/{id}/pdf.
 */
const REMEMBERED = "colorea-print-paper";

export function PrintPdfDialog({
  pageId,
  open,
  onOpenChange,
  onDownloaded,
}: {
  pageId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDownloaded: () => void;
}) {
  const t = useT(printMessages);
  const id = useId();
  const [paper, setPaper] = useState<Paper>("a4");
  const [footer, setFooter] = useState(true);
  useEffect(() => {
    if (!open) return;
    const kept = recall(REMEMBERED);
    setPaper(kept === "a4" || kept === "letter" ? kept : defaultPaper(navigator.language));
  }, [open]);

  const download = () => {
    remember(REMEMBERED, paper);
    const link = document.createElement("a");
    link.href = `/pages/${pageId}/pdf?${new URLSearchParams({ paper, footer: footer ? "1" : "0" })}`;
    link.rel = "noopener";
    document.body.appendChild(link);
    link.click();
    link.remove();
    onOpenChange(false);
    onDownloaded();
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("print.dialog.title")}
      description={t("print.dialog.description")}
      confirmLabel={t("print.download")}
      cancelLabel={t("print.cancel")}
      onConfirm={download}
      tone="primary"
      testId="pdf-dialog"
    >
      <fieldset className="mt-4">
        <legend className="text-sm font-bold text-ink">{t("print.paper")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PAPER_NAMES.map((name) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-2 rounded-(--radius-control) border border-line px-3 py-2 text-sm has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-paper`}
                value={name}
                checked={paper === name}
                onChange={() => setPaper(name)}
                className="size-4 accent-brand-600"
              />
              {t(`print.paper.${name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-4 flex cursor-pointer items-center gap-2 text-sm text-ink">
        <input type="checkbox" checked={footer} onChange={(event) => setFooter(event.target.checked)} className="size-4 accent-brand-600" />
        {t("print.footer")}
      </label>
    </ConfirmDialog>
  );
}
