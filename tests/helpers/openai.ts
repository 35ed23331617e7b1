import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import { startOpenAiStandIn, type OpenAiStandIn } from "../stand-ins/openai";
import { setEnv } from "./env";

/** Forgets the OpenAI key the admin settings may hold, so the env's key is the one used. */
export async function removeStoredOpenAiKey() {
  const db = await getDb();
  await db.delete(settings).where(eq(settings.name, "openai_key"));
}

/**
 * The OpenAI stand-in for the tests of a file (or a describe block): started once and reset
 * before each test, with the env pointing at it (`apiKey`, the default models and timeout) and
 * no key stored in the settings. `env(vars)` changes the env for one test; everything is put
 * back after each test.
 */
export function useOpenAiStandIn(apiKey: string) {
  let standIn: OpenAiStandIn | undefined;
  const restores: (() => void)[] = [];
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  beforeEach(async () => {
    standIn!.reset();
    await removeStoredOpenAiKey();
    restores.push(
      setEnv({
        OPENAI_API_KEY: apiKey,
        OPENAI_BASE_URL: standIn!.url,
        OPENAI_CHAT_MODEL: undefined,
        OPENAI_IMAGE_MODEL: undefined,
        OPENAI_TIMEOUT_MS: undefined,
      }),
    );
  });
  afterEach(() => {
    while (restores.length > 0) restores.pop()!();
  });
  return {
    get standIn() {
      if (!standIn) throw new Error("the OpenAI stand-in is only there inside the tests");
      return standIn;
    },
    env(vars: Record<string, string | undefined>) {
      restores.push(setEnv(vars));
    },
  };
}
