/**
 * A bar that shows how far something has gone, named for screen readers (by `label`, or by the
 * element `labelledBy` names). `shown` is how much of it is filled, in percent (the value's share
 * unless given: a bar may show a sliver before anything is done). Inline (a span) where it sits in
 * a line of text.
 */
export function ProgressBar({
  label,
  labelledBy,
  value,
  max = 100,
  valueText,
  shown = (value * 100) / max,
  className,
  fillClassName,
  inline = false,
}: {
  label?: string;
  labelledBy?: string;
  value: number;
  max?: number;
  valueText?: string;
  shown?: number;
  className: string;
  fillClassName: string;
  inline?: boolean;
}) {
  const Bar = inline ? "span" : "div";
  return (
    <Bar
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={className}
    >
      <Bar className={fillClassName} style={{ width: `${shown}%` }} />
    </Bar>
  );
}
