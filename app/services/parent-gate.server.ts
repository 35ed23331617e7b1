import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { oncePerRequest } from "~/infra/request-context.server";
import { parentGateKey } from "./owners.server";

/**
 * Whether the web app asks the parent's question before paying, sharing, deleting the account or
 * leaving the app (record 0171). On unless the account's parent turned it off; on for visitors.
 * A page's request has it already from the session's own row (services/owners.server).
 */
export function parentGateOn(userId: number | null): Promise<boolean> {
  if (userId === null) return Promise.resolve(true);
  return oncePerRequest(parentGateKey(userId), async () => {
    const db = await getDb();
    const [row] = await db.select({ on: users.parentGate }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.on ?? true;
  });
}

export async function setParentGate(userId: number, on: boolean) {
  const db = await getDb();
  await db.update(users).set({ parentGate: on }).where(eq(users.id, userId));
}
