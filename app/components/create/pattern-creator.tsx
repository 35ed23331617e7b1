import type { LucideIcon } from "lucide-react";
import Dices from "lucide-react/icons/dices";
import Flower2 from "lucide-react/icons/flower-2";
import Hexagon from "lucide-react/icons/hexagon";
import Star from "lucide-react/icons/star";
import Waves from "lucide-react/icons/waves-horizontal";
import { useMemo, useState, type ReactNode } from "react";
import { PreviewedCreateForm, useCreateForm, type CreateFormProps } from "~/components/create/create-screen";
import {
  PATTERN_DENSITIES,
  PATTERN_MOTIFS,
  PATTERN_SYMMETRIES,
  SEED_MAX,
  generatePattern,
  patternDataUrl,
  randomSeed,
  type PatternMotif,
  type PatternOptions,
} from "~/lib/patterns";
import { createMessages } from "~/i18n/messages/create";
import type { KeysOf } from "~/i18n/define";
import { PICTURE_SIZE } from "~/lib/pages";

const MOTIF_ICONS: Record<PatternMotif, LucideIcon> = { petals: Flower2, stars: Star, geometric: Hexagon, waves: Waves };

/** A group of radio buttons drawn as chips; the native radios keep keyboard and screen readers working. */
function Choices<T extends string | number>({
  legend,
  name,
  values,
  value,
  onChange,
  label,
  icon,
  disabled,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (value: T) => string;
  icon?: (value: T) => ReactNode;
  disabled?: boolean;
}) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="peer sr-only"
              disabled={disabled}
            />
            <span className="flex cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-white px-4 py-2 text-sm font-bold text-ink-soft transition peer-checked:border-coral-600 peer-checked:bg-coral-100 peer-checked:text-coral-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:border-coral-400">
              {icon?.(option)}
              {label(option)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The pattern form: shapes, symmetry, detail and seed, with a preview drawn in the browser by
 * the same generator the server uses (so what you see is what you get). Without JavaScript,
 * 'Vista previa' and 'Sorpréndeme' reload the screen with the new choices.
 */
export function PatternCreator({ initial, title: initialTitle, visibility, error }: { initial: PatternOptions } & CreateFormProps) {
  const { t, hydrated, posting: creating } = useCreateForm();
  const [options, setOptions] = useState(initial);
  const [seedText, setSeedText] = useState(String(initial.seed));
  const [title, setTitle] = useState(initialTitle);
  const set = (change: Partial<PatternOptions>) => setOptions((current) => ({ ...current, ...change }));
  const svgUrl = useMemo(() => patternDataUrl(generatePattern(options)), [options]);
  const autoTitle = t(`create.pattern.named.${options.motif}` as KeysOf<typeof createMessages>, { seed: options.seed });

  const changeSeed = (text: string) => {
    setSeedText(text);
    const seed = Number(text);
    if (Number.isInteger(seed) && seed >= 1 && seed <= SEED_MAX) set({ seed });
  };
  const surprise = () => {
    const seed = randomSeed();
    setSeedText(String(seed));
    set({ seed });
  };

  return (
    <PreviewedCreateForm
      creating={creating}
      preview={
        <figure className="space-y-2 md:sticky md:top-4">
          <img
            src={svgUrl}
            alt={t("create.pattern.previewAlt", { title: autoTitle })}
            width={PICTURE_SIZE}
            height={PICTURE_SIZE}
            className="aspect-square w-full rounded-(--radius-card) border border-line bg-white object-contain p-2"
            data-testid="pattern-preview"
            data-seed={options.seed}
          />
          <figcaption className="text-center text-sm font-bold text-ink-soft" data-testid="pattern-caption">
            {autoTitle}
          </figcaption>
        </figure>
      }
      error={error}
      title={{ label: t("create.pattern.name"), value: title, onChange: (event) => setTitle(event.target.value), placeholder: autoTitle }}
      visibility={visibility}
      submitIcon={Flower2}
      labels={{ preview: t("create.pattern.preview"), submit: t("create.pattern.submit"), working: t("create.pattern.working") }}
    >
      <Choices
        legend={t("create.pattern.motif")}
        name="motif"
        values={PATTERN_MOTIFS}
        value={options.motif}
        onChange={(motif) => set({ motif })}
        label={(motif) => t(`create.pattern.motif.${motif}` as KeysOf<typeof createMessages>)}
        icon={(motif) => {
          const Icon = MOTIF_ICONS[motif];
          return <Icon aria-hidden className="size-4" />;
        }}
        disabled={creating}
      />
      <Choices
        legend={t("create.pattern.symmetry")}
        name="symmetry"
        values={PATTERN_SYMMETRIES}
        value={options.symmetry}
        onChange={(symmetry) => set({ symmetry })}
        label={(count) => t("create.pattern.symmetryValue", { count })}
        disabled={creating}
      />
      <Choices
        legend={t("create.pattern.density")}
        name="density"
        values={PATTERN_DENSITIES}
        value={options.density}
        onChange={(density) => set({ density })}
        label={(density) => t(`create.pattern.density.${density}` as KeysOf<typeof createMessages>)}
        disabled={creating}
      />

      <div>
        <label htmlFor="seed" className="label">
          {t("create.pattern.seed")}
        </label>
        <div className="flex gap-2">
          <input
            id="seed"
            name="seed"
            type="number"
            inputMode="numeric"
            min={1}
            max={SEED_MAX}
            step={1}
            required
            value={seedText}
            onChange={(event) => changeSeed(event.target.value)}
            aria-describedby="seed-hint"
            className="input min-w-0 flex-1 tabular-nums"
            disabled={creating}
          />
          <button
            type="submit"
            name="surprise"
            value="1"
            formMethod="get"
            formNoValidate
            className="btn-secondary shrink-0"
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              surprise();
            }}
            disabled={creating}
          >
            <Dices aria-hidden className="size-4" />
            {t("create.pattern.surprise")}
          </button>
        </div>
        <p id="seed-hint" className="mt-1.5 text-sm text-ink-muted">
          {t("create.pattern.seedHint")}
        </p>
      </div>
    </PreviewedCreateForm>
  );
}
