import { eq } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "~/db/client.server";
import { normalizeRecentColors } from "~/lib/recent-colors";
import { users } from "~/db/schema";
import { Forbidden } from "~/lib/errors";
import type { PublicUser } from "./users.server";
import { parseInput } from "~/lib/validation";

const hexColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: "errors.coloring.color" });

export const recentColorsSchema = z.object({
  colors: z.array(hexColor, { error: "errors.coloring.color" }).max(64, { error: "errors.coloring.color" }),
});

/** Newest first, each once: a list kept before the rule, or written by hand, is read as if saved now. */
export async function readRecentColors(userId: number): Promise<string[]> {
  const db = await getDb();
  const [row] = await db.select({ colors: users.recentColors }).from(users).where(eq(users.id, userId)).limit(1);
  return normalizeRecentColors(row?.colors ?? []);
}

/**
 * Replaces the viewer's recent colours (newest first, as the colour screen keeps them).
 * PATCH /users/recent-colors and the colour screen's own call.
 */
export async function saveRecentColors(viewer: Pick<PublicUser, "id" | "admin">, input: unknown): Promise<string[]> {
  if (viewer.admin) throw Forbidden();
  const { colors } = parseInput(recentColorsSchema, input);
  const kept = normalizeRecentColors(colors);
  const db = await getDb();
  await db.update(users).set({ recentColors: kept }).where(eq(users.id, viewer.id));
  return kept;
}
