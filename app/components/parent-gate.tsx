import * as Dialog from "@radix-ui/react-dialog";
import { useSubmit } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { parentGateMessages } from "~/i18n/messages/parent-gate";
import { gatePassed, isRightAnswer, newQuestion, questionInWords, rememberGatePassed, type GateQuestion } from "~/lib/parent-gate";
import { useLocale, useT } from "~/utils/i18n-react";

/** Runs `proceed` at once when the gate is off or passed in the last minutes, else after the right answer. */
type Ask = (proceed: () => void) => void;

const GateContext = createContext<Ask>((proceed) => proceed());

/** The parent's gate before a payment, a cancel, deleting the account, sharing, or a link that leaves the app. */
export const useParentGate = () => useContext(GateContext);

/** A form's onSubmit that sends the form once the parent's gate is passed (before a payment, before the account goes). */
export function useGatedSubmit() {
  const gate = useParentGate();
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    gate(() => submit(form));
  };
}

/** A link to another site: it leaves the app (and, in a shell, opens the system's browser). */
function leavingLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  return (url.protocol === "http:" || url.protocol === "https:") && url.origin !== window.location.origin ? link : null;
}

/**
 * Holds the gate for the whole (hydrated) app: screens ask through `useParentGate`, and every link
 * to another site is stopped here, in one place, and followed once answered. `on` is the account's
 * setting (visitors: on).
 */
export function ParentGateProvider({ on, children }: { on: boolean; children: ReactNode }) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback<Ask>(
    (proceed) => {
      if (!on || gatePassed()) return proceed();
      setPending(() => proceed);
    },
    [on],
  );

  useEffect(() => {
    if (!on) return;
    const onClick = (event: MouseEvent) => {
      const link = leavingLink(event.target);
      if (!link || event.defaultPrevented || gatePassed()) return;
      event.preventDefault();
      const target = link.target || "_self";
      setPending(() => () => {
        if (target === "_self") window.location.assign(link.href);
        else window.open(link.href, target, "noopener");
      });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [on]);

  return (
    <GateContext.Provider value={ask}>
      {children}
      {pending ? (
        <GateDialog
          onPass={() => {
            rememberGatePassed();
            setPending(null);
            pending();
          }}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </GateContext.Provider>
  );
}

function GateDialog({ onPass, onCancel }: { onPass: () => void; onCancel: () => void }) {
  const t = useT(parentGateMessages);
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Made on the client only: a new question each time the dialog opens.
  const [question, setQuestion] = useState<GateQuestion>(() => newQuestion());
  const [wrong, setWrong] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="parent-gate"
          className="fixed left-1/2 top-1/2 z-[60] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-toast-in rounded-(--radius-card) bg-surface p-6 shadow-(--shadow-pop)"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-extrabold text-ink">{t("gate.title")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink" data-testid="parent-gate-question">
            {t("gate.question", { question: questionInWords(question, locale) })}
          </Dialog.Description>
          <form
            className="mt-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (isRightAnswer(question, input.current?.value ?? "")) return onPass();
              setWrong(true);
              setQuestion(newQuestion());
              if (input.current) input.current.value = "";
              input.current?.focus();
            }}
          >
            <label htmlFor={`${id}-answer`} className="label">
              {t("gate.answer")}
            </label>
            <input
              ref={input}
              id={`${id}-answer`}
              name="answer"
              className="input"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={3}
              autoComplete="off"
              required
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${id}-wrong` : undefined}
              data-testid="parent-gate-answer"
            />
            {wrong ? (
              <p id={`${id}-wrong`} role="alert" className="mt-2 text-sm font-semibold text-coral-700">
                {t("gate.wrong")}
              </p>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-secondary">
                  {t("gate.cancel")}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn-primary" data-testid="parent-gate-continue">
                {t("gate.continue")}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
