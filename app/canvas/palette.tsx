import Pipette from "lucide-react/icons/pipette";
import { useCallback, type ReactNode } from "react";
import { useT } from "~/utils/i18n-react";
import { normalizeRecentColors } from "~/lib/recent-colors";
import { BRUSH_SIZES, PALETTE } from "./editor-state";
import { colorMessages } from "~/i18n/messages/color";

/** A colour's name for people: the preset's, or its code. */
export function useColorName() {
  const t = useT(colorMessages);
  return useCallback(
    (color: string) => {
      const preset = PALETTE.find((swatch) => swatch.value === color.toLowerCase());
      return preset ? t(preset.key) : color.toLowerCase();
    },
    [t],
  );
}

const PRESETS: ReadonlySet<string> = new Set(PALETTE.map((swatch) => swatch.value));

/**
 * The recent colours the palette shows: those that are not presets, each once. A preset is always
 * on screen beside them; shown among the recent ones too it was there twice, and the colour in use
 * ringed twice (issue #43.9, record 0163).
 */
export const recentBeyondPresets = (recent: readonly string[]) => normalizeRecentColors(recent).filter((color) => !PRESETS.has(color));

const swatchLook =
  "block size-10 rounded-full ring-1 ring-line ring-inset transition peer-checked:ring-4 peer-checked:ring-brand-500 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500";

/** Colour groups lie in two rows that scroll sideways on a phone held upright, in a grid in a side column otherwise. */
const groupLook = "grid shrink-0 grid-flow-col grid-rows-2 gap-1.5 landscape:grid-flow-row landscape:grid-cols-4 landscape:grid-rows-none";

/**
 * The colour panel (issue #13): brush sizes and colours together, at thumb height on a
 * phone: the 19 presets (docs/product.md §2), the last colours painted with that are not among them, any
 * other colour (the system's colour picker) and the eyedropper that takes one from the picture.
 */
export function Palette({
  color,
  brushSize,
  recent,
  picking,
  painting,
  onColor,
  onSize,
  onPicker,
  extra,
}: {
  color: string;
  brushSize: number;
  recent: readonly string[];
  /** The eyedropper is on. */
  picking: boolean;
  /** A colour is in use (not the eraser). */
  painting: boolean;
  onColor: (color: string) => void;
  onSize: (size: number) => void;
  onPicker: () => void;
  /** Beside the brush sizes: the bucket's style (fill-style-control.tsx), when the page can be filled. */
  extra?: ReactNode;
}) {
  const t = useT(colorMessages);
  const nameOf = useColorName();
  const current = color.toLowerCase();
  const ownColors = recentBeyondPresets(recent);
  return (
    <div className="card flex min-h-0 w-full min-w-0 shrink-0 flex-col gap-2 p-2 landscape:w-[11.5rem] landscape:overflow-y-auto" data-testid="palette">
      <div className="flex items-center justify-between gap-1 landscape:flex-col landscape:items-stretch">
        <fieldset className="flex flex-wrap items-center gap-1 landscape:grid landscape:grid-cols-3">
          <legend className="sr-only">{t("color.brushSize")}</legend>
          {BRUSH_SIZES.map((size) => (
            <label key={size} className="relative cursor-pointer">
              <input type="radio" name="brush-size" value={size} checked={brushSize === size} onChange={() => onSize(size)} className="peer sr-only" />
              <span className="grid size-10 place-items-center rounded-full border-2 border-line bg-surface transition peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500">
                <span aria-hidden className="rounded-full bg-ink" style={{ width: size * 0.9 + 2, height: size * 0.9 + 2, maxWidth: 30, maxHeight: 30 }} />
                <span className="sr-only">{t("color.brushSizeValue", { size })}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {extra}
      </div>

      <div className="relative -mx-2 flex min-h-0 gap-3 overflow-x-auto px-2 pb-1 landscape:mx-0 landscape:flex-col landscape:overflow-visible landscape:px-0">
        <div className={groupLook}>
          <label className="relative cursor-pointer" title={t("color.custom")}>
            <input
              type="color"
              value={/^#[0-9a-f]{6}$/.test(current) ? current : "#000000"}
              onChange={(event) => onColor(event.currentTarget.value)}
              className="peer sr-only"
              aria-label={t("color.custom")}
              data-testid="custom-color"
            />
            <span
              aria-hidden
              className="block size-10 rounded-full ring-1 ring-line ring-inset peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
              style={{ background: "conic-gradient(#ef4444, #facc15, #22c55e, #06b6d4, #3b82f6, #a855f7, #ec4899, #ef4444)" }}
            />
          </label>
          <button
            type="button"
            aria-pressed={picking}
            aria-label={t("color.eyedropper")}
            title={t("color.eyedropper")}
            onClick={onPicker}
            data-testid="eyedropper"
            className={`grid size-10 place-items-center rounded-full ring-1 ring-line ring-inset transition ${
              picking ? "bg-brand-600 text-white" : "bg-surface text-ink-soft hover:bg-brand-50"
            }`}
          >
            <Pipette aria-hidden className="size-5" />
          </button>
        </div>

        {ownColors.length ? (
          <fieldset className={groupLook} data-testid="recent-colors">
            <legend className="sr-only">{t("color.recent")}</legend>
            {ownColors.map((value) => (
              <label key={value} className="relative cursor-pointer" title={nameOf(value)}>
                <input
                  type="radio"
                  name="recent-color"
                  value={value}
                  checked={painting && current === value}
                  onChange={() => onColor(value)}
                  className="peer sr-only"
                />
                <span className={swatchLook} style={{ background: value }}>
                  <span className="sr-only">{t("color.recentName", { name: nameOf(value) })}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <fieldset className={groupLook}>
          <legend className="sr-only">{t("color.palette")}</legend>
          {PALETTE.map((swatch) => (
            <label key={swatch.value} className="relative cursor-pointer" title={t(swatch.key)}>
              <input
                type="radio"
                name="color"
                value={swatch.value}
                checked={painting && current === swatch.value}
                onChange={() => onColor(swatch.value)}
                className="peer sr-only"
              />
              <span className={swatchLook} style={{ background: swatch.value }}>
                <span className="sr-only">{t("color.colorName", { name: t(swatch.key) })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
