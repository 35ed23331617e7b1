import Pipette from "lucide-react/icons/pipette";
import X from "lucide-react/icons/x";
import { colorMessages } from "~/i18n/messages/color";
import { fillMessages } from "~/i18n/messages/fill";
import { useT } from "~/utils/i18n-react";

/**
 * What shows over the canvas: "loading" until the colouring is open; then the credit notice
 * (until the first stroke, or dismissed) and the hint of the tool just taken.
 */
export function CanvasNotes({ ready, notice, credits, onDismiss, hint }: { ready: boolean; notice: boolean; credits: number; onDismiss: () => void; hint: "fill" | "picker" | null }) {
  const t = useT(fillMessages, colorMessages);
  return (
    <>
      {!ready ? <div className="absolute inset-0 grid place-items-center bg-white/70 text-sm font-bold text-ink-muted">{t("color.loading")}</div> : null}
      {notice && ready ? (
        <div className="absolute inset-x-2 top-2 z-10 flex items-start gap-2 rounded-(--radius-control) border border-sun-300 bg-sun-100 p-3 text-sm font-semibold text-ink shadow-(--shadow-card)" role="note" data-testid="credit-notice">
          <p className="flex-1">{t("color.credit.notice", { count: credits })}</p>
          <button type="button" className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-sun-300" onClick={onDismiss} aria-label={t("color.credit.dismiss")}>
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
      {hint ? (
        <p className="pointer-events-none absolute inset-x-2 top-2 z-10 mx-auto w-fit max-w-[calc(100%-1rem)] rounded-full bg-ink/85 px-4 py-2 text-center text-sm font-semibold text-white" data-testid={`${hint}-hint`}>
          {hint === "picker" ? (
            <>
              <Pipette aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />
              {t("color.eyedropperHint")}
            </>
          ) : (
            t("fill.hint")
          )}
        </p>
      ) : null}
    </>
  );
}

/** Instead of the screen: another tab took this colouring over (`lost`), or it could not be opened. Both offer a reload. */
export function EditorStopped({ title, lost }: { title: string; lost: boolean }) {
  const t = useT(colorMessages);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center" data-testid={lost ? "editor-lost" : "editor-failed"}>
      <h1 className="text-xl font-extrabold">{title}</h1>
      <p role="alert" className="text-ink-soft">
        {t(lost ? "color.otherTab" : "color.restoreFailed")}
      </p>
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        {t(lost ? "color.continueHere" : "color.retry")}
      </button>
    </div>
  );
}
