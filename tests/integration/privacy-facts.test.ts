/**
 * Issue #28: the privacy page names what this installation keeps, for how long, and the
 * processors as configured: read from the code's constants and the configuration, not written
 * by hand, so it changes when the configuration does.
 */
import { describe, expect, it } from "vitest";
import * as privacyRoute from "~/routes/_marketing+/privacy";
import { SESSION_TTL } from "~/services/auth.server";
import { privacyFacts } from "~/services/privacy-facts.server";
import { setEnv } from "../helpers/env";
import { removeStoredOpenAiKey } from "../helpers/openai";

const context = { cspNonce: "", requestId: "t" };

describe("/privacy's 'En este servidor'", () => {
  it("names no processor a bare server does not use, and each one once it is configured", async () => {
    await removeStoredOpenAiKey();
    const bare = setEnv({
      OPENAI_API_KEY: undefined,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      S3_BUCKET: undefined,
      SMTP_URL: undefined,
    });
    try {
      expect((await privacyFacts()).processors).toEqual({ payments: false, ai: false, storage: null, mail: null });
    } finally {
      bare();
    }
    const configured = setEnv({
      OPENAI_API_KEY: "sk-facts",
      STRIPE_SECRET_KEY: "sk_test_facts",
      STRIPE_WEBHOOK_SECRET: "whsec_facts",
      S3_BUCKET: "colorea",
      S3_ENDPOINT: "https://s3.eu-west-3.example.com",
      SMTP_URL: "smtp://correo.example.com:587",
    });
    try {
      expect((await privacyFacts()).processors).toEqual({ payments: true, ai: true, storage: "s3.eu-west-3.example.com", mail: "correo.example.com" });
      const data = (await (await privacyRoute.loader({ request: new Request("http://localhost:3999/privacy"), params: {}, context } as never)).json()) as {
        facts: unknown;
      };
      expect(data.facts).toEqual(JSON.parse(JSON.stringify(await privacyFacts())));
    } finally {
      configured();
    }
  });

  it("says the kept times the code keeps", async () => {
    expect((await privacyFacts()).keep).toMatchObject({
      sessionDays: SESSION_TTL / 86_400_000,
      resetHours: 1,
      verifyHours: 24,
      undoDays: 7,
      exportDays: 7,
      uploadDays: 1,
    });
  });
});
