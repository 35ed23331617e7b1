import { printMessages } from "~/i18n/messages/print";
import { useState, type RefObject } from "react";
import { useToast } from "~/components/toast";
import { colorMessages } from "~/i18n/messages/color";
import type { PaidFeature } from "~/lib/paid-features";
import type { Card } from "~/lib/pages";
import type { Platform } from "~/lib/platforms";
import { useT } from "~/utils/i18n-react";
import type { ColoringDoc } from "./coloring-doc";

export type PrintDownloadOptions = {
  page: Card;
  /** Print, download and the PDF are paid features (docs/product.md §5). */
  paid: boolean;
  /** Offers a paid feature to the free plan, over the screen (usePaidFeatures). */
  askPaid: (feature: PaidFeature) => void;
  platform: Platform;
  docRef: RefObject<ColoringDoc>;
  /** Whether this screen's first edit claimed the page already. */
  claimedRef: RefObject<boolean>;
  celebrate: () => void;
};

/**
 * Print, download and the print-ready PDF (docs/product.md §5): paid plans only (the free plan is offered
 * the plan in a dialog over the picture, which stays as it is), made from the server's
 * composite, so the colouring is saved first.
 */
export function usePrintDownload({ page, paid, askPaid, platform, docRef, claimedRef, celebrate }: PrintDownloadOptions) {
  const t = useT(colorMessages, printMessages);
  const toast = useToast();
  const [pdfOpen, setPdfOpen] = useState(false);

  /** Print and download use the server's composite: everything must be there first. */
  const ensureSaved = async () => {
    const doc = docRef.current;
    if (!doc) return false;
    if (!doc.hasChanges() && (page.isColored || claimedRef.current)) return true;
    await doc.save();
    if (!doc.hasChanges() && docRef.current === doc) return true;
    toast({ variant: "danger", message: t("color.needsConnection") });
    return false;
  };

  const download = async () => {
    if (!paid) return askPaid("download");
    if (!(await ensureSaved())) return;
    const link = document.createElement("a");
    // The device's own date names the file (the server only knows UTC).
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    link.href = `/pages/${page.id}/download?date=${day}`;
    link.rel = "noopener";
    document.body.appendChild(link);
    link.click();
    link.remove();
    if (platform === "ios") toast({ variant: "success", message: t("color.savedToFiles") });
    else if (platform !== "web") toast({ variant: "success", message: t("color.savedToDocuments") });
    celebrate();
  };

  const print = async () => {
    if (!paid) return askPaid("print");
    if (!(await ensureSaved())) return;
    const frame = document.createElement("iframe");
    frame.title = t("color.print");
    frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;";
    frame.src = `/pages/${page.id}/print`;
    document.body.appendChild(frame);
    setTimeout(() => frame.remove(), 60_000);
    celebrate();
  };

  /** The print-ready PDF: paid plans only, from the saved colouring (or the blank page). */
  const openPdf = async () => {
    if (!paid) return askPaid("pdf");
    if (!(await ensureSaved())) return;
    setPdfOpen(true);
  };

  return { print, download, openPdf, pdfOpen, setPdfOpen };
}
