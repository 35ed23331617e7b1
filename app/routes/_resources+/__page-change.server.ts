import type { ActionFunctionArgs } from "@remix-run/node";
import type { MessageKey } from "~/i18n";
import { mutation } from "~/utils/mutation.server";
import { parseId } from "~/utils/params";
import { requireRegularUser } from "~/utils/session.server";

type Family = Awaited<ReturnType<typeof requireRegularUser>>;

/**
 * A family's change to one of the gallery's pages, from its card's control: `change` by the
 * page's id (and the form's fields), answered as `mutation` answers a fetcher or a plain form.
 */
export async function pageChange<T>(
  { request, params }: ActionFunctionArgs,
  change: (viewer: Family, pageId: number, form: FormData) => Promise<T>,
  success: (result: T) => MessageKey,
  fallback?: string,
) {
  const viewer = await requireRegularUser(request);
  const form = await request.formData();
  return mutation(request, form, () => change(viewer, parseId(params.id), form), success, fallback);
}
