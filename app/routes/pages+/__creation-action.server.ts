import type { Card } from "~/lib/pages";
import { formErrorReply, type SentForm } from "~/utils/forms.server";
import { upgradeFor, redirectWithToast, type ToastInput } from "~/utils/toast.server";

/**
 * The end of a creation form: the new page opens in the colour screen (with "created", or
 * the toast `create` returns beside the page); no credit left goes to /checkout; any other
 * refusal comes back as a message beside the form (`sent`'s reply: what was chosen shows again).
 */
export async function creationResult(request: Request, sent: SentForm<unknown>, create: () => Promise<Card | { page: Card; toast: ToastInput }>) {
  try {
    const created = await create();
    const { page, toast } = "toast" in created ? created : { page: created, toast: { variant: "success", key: "create.created" } as const };
    return redirectWithToast(`/pages/${page.id}/color`, toast);
  } catch (error) {
    return (await upgradeFor(error, "/pages/create")) ?? formErrorReply(request, error, sent.reply);
  }
}
