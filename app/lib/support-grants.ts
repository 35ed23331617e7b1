/** Support's gifts (record 0127): the vocabulary both sides share. */

export type SupportGrantKind = "plan" | "credits";

/** One line of the support log, as both doors give it and the admin screens show it. */
export type SupportGrant = {
  id: number;
  createdAt: string;
  admin: { id: number | null; name: string };
  /** Null once the person's account is deleted: the line stays, without them (record 0155). */
  user: { id: number; name: string; email: string } | null;
  kind: SupportGrantKind;
  plan: { name: string; title: string } | null;
  months: number | null;
  publicPage: number;
  pageCreation: number;
  /** When what was given ends: the given plan's end, or the end of the credit period the credits went to. */
  until: string;
  reason: string;
};
