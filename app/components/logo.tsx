/** The product mark: a crayon drawing a rainbow swirl. Decorative; the name beside it is the label. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden focusable="false">
      <rect width="48" height="48" rx="14" fill="#7c3aed" />
      <path d="M12 31c3-9 9-14 15-14s8 5 4 8-9 3-9-1 6-7 12-4" fill="none" stroke="#fcd34d" strokeWidth="4" strokeLinecap="round" />
      <path d="M30 36l8-8 3 3-8 8-4 1z" fill="#fb7185" />
      <path d="M38 28l2-2a2 2 0 0 1 3 3l-2 2z" fill="#fff" />
    </svg>
  );
}
