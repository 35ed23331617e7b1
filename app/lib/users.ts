/** The user as every door shows it (client-safe: the rules are in services/users.server.ts). */
export type PublicUser = {
  id: number;
  name: string;
  email: string;
  photo: string;
  admin: boolean;
  blocked: boolean;
  stripeId: string | null;
  plan: { title: string; name: string; paid: boolean };
  /** ISO 8601. */
  createdAt: string;
};

/** Where a signed-in person lives: admins in /admin, everyone else in the gallery. */
export const homeFor = (user: Pick<PublicUser, "admin">) => (user.admin ? "/admin" : "/pages/public");
