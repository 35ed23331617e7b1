import { useEffect, useState } from "react";

/** Shown while a page is being made: an animated brush, what is happening, and the time so far. */
export function ProgressPanel({ label }: { label: string }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-4 rounded-(--radius-card) bg-brand-50 p-4" data-testid="create-progress">
      <span aria-hidden className="relative grid size-12 shrink-0 place-items-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-brand-200" />
        <span className="relative size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      </span>
      <div>
        <p className="font-bold text-brand-800">{label}</p>
        <p className="text-sm tabular-nums text-ink-muted">{seconds} s</p>
      </div>
    </div>
  );
}
