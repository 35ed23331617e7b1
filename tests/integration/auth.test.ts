import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { credits, verificationTokens } from "~/db/schema";
import {
  checkCredentials,
  createSession,
  destroySession,
  issueApiToken,
  revokeApiToken,
  signUp,
  userFromApiToken,
  userFromSession,
  openLink,
} from "~/services/auth.server";
import { sha256 } from "~/utils/crypto.server";
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
    const [stored] = await db.select().from(verificationTokens).where(eq(verificationTokens.tokenHash, sha256(token)));
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

  it("refuses a taken e-mail with 409 and bad input with 422 per field", async () => {
    const email = uniqueEmail();
    await captureMail(() => signUp({ name: "Eva", email, password: "colores-123" }));
    await expect(signUp({ name: "Eva", email, password: "colores-123" })).rejects.toMatchObject({ status: 409, code: "CONFLICT" });
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
});
