import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { apiTokens, credits, rateLimits, verificationTokens } from "~/db/schema";
import {
  checkCredentials,
  createSession,
  destroySession,
  issueApiToken,
  revokeApiToken,
  userFromApiToken,
  userFromSession,
  ACCOUNT_SIGN_IN_LIMIT,
  TOKEN_USE_RESOLUTION,
} from "~/services/auth.server";
import { signUp, openLink, resendVerification } from "~/services/email-links.server";
import { LINK_MAILS_PER_HOUR } from "~/services/account-mail.server";
import { requestPasswordReset } from "~/services/passwords.server";
import { sha256 } from "~/server/crypto.server";
import { TEST_ADMIN } from "../helpers/database";
import { captureMail, linkToken, uniqueEmail } from "../helpers/users";

describe("sign-up, verification and sign-in", () => {
  it("creates an unverified free user with credits and e-mails a single-use link", async () => {
    const email = uniqueEmail();
    const mails = await captureMail(() => signUp({ name: "Lucía", email, password: "colores-123" }));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(email);
    const token = linkToken(mails[0].text);

    const db = await getDb();
    const [stored] = await db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.tokenHash, sha256(token)));
    expect(stored).toBeDefined();
    expect(stored.tokenHash).not.toContain(token);

    await expect(checkCredentials({ email, password: "colores-123" })).rejects.toMatchObject({ code: "EMAIL_NOT_VERIFIED", status: 403 });

    const { user, plan } = await openLink(token);
    expect(user.email).toBe(email);
    expect(user.plan.name).toBe("free");
    expect(plan).toBeNull();
    const [credit] = await db.select().from(credits).where(eq(credits.userId, user.id));
    expect(credit).toMatchObject({ publicPage: 5, pageCreation: 3 });

    await expect(openLink(token)).rejects.toMatchObject({ status: 401 });
    await expect(checkCredentials({ email: email.toUpperCase(), password: "colores-123" })).resolves.toMatchObject({ id: user.id });
  });

  it("keeps a paid plan chosen at sign-up for after verification, and ignores unknown plans", async () => {
    const email = uniqueEmail();
    const [mail] = await captureMail(() => signUp({ name: "Pablo", email, password: "colores-123", plan: "starter" }));
    expect((await openLink(linkToken(mail.text))).plan).toBe("starter");

    const other = uniqueEmail();
    const [mail2] = await captureMail(() => signUp({ name: "Ana", email: other, password: "colores-123", plan: "platinum" }));
    expect((await openLink(linkToken(mail2.text))).plan).toBeNull();
  });

  it("answers a taken e-mail as a new one (its owner is e-mailed) and bad input with 422 per field", async () => {
    const email = uniqueEmail();
    await captureMail(() => signUp({ name: "Eva", email, password: "colores-123" }));
    const mails = await captureMail(() => signUp({ name: "Eva", email, password: "colores-123" }));
    expect(mails.map((mail) => mail.to)).toEqual([email]);
    await expect(signUp({ name: "", email: "no", password: "short" })).rejects.toMatchObject({
      status: 422,
      fields: { name: "errors.field.required", email: "errors.field.email", password: "errors.field.passwordMin" },
    });
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const wrong = await checkCredentials({ email: TEST_ADMIN.email, password: "nope-nope-nope" }).catch((e: unknown) => e);
    const unknown = await checkCredentials({ email: uniqueEmail(), password: "nope-nope-nope" }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, messageKey: "errors.badCredentials" });
    expect(unknown).toMatchObject({ status: 401, messageKey: "errors.badCredentials" });
  });

  it("accepts passwords of 64 characters and more", async () => {
    const email = uniqueEmail();
    const password = "p".repeat(100);
    const [mail] = await captureMail(() => signUp({ name: "Larga", email, password }));
    await openLink(linkToken(mail.text));
    await expect(checkCredentials({ email, password })).resolves.toMatchObject({ email });
  });
});

describe("limits per account, shared by every app server (issue #18)", () => {
  const verified = async () => {
    const email = uniqueEmail("limit");
    const [mail] = await captureMail(() => signUp({ name: "Lía", email, password: "colores-123" }));
    await openLink(linkToken(mail.text));
    return email;
  };

  it("wrong passwords for one account, from any address, stop at the limit: then even the right one waits", async () => {
    const email = await verified();
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT; i++) {
      await expect(checkCredentials({ email, password: `mala-${i}-contraseña` })).rejects.toMatchObject({ status: 401 });
    }
    await expect(checkCredentials({ email: email.toUpperCase(), password: "colores-123" })).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      messageKey: "auth.signIn.accountLimited",
    });
    // Another account is not affected, and an unknown address is counted the same way.
    const other = await verified();
    expect((await checkCredentials({ email: other, password: "colores-123" })).email).toBe(other);
    const nobody = uniqueEmail("nadie");
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT; i++) await checkCredentials({ email: nobody, password: "x-x-x-x-x" }).catch(() => {});
    await expect(checkCredentials({ email: nobody, password: "x-x-x-x-x" })).rejects.toMatchObject({ status: 429 });
    // Only a hash of the address is kept.
    const db = await getDb();
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).join(" ");
    expect(keys).not.toContain(nobody);
  });

  it("a right password before the limit starts the count again", async () => {
    const email = await verified();
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT - 1; i++) await checkCredentials({ email, password: "mala-mala-1" }).catch(() => {});
    await checkCredentials({ email, password: "colores-123" });
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT - 1; i++) await checkCredentials({ email, password: "mala-mala-1" }).catch(() => {});
    expect((await checkCredentials({ email, password: "colores-123" })).email).toBe(email);
  });

  it("link mails to one account stop after LINK_MAILS_PER_HOUR, with the same answer", async () => {
    const email = uniqueEmail("mails");
    const mails = await captureMail(async () => {
      await signUp({ name: "Pía", email, password: "colores-123" });
      for (let i = 0; i < LINK_MAILS_PER_HOUR + 3; i++) {
        await resendVerification({ email });
        await signUp({ name: "Pía", email, password: "colores-123" });
        await requestPasswordReset({ email });
      }
    });
    expect(mails).toHaveLength(LINK_MAILS_PER_HOUR);
  });
});

describe("sessions and api tokens", () => {
  it("revokes a browser session", async () => {
    const admin = await checkCredentials({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const session = await createSession(admin.id);
    expect(await userFromSession(session.id)).toMatchObject({ id: admin.id, admin: true });
    await destroySession(session.id);
    expect(await userFromSession(session.id)).toBeUndefined();
  });

  it("stores api tokens hashed and stops accepting a revoked one", async () => {
    const admin = await checkCredentials({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const token = await issueApiToken(admin.id);
    expect(await userFromApiToken(token)).toMatchObject({ id: admin.id });
    expect(await userFromApiToken(`${token}x`)).toBeUndefined();
    await revokeApiToken(token);
    expect(await userFromApiToken(token)).toBeUndefined();
  });

  it("writes a token's last use at most once every few minutes, not on every request (issue #15)", async () => {
    const admin = await checkCredentials({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const token = await issueApiToken(admin.id);
    const db = await getDb();
    const lastUsed = async () =>
      (
        await db
          .select({ at: apiTokens.lastUsedAt })
          .from(apiTokens)
          .where(eq(apiTokens.tokenHash, sha256(token)))
      )[0].at;
    await userFromApiToken(token);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await userFromApiToken(token);
    await userFromApiToken(token);
    expect(await lastUsed()).toEqual(first);
    // Once it is older than the resolution, the next use writes it again.
    const old = new Date(Date.now() - TOKEN_USE_RESOLUTION - 1_000);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: old })
      .where(eq(apiTokens.tokenHash, sha256(token)));
    // (minutes passed: nothing this server kept of the token is that old)
    await userFromApiToken(token);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(old.getTime() + 1_000);
  });
});
