import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";

/**
 * A conform form checked by its zod schema, the way the forms here check: in the browser on
 * submit, then field by field as it is corrected; the schema also gives the inputs their native
 * constraints (required, minLength), so the form checks alike without JavaScript.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  { id, lastResult }: { id: string; lastResult?: SubmissionResult<string[]> | null },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}
