import { translate } from "~/i18n";
import { cancelSubscription } from "~/services/payments/checkout.server";
import { apiRoute } from "~/utils/api.server";
import { getLocale } from "~/utils/request.server";

/** POST: the paid plan ends at the end of the period paid for → {message}. */
export const { loader, action } = apiRoute({ method: "POST", auth: "user" }, async ({ request, viewer }) => ({
  message: translate(getLocale(request), await cancelSubscription(viewer)),
}));
