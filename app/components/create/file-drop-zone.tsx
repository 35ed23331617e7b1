import { useRef, useState, type ReactNode } from "react";

const TONES = {
  brand: { idle: "border-line bg-paper hover:border-brand-300", dragging: "border-brand-500 bg-brand-50" },
  mint: { idle: "border-line bg-paper hover:border-mint-500", dragging: "border-mint-700 bg-mint-100" },
};

/**
 * The file input of a creation screen (`file`, visually hidden) and its label drawn as a drop
 * zone: a click opens the picker, a dropped file becomes the input's file. `onFile` hears both.
 */
export function FileDropZone({
  accept,
  tone,
  className,
  onFile,
  disabled,
  testId,
  children,
}: {
  accept: string;
  tone: keyof typeof TONES;
  /** Padding and the like, added to the zone's own classes. */
  className: string;
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <>
      <input
        ref={input}
        id="file"
        name="file"
        type="file"
        required
        accept={accept}
        className="peer sr-only"
        onChange={(event) => onFile(event.target.files?.[0])}
        disabled={disabled}
      />
      <label
        htmlFor="file"
        className={`flex cursor-pointer flex-col items-center justify-center gap-3 rounded-(--radius-card) border-2 border-dashed text-center transition peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${className} ${
          dragging ? TONES[tone].dragging : TONES[tone].idle
        }`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (!file || !input.current) return;
          const transfer = new DataTransfer();
          transfer.items.add(file);
          input.current.files = transfer.files;
          onFile(file);
        }}
        data-testid={testId}
      >
        {children}
      </label>
    </>
  );
}
