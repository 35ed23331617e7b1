import type { PrivacyFacts } from "~/lib/privacy-facts";
import { getEnv } from "~/infra/env.server";
import { EXPORT_TTL_MS } from "./data-export.server";
import { EMAIL_CHANGE_TTL, RESET_TTL, UNDO_TTL, VERIFICATION_TTL } from "./account-mail.server";
import { isAiConfigured } from "./ai.server";
import { API_TOKEN_TTL, SESSION_TTL } from "./auth.server";
import { isPaymentsConfigured } from "./payments/client.server";
import { UNUSED_UPLOAD_MS } from "./storage/usage.server";

/**
 * What this installation keeps, how long, and who processes it for it: read from the
 * code's own constants and this server's configuration, so the privacy page can never say
 * something the server does not do. Shown on /privacy under the admin's text.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const days = (ms: number) => Math.round(ms / DAY);
const hours = (ms: number) => Math.round(ms / HOUR);

const hostOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

export async function privacyFacts(): Promise<PrivacyFacts> {
  const env = getEnv();
  const [payments, ai] = await Promise.all([isPaymentsConfigured(), isAiConfigured()]);
  return {
    keep: {
      sessionDays: days(SESSION_TTL),
      tokenDays: days(API_TOKEN_TTL),
      resetHours: hours(RESET_TTL),
      verifyHours: hours(VERIFICATION_TTL),
      emailChangeHours: hours(EMAIL_CHANGE_TTL),
      undoDays: days(UNDO_TTL),
      exportDays: days(EXPORT_TTL_MS),
      uploadDays: days(UNUSED_UPLOAD_MS),
    },
    processors: {
      payments,
      ai,
      storage: env.S3_BUCKET ? (hostOf(env.S3_PUBLIC_URL) ?? hostOf(env.S3_ENDPOINT) ?? "Amazon S3") : null,
      mail: hostOf(env.SMTP_URL),
    },
  };
}
