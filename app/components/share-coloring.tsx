import * as Dialog from "@radix-ui/react-dialog";
import { SheetDialog } from "~/components/ui/sheet-dialog";
import { useParams } from "@remix-run/react";
import Copy from "lucide-react/icons/copy";
import Link2Off from "lucide-react/icons/link-2-off";
import Loader2 from "lucide-react/icons/loader-2";
import Share2 from "lucide-react/icons/share-2";
import { useEffect, useRef, useState } from "react";
import { recordedVideo } from "~/canvas/timelapse-player";
import { ToolButton } from "~/canvas/editor-ui";
import { useParentGate } from "~/components/parent-gate";
import { useToast } from "~/components/toast";
import { shareMessages } from "~/i18n/messages/share";
import { fileSlug } from "~/lib/page-title";
import { useRootData } from "~/root";
import { useT } from "~/utils/i18n-react";

/** A share link as /pages/{id}/share answers it (services/shares.server.ts ShareLink). */
type ShareLink = { token: string; url: string; picture: string; card: string };
type Answer = { share: ShareLink | null } | { error: { message: string; code: string } };

type State =
  { kind: "closed" } | { kind: "preparing" } | { kind: "ready"; share: ShareLink; files: File[]; video: File | null } | { kind: "failed"; message: string };

async function ask(url: string, method: "POST" | "DELETE"): Promise<Answer> {
  const response = await fetch(url, { method, headers: { Accept: "application/json" }, credentials: "same-origin" });
  return (await response.json()) as Answer;
}

/** Whether this browser hands files to the system's share sheet (Web Share level 2). */
const canShareFiles = (files: File[]) => typeof navigator !== "undefined" && typeof navigator.share === "function" && navigator.canShare?.({ files }) === true;

/**
 * "Compartir" on the colour screen, for a saved colouring. Pressing it shares: the link is made
 * (or the one it has is answered) and the dialog holds the picture as saved, and the time-lapse
 * video when one was recorded in this visit. Where the browser takes files, its "Compartir" opens
 * the system's share sheet with them; elsewhere the link is copied at once (and "Copiar enlace"
 * copies it again). "Dejar de compartir" turns the link off.
 */
export function ShareColoring({ title, disabled }: { title: string; disabled: boolean }) {
  const t = useT(shareMessages);
  const toast = useToast();
  const pageId = Number(useParams().id);
  const appName = useRootData()?.settings.app_name ?? "";
  const [state, setState] = useState<State>({ kind: "closed" });
  const [withVideo, setWithVideo] = useState(true);
  const [stopping, setStopping] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const endpoint = `/pages/${pageId}/share`;
  const gate = useParentGate();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: "success", message: t("share.copied") });
    } catch {
      toast({ variant: "danger", message: t("share.copyFailed") });
      linkRef.current?.select();
    }
  };

  const open = async () => {
    setState({ kind: "preparing" });
    try {
      const answer = await ask(endpoint, "POST");
      if ("error" in answer) return setState({ kind: "failed", message: answer.error.message });
      if (!answer.share) return setState({ kind: "failed", message: t("share.failed") });
      const share = answer.share;
      // Read through the link itself (same origin, whatever store keeps it): what others will see.
      const picture = await fetch(new URL(share.picture).pathname, { credentials: "same-origin" });
      if (!picture.ok) throw new Error(`the shared picture could not be read (HTTP ${picture.status})`);
      const files = [new File([await picture.blob()], `${fileSlug(title, pageId)}.png`, { type: "image/png" })];
      const video = recordedVideo(pageId);
      setState({ kind: "ready", share, files, video: video && canShareFiles([...files, video]) ? video : null });
      if (!canShareFiles(files)) await copy(share.url);
    } catch (error) {
      console.error("the colouring could not be shared", error);
      setState({ kind: "failed", message: t("share.failed") });
    }
  };

  const shareSheet = async (ready: Extract<State, { kind: "ready" }>) => {
    const files = ready.video && withVideo ? [...ready.files, ready.video] : ready.files;
    try {
      await navigator.share({ files, title, text: t("share.text", { app: appName }), url: ready.share.url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.error("the share sheet failed", error);
      toast({ variant: "danger", message: t("share.failed") });
    }
  };

  const stop = async () => {
    setStopping(true);
    try {
      const answer = await ask(endpoint, "DELETE");
      if ("error" in answer) return toast({ variant: "danger", message: answer.error.message });
      setState({ kind: "closed" });
      toast({ variant: "success", message: t("share.stopped") });
    } catch {
      toast({ variant: "danger", message: t("share.failed") });
    } finally {
      setStopping(false);
    }
  };

  // The picture's preview, shown while the dialog is open.
  const [preview, setPreview] = useState<string | null>(null);
  const previewFile = state.kind === "ready" ? state.files[0] : null;
  useEffect(() => {
    if (!previewFile) return setPreview(null);
    const url = URL.createObjectURL(previewFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [previewFile]);

  const sheet = state.kind === "ready" && canShareFiles(state.files);
  return (
    <>
      <ToolButton
        icon={Share2}
        label={disabled ? t("share.dialog.unsaved") : t("share.button")}
        // The parent's question before a picture leaves the app (record 0171).
        onClick={() => gate(() => void open())}
        disabled={disabled}
        testId="share"
      />
      <SheetDialog
        open={state.kind !== "closed"}
        onOpenChange={(next) => (next || stopping ? undefined : setState({ kind: "closed" }))}
        icon={Share2}
        title={t("share.dialog.title")}
        description={t("share.dialog.description")}
        size="lg"
        data-testid="share-dialog"
        data-state-kind={state.kind}
      >
        {state.kind === "preparing" ? (
          <p className="flex items-center justify-center gap-2 py-8 font-bold text-ink-soft" role="status">
            <Loader2 aria-hidden className="size-5 animate-spin" />
            {t("share.dialog.preparing")}
          </p>
        ) : null}
        {state.kind === "failed" ? (
          <p className="rounded-(--radius-control) bg-coral-100 p-3 font-bold text-coral-700" role="alert" data-testid="share-error">
            {state.message}
          </p>
        ) : null}
        {state.kind === "ready" ? (
          <>
            {preview ? (
              <img
                src={preview}
                alt={t("share.dialog.picture")}
                className="mx-auto aspect-square w-40 rounded-(--radius-control) border border-line bg-white object-contain sm:w-48"
              />
            ) : null}
            <label className="flex flex-col gap-1 text-sm font-bold text-ink">
              {t("share.dialog.link")}
              <input
                ref={linkRef}
                readOnly
                value={state.share.url}
                onFocus={(event) => event.currentTarget.select()}
                className="input font-normal"
                data-testid="share-link"
              />
            </label>
            {state.video ? (
              <label className="flex items-center gap-2 text-sm font-bold text-ink">
                <input type="checkbox" checked={withVideo} onChange={(event) => setWithVideo(event.currentTarget.checked)} className="size-4" />
                {t("share.dialog.video")}
              </label>
            ) : null}
          </>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {state.kind === "ready" ? (
            <button type="button" className="btn-ghost sm:mr-auto" onClick={() => void stop()} disabled={stopping} data-testid="share-stop">
              <Link2Off aria-hidden className="size-4" />
              {t("share.dialog.stop")}
            </button>
          ) : null}
          <Dialog.Close asChild>
            <button type="button" className="btn-secondary sm:ml-auto" disabled={stopping}>
              {t("share.dialog.close")}
            </button>
          </Dialog.Close>
          {state.kind === "ready" ? (
            <button type="button" className={sheet ? "btn-secondary" : "btn-primary"} onClick={() => void copy(state.share.url)} data-testid="share-copy">
              <Copy aria-hidden className="size-4" />
              {t("share.dialog.copy")}
            </button>
          ) : null}
          {state.kind === "ready" && sheet ? (
            <button type="button" className="btn-primary" onClick={() => void shareSheet(state)} data-testid="share-sheet">
              <Share2 aria-hidden className="size-4" />
              {t("share.dialog.share")}
            </button>
          ) : null}
        </div>
      </SheetDialog>
    </>
  );
}
