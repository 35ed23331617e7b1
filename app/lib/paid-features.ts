import type { MessageKey } from "~/i18n";

/**
 * What only a paid plan does (docs/product.md §1, §5): the one list. The services refuse each of
 * these to the free plan in one way (`requirePaidFeature`, NO_PAID_PLAN naming the feature and
 * the plan that has it), and the screens of both doors read it to know which of their buttons
 * open the plans' dialog instead. `refusal` is what a refusal says while a plan can be bought.
 *
 * `madeOn` says where the thing is made, so where a refusal can be enforced: `server` features
 * are refused by the server on both doors (print and download on the web only: the shells print
 * and save the composite they already hold, as a browser could save a card's picture); the
 * time-lapse video is recorded on the device from the replay a free plan may watch, so only the
 * screens can hold it back (decision record 0126).
 */
export const PAID_FEATURES = {
  print: { refusal: "print.paidOnly", madeOn: "server" },
  download: { refusal: "print.downloadPaidOnly", madeOn: "server" },
  pdf: { refusal: "print.paidOnly", madeOn: "server" },
  booklet: { refusal: "booklet.paid", madeOn: "server" },
  favorite: { refusal: "paid.favorite.refused", madeOn: "server" },
  timelapseVideo: { refusal: "paid.timelapseVideo.refused", madeOn: "device" },
} as const satisfies Record<string, { refusal: MessageKey; madeOn: "server" | "device" }>;

export type PaidFeature = keyof typeof PAID_FEATURES;

// (pure: a bundle that uses none of the list leaves it out)
export const PAID_FEATURE_NAMES = /* @__PURE__ */ Object.keys(PAID_FEATURES) as PaidFeature[];

export const isPaidFeature = (value: unknown): value is PaidFeature => typeof value === "string" && Object.hasOwn(PAID_FEATURES, value);

/**
 * The plan a refusal offers: the cheapest paid plan that can be bought now. `price` is what it
 * charges a month in US dollars, its discount taken off, as the landing and /checkout show it.
 * Null wherever nothing can be bought (payments not set up, or no plan with its Stripe price).
 */
export type PlanOffer = { name: string; title: string; price: number };

/** The page that explains a paid feature (without JavaScript, or asked for directly), and the way back. */
export const paidFeaturePath = (feature: PaidFeature, back: string) => `/paid/${feature}?${new URLSearchParams({ back })}`;

/** Where "Ver planes" goes: the plan chosen on /checkout, and the way back from there. */
export const plansPath = (offer: PlanOffer, back: string) => `/checkout?${new URLSearchParams({ plan: offer.name, back })}`;
