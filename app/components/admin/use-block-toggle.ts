import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { Confirmation } from "~/components/gallery/confirm-toast";
import { useToast } from "~/components/toast";
import type { PublicUser } from "~/lib/users";
import { submitForJson, useFetcherAnswer } from "~/utils/fetcher";
import { useT } from "~/utils/i18n-react";
import { adminUsersMessages } from "~/i18n/messages/admin-users";

type ToggleResult = { updated: PublicUser } | { error: { message: string; code: string } };

/**
 * A user's block toggle with JavaScript, the same in the list and on the edit screen: the
 * toggle's form is sent by a fetcher (answered in JSON) and its outcome said in a toast.
 * Unblocking is immediate; blocking asks first. Spread `confirmToast` on a ConfirmToast.
 */
export function useBlockToggle() {
  const t = useT(adminUsersMessages);
  const toast = useToast();
  const toggler = useFetcher<ToggleResult>();
  const [confirmation, setConfirmation] = useState<(Confirmation & { form: HTMLFormElement }) | null>(null);
  const busy = toggler.state !== "idle";

  // A toggle finished: say so (the screen itself is refreshed by revalidation).
  useFetcherAnswer(toggler, (result) => {
    setConfirmation(null);
    if ("error" in result) toast({ variant: "danger", message: result.error.message });
    else toast({ variant: "success", message: t(result.updated.blocked ? "adminUsers.blockedDone" : "adminUsers.unblockedDone") });
  });
  const send = (form: HTMLFormElement) => submitForJson(toggler, form);

  const toggle = (user: PublicUser, form: HTMLFormElement) => {
    if (user.blocked) send(form);
    else setConfirmation({ pageId: user.id, variant: "danger", message: t("adminUsers.confirmBlock"), form });
  };

  return {
    busy,
    toggle,
    confirmToast: {
      confirmation,
      busy,
      onCancel: () => setConfirmation(null),
      onProceed: () => confirmation && send(confirmation.form),
    },
  };
}
