import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/**
 * A modal question with two answers (Radix Dialog: focus kept inside, Escape and the
 * cancel button close it, focus goes back to what opened it). The cancel button has the
 * focus first, so a quick Enter never does the destructive thing. Confirming only calls
 * `onConfirm`, which closes the dialog as it sees fit.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = "danger",
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  tone?: "danger" | "primary";
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          data-testid={testId}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-toast-in rounded-(--radius-card) bg-surface p-6 shadow-(--shadow-pop)"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>("[data-cancel]")?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-extrabold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">{description}</Dialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className="btn-secondary" data-cancel>
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button type="button" className={tone === "danger" ? "btn-danger" : "btn-primary"} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
