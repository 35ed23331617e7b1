import { useCallback, useEffect, useRef, useState } from "react";
import { IMAGE_TYPES, imageFileProblem, type ImageRules } from "~/lib/uploads";
import { useT } from "~/utils/i18n-react";
import { errorsMessages } from "~/i18n/messages/errors";

/**
 * An image file input checked in the browser against the server's own limits (size, format),
 * when a file is chosen and again when its form is sent: a file the server would refuse is
 * never sent (a photo of 12 MB would only travel to be turned away), and the reason stands
 * beside the field. Without JavaScript the server says the same on the same field.
 *
 * `serverError`: the last answer's message for the field, shown until another file is chosen.
 * Give the input `ref={input}` and `accept`, and pass each chosen file through `choose` (it
 * gives back the file, or undefined when it is refused).
 */
export function useCheckedImage(serverError: string | null | undefined, rules?: ImageRules) {
  const t = useT(errorsMessages);
  const input = useRef<HTMLInputElement>(null);
  // undefined: no file chosen since the last answer, whose message (if any) stands.
  const [problem, setProblem] = useState<string | null | undefined>(undefined);
  const { maxBytes, types } = rules ?? {};
  const accept = (types ?? IMAGE_TYPES).join(",");
  const describe = useCallback(
    (file: File | undefined) => {
      const found = file ? imageFileProblem(file, { maxBytes, types }) : null;
      return found ? t(found.key, found.params) : null;
    },
    [t, maxBytes, types],
  );

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    // On the form element itself, so it runs before React's handlers (Remix's Form skips a prevented submit).
    const onSubmit = (event: SubmitEvent) => {
      const message = describe(input.current?.files?.[0]);
      if (!message) return setProblem(undefined);
      event.preventDefault();
      setProblem(message);
      input.current?.focus();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [describe]);

  const choose = (file: File | undefined) => {
    const message = describe(file);
    setProblem(message);
    return message ? undefined : file;
  };

  return { input, accept, error: problem === undefined ? serverError : problem, choose };
}

/** A file field's message: tied to the input by `id` (aria-describedby), read out when it appears. */
export function FileFieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} role="alert" className="field-error">
      {message}
    </p>
  ) : null;
}
