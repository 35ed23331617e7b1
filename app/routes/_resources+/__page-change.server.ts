import type { ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import type { MessageKey } from "~/i18n";
import { readForm } from "~/utils/forms.server";
import { mutation } from "~/utils/mutation.server";
import { parseId } from "~/utils/params";
import { requireRegularUser } from "~/utils/session.server";

type Family = Awaited<ReturnType<typeof requireRegularUser>>;

/**
 * A family's change to one of the gallery's pages, from its card's control: `change` by the
 * page's id and the form's fields (read with `schema`, the service's), answered as `mutation`
 * answers a fetcher or a plain form (a refused field too).
 */
export async function pageChange<Schema extends z.ZodType, T>(
  { request, params }: ActionFunctionArgs,
  schema: Schema,
  change: (viewer: Family, pageId: number, input: z.output<Schema>) => Promise<T>,
  success: (result: T) => MessageKey,
  fallback?: string,
) {
  const viewer = await requireRegularUser(request);
  const sent = await readForm(request, schema);
  return mutation(request, sent.form, () => change(viewer, parseId(params.id), sent.value()), success, fallback);
}
