import Pipette from "lucide-react/icons/pipette";
import X from "lucide-react/icons/x";
import { colorMessages } from "~/i18n/messages/color";
import { fillMessages } from "~/i18n/messages/fill";
import { useT } from "~/utils/i18n-react";

/**
 * The colour screen's notes line, between its header and the picture (issue #28: nothing lies
 * over the picture): what is loading (or, without JavaScript, why nothing will), the hint of the
 * tool just taken, and the credit notice (until the first stroke, or dismissed). Its height never
 * changes with what it says, so the picture never moves under a finger; a hint takes the line for
 * its few seconds, then the notice is back.
 */
export function EditorNotes({
  ready,
  notice,
  hint,
}: {
  ready: boolean;
  notice: { credits: number; onDismiss: () => void } | null;
  hint: "fill" | "picker" | null;
}) {
  const t = useT(fillMessages, colorMessages);
  return (
    // One line on short screens (a phone held sideways), where every pixel of height is the picture's.
    <div
      className="flex h-10 shrink-0 items-center justify-center text-xs leading-4 md:h-9 md:text-sm md:leading-5 [@media(max-height:500px)]:h-7 [@media(max-height:500px)]:text-xs [@media(max-height:500px)]:leading-4"
      data-testid="editor-notes"
    >
      {!ready ? (
        <p role="status" className="font-bold text-ink-muted">
          <span className="js-only">{t("color.loading")}</span>
          <noscript>
            <style>{".js-only{display:none}"}</style>
            {t("color.noScript")}
          </noscript>
        </p>
      ) : hint ? (
        <p
          className="line-clamp-2 rounded-(--radius-control) bg-ink/85 px-3 py-1 text-center font-semibold text-white md:line-clamp-1 md:px-4 [@media(max-height:500px)]:line-clamp-1 [@media(max-height:500px)]:py-0.5"
          data-testid={`${hint}-hint`}
        >
          {hint === "picker" ? (
            <>
              <Pipette aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />
              {t("color.eyedropperHint")}
            </>
          ) : (
            t("fill.hint")
          )}
        </p>
      ) : notice ? (
        <div
          className="flex size-full items-center gap-2 rounded-(--radius-control) border border-sun-300 bg-sun-100 pl-3 pr-1 font-semibold text-ink"
          role="note"
          data-testid="credit-notice"
        >
          <p className="line-clamp-2 flex-1 md:line-clamp-1 [@media(max-height:500px)]:line-clamp-1">{t("color.credit.notice", { count: notice.credits })}</p>
          <button
            type="button"
            className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-sun-300 md:size-7 [@media(max-height:500px)]:size-6"
            onClick={notice.onDismiss}
            aria-label={t("color.credit.dismiss")}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
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
