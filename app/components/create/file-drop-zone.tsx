import { useState, type ReactNode } from "react";
import { FileFieldError, useCheckedImage } from "~/components/ui/checked-image";

const TONES = {
  brand: { idle: "border-line bg-paper hover:border-brand-300", dragging: "border-brand-500 bg-brand-50" },
  mint: { idle: "border-line bg-paper hover:border-mint-500", dragging: "border-mint-700 bg-mint-100" },
};

/**
 * The file input of a creation screen (`file`, visually hidden) and its label drawn as a drop
 * zone: a click opens the picker, a dropped file becomes the input's file. The chosen image is
 * checked at once (size, format: useCheckedImage); `onFile` hears a file that passed, or
 * undefined. `error`: the server's message for the file, shown beside it.
 */
export function FileDropZone({
  tone,
  className,
  onFile,
  disabled,
  error,
  testId,
  children,
}: {
  tone: keyof typeof TONES;
  /** Padding and the like, added to the zone's own classes. */
  className: string;
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
  error?: string | null;
  testId: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const checked = useCheckedImage(error);
  const input = checked.input;
  const chosen = (file: File | undefined) => onFile(checked.choose(file));
  return (
    <div>
      <input
        ref={input}
        id="file"
        name="file"
        type="file"
        required
        accept={checked.accept}
        className="peer sr-only"
        onChange={(event) => chosen(event.target.files?.[0])}
        disabled={disabled}
        aria-invalid={checked.error ? true : undefined}
        aria-describedby={checked.error ? "file-error" : undefined}
      />
      <label
        htmlFor="file"
        className={`flex cursor-pointer flex-col items-center justify-center gap-3 rounded-(--radius-card) border-2 border-dashed text-center transition peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${className} ${
          dragging ? TONES[tone].dragging : checked.error ? "border-coral-500 bg-paper" : TONES[tone].idle
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
          chosen(file);
        }}
        data-testid={testId}
      >
        {children}
      </label>
      <FileFieldError id="file-error" message={checked.error} />
    </div>
  );
}
