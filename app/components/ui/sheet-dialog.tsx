import * as Dialog from "@radix-ui/react-dialog";
import type { LucideIcon } from "lucide-react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

const SHEET = {
  lg: "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-(--radius-card) bg-surface p-5 shadow-(--shadow-pop)",
  xl: "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-(--radius-card) bg-surface p-5 shadow-(--shadow-pop)",
};

/**
 * A dialog that holds a task of its own (the replay, sharing a colouring): a sheet in the middle
 * of the screen, scrolling when taller than it, titled with its icon; its description shown, or
 * there for screen readers only.
 */
export function SheetDialog({
  open,
  onOpenChange,
  icon: Icon,
  title,
  description,
  describeAloud = false,
  size,
  children,
  ...content
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  /** The description for screen readers only (what the sheet shows says it already). */
  describeAloud?: boolean;
  size: keyof typeof SHEET;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, "className" | "children" | "title">) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content {...content} className={SHEET[size]}>
          <Dialog.Title className="flex items-center gap-2 text-lg font-extrabold text-ink">
            <Icon aria-hidden className="size-5 text-brand-600" />
            {title}
          </Dialog.Title>
          <Dialog.Description className={describeAloud ? "sr-only" : "text-sm text-ink-soft"}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
