import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { fillMessages } from "~/i18n/messages/fill";
import { colorMessages } from "~/i18n/messages/color";
import { isGradient, STYLE_KINDS, type StyleKind } from "~/lib/fill-style";
import { useT } from "~/utils/i18n-react";
import { PALETTE } from "./editor-state";
import { recall, remember } from "./device-choices";
import { FILL_CHOICE_KEY, lighterTint, pack, painterOf, parseColor, readFillChoice, styleOfChoice, type FillChoice } from "./fill-styles";

/**
 * The bucket's style: what the person chose last on this device (flat the first time), kept as
 * they choose. The colour screen renders only in the browser (editor.client.tsx): read at once.
 */
export function useFillStyle() {
  const [choice, setChoice] = useState<FillChoice>(() => readFillChoice(recall(FILL_CHOICE_KEY)));
  const ref = useRef(choice);
  ref.current = choice;
  const choose = useCallback((next: FillChoice) => {
    setChoice(next);
    remember(FILL_CHOICE_KEY, JSON.stringify(next));
  }, []);
  return { choice, setChoice: choose, ref };
}

const PREVIEW = 40;

/**
 * Each style in `color` as a small picture, drawn by the very painters the bucket uses (page
 * pixels 1:1). Made after the first render: the server's page has the button without them. Only
 * the chosen style's until the panel opens: the button shows no other, and drawing every texture
 * on each colour picked was a long task on a phone as the screen opened.
 */
function usePreviews(color: string, to: string | null, only: StyleKind | null) {
  const [previews, setPreviews] = useState<Map<StyleKind, string>>(() => new Map());
  useEffect(() => setPreviews(drawPreviews(color, to, only ? [only] : STYLE_KINDS)), [color, to, only]);
  return previews;
}

function drawPreviews(color: string, to: string | null, kinds: readonly StyleKind[]) {
  const rgb = parseColor(color) ?? [0, 0, 0];
  const canvas = Object.assign(document.createElement("canvas"), { width: PREVIEW, height: PREVIEW });
  const context = canvas.getContext("2d");
  const box = { left: 0, top: 0, width: PREVIEW, height: PREVIEW };
  const previews = new Map<StyleKind, string>();
  if (!context) return previews;
  for (const kind of kinds) {
    // A linear preview runs corner to corner; a round one from the middle out.
    const press = kind === "linear" ? { x: 0, y: 0 } : { x: PREVIEW / 2, y: PREVIEW / 2 };
    const release = kind === "linear" ? { x: PREVIEW, y: PREVIEW } : kind === "radial" ? { x: PREVIEW, y: PREVIEW / 2 } : null;
    const style = styleOfChoice({ kind, to }, color, box, press, release);
    const flat = pack(rgb);
    const paint = (style && painterOf(rgb, style)) ?? (() => flat);
    const image = context.createImageData(PREVIEW, PREVIEW);
    const words = new Uint32Array(image.data.buffer);
    for (let y = 0; y < PREVIEW; y++) for (let x = 0; x < PREVIEW; x++) words[y * PREVIEW + x] = paint(x, y);
    context.putImageData(image, 0, 0);
    previews.set(kind, canvas.toDataURL());
  }
  return previews;
}

/**
 * A style's picture as a background: the preview once drawn, the plain colour until then (the
 * server's page and the first render have none; `url(undefined)` was fetched from the server).
 */
function previewLook(preview: string | undefined, color: string) {
  return preview ? { backgroundImage: `url(${preview})` } : { backgroundColor: color };
}

const optionLook =
  "block size-10 rounded-full bg-cover ring-1 ring-line ring-inset transition peer-checked:ring-4 peer-checked:ring-brand-500 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500";

/**
 * "Estilo" (issue #30): one round button in the palette showing the bucket's style in the current
 * colour; it opens a small panel over the screen (closed again by a choice, Escape or a tap
 * elsewhere) with the styles and, for gradients, their second colour. Choosing takes the bucket.
 */
export function FillStyleControl({
  choice,
  color,
  onChoice,
  disabled = false,
}: {
  choice: FillChoice;
  color: string;
  onChoice: (choice: FillChoice) => void;
  /** Until the page's regions are ready (the bucket's state): in its place, not yet usable. */
  disabled?: boolean;
}) {
  const t = useT(fillMessages, colorMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ left: number; top?: number; bottom?: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const previews = usePreviews(color, choice.to, open ? null : choice.kind);
  const name = t(`fill.style.${choice.kind}`);

  // Beside the button, towards the middle of the screen, never off its sides.
  useLayoutEffect(() => {
    if (!open) return;
    const button = buttonRef.current?.getBoundingClientRect();
    if (!button) return;
    const width = Math.min(288, window.innerWidth - 16);
    const left = Math.min(Math.max(8, button.left + button.width / 2 - width / 2), window.innerWidth - width - 8);
    setPlace(button.top > window.innerHeight / 2 ? { left, bottom: window.innerHeight - button.top + 8 } : { left, top: button.bottom + 8 });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", away, true);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", away, true);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  const choose = (next: FillChoice, close: boolean) => {
    onChoice(next);
    if (!close) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  const gradient = isGradient(choice.kind);
  const panel =
    open && place ? (
      <div
        ref={panelRef}
        id={`${id}-panel`}
        role="dialog"
        aria-label={t("fill.style")}
        className="card fixed z-50 flex w-72 max-w-[calc(100vw-1rem)] flex-col gap-3 p-3 shadow-(--shadow-card)"
        style={place}
        data-testid="fill-style-panel"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink">{t("fill.style")}</legend>
          <div className="grid grid-cols-4 gap-x-1 gap-y-2">
            {STYLE_KINDS.map((kind) => (
              <label key={kind} className="relative flex cursor-pointer flex-col items-center gap-1 text-center text-xs text-ink">
                <input
                  type="radio"
                  name={`${id}-style`}
                  value={kind}
                  checked={choice.kind === kind}
                  onChange={() => choose({ ...choice, kind }, !isGradient(kind))}
                  // A gradient keeps the panel open for its second colour; a click on the chosen one closes it.
                  onClick={() => choice.kind === kind && choose(choice, true)}
                  className="peer sr-only"
                />
                <span aria-hidden className={optionLook} style={previewLook(previews.get(kind), color)} />
                {t(`fill.style.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {gradient ? (
          <fieldset data-testid="fill-style-to">
            <legend className="mb-1 text-sm font-bold text-ink">{t("fill.style.to")}</legend>
            <p className="mb-2 text-xs text-ink-soft">{t("fill.style.gradientHint")}</p>
            <div className="grid grid-cols-7 gap-1">
              {[
                { value: null, label: t("fill.style.toAuto"), look: lighterTint(color) },
                ...PALETTE.map((swatch) => ({ value: swatch.value, label: t(swatch.key), look: swatch.value })),
              ].map(({ value, label, look }) => (
                <label key={value ?? "auto"} className="relative cursor-pointer" title={label}>
                  <input
                    type="radio"
                    name={`${id}-to`}
                    value={value ?? "auto"}
                    checked={choice.to === value}
                    onChange={() => choose({ ...choice, to: value }, true)}
                    className="peer sr-only"
                  />
                  <span
                    className="block size-8 rounded-full ring-1 ring-line ring-inset transition peer-checked:ring-4 peer-checked:ring-brand-500 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500"
                    style={{ background: value ? look : `linear-gradient(135deg, ${color}, ${look})` }}
                  >
                    <span className="sr-only">{label}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>
    ) : null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={t("fill.style.current", { name })}
        title={t("fill.style.current", { name })}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
        data-testid="fill-style"
        data-style={choice.kind}
        className="grid size-10 place-items-center rounded-full border-2 border-line bg-surface transition hover:border-brand-400 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-50 aria-expanded:border-brand-600"
      >
        <span aria-hidden className="block size-7 rounded-full bg-cover ring-1 ring-line" style={previewLook(previews.get(choice.kind), color)} />
      </button>
      {panel ? createPortal(panel, document.body) : null}
    </>
  );
}
