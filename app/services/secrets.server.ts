import crypto from "node:crypto";
import { getEnv } from "~/infra/env.server";
import { storedSettings } from "./settings-store.server";

/** The settings that are secrets: stored encrypted, never sent back to a browser (docs/product.md §3, §11). */
export const SECRET_SETTINGS = ["openai_key", "stripe_key", "stripe_webhook_secret"] as const;
export type SecretName = (typeof SECRET_SETTINGS)[number];

// AES-256-GCM with a key derived from each SESSION_SECRET: encrypt with the newest,
// decrypt with any still listed, so rotating the secret does not lose stored keys.
const keyFor = (secret: string) => Buffer.from(crypto.hkdfSync("sha256", secret, "colorea-settings", "settings-encryption", 32));

export function encryptSecret(plain: string, secrets = getEnv().sessionSecrets) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyFor(secrets[0]), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

export function decryptSecret(sealed: string, secrets = getEnv().sessionSecrets): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  for (const secret of secrets) {
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", keyFor(secret), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      // try the next (older) secret
    }
  }
  return null;
}

const ENV_FOR: Record<SecretName, "OPENAI_API_KEY" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET"> = {
  openai_key: "OPENAI_API_KEY",
  stripe_key: "STRIPE_SECRET_KEY",
  stripe_webhook_secret: "STRIPE_WEBHOOK_SECRET",
};

/** Sealed values opened already, with the secrets that opened them: the user area asks on every screen. */
const opened = new Map<string, { secrets: string[]; plain: string | null }>();

function openSealed(sealed: string): string | null {
  const secrets = getEnv().sessionSecrets;
  const known = opened.get(sealed);
  if (known && known.secrets === secrets) return known.plain;
  const plain = decryptSecret(sealed, secrets);
  if (opened.size >= 16) opened.clear();
  opened.set(sealed, { secrets, plain });
  return plain;
}

/** A secret's value: the environment wins, then the admin's (encrypted) setting; null when unset. */
export async function getSecret(name: SecretName): Promise<string | null> {
  const fromEnv = getEnv()[ENV_FOR[name]];
  if (fromEnv) return fromEnv;
  const row = (await storedSettings()).get(name);
  if (!row?.value) return null;
  return row.encrypted ? openSealed(row.value) : row.value;
}
