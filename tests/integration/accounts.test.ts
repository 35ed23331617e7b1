import type { ApiUser } from "~/utils/api-shapes.server";
/**
 * Accounts a family can recover (issue #14): forgotten password by e-mail, change of password,
 * change of e-mail confirmed from the new address; e-mailed links that change nothing when merely
 * opened; names kept apart from the app's words in mails (issue #18).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { apiTokens, sessions, users, verificationTokens } from "~/db/schema";
import * as forgotApi from "~/routes/api+/users.password.forgot";
import * as resetApi from "~/routes/api+/users.password.reset";
import * as changeApi from "~/routes/api+/users.password.change";
import * as usersRead from "~/routes/api+/users.read";
import * as usersUpdate from "~/routes/api+/users.update";
import * as verifyRoute from "~/routes/_auth+/verify.$token";
import * as verifyApi from "~/routes/api+/users.verify";
import * as accountRoute from "~/routes/_user+/account";
import { formState } from "~/lib/forms";
import { changePassword, requestPasswordReset, resetLinkIsGood, resetPassword } from "~/services/passwords.server";
import { checkCredentials, createSession, issueApiToken, purgeExpired, userFromApiToken, userFromSession } from "~/services/auth.server";
import { openLink, signUp } from "~/services/email-links.server";
import { pendingEmailOf, updateOwnProfile } from "~/services/profile.server";
import { mailName } from "~/services/mail.server";
import { getUser, type PublicUser } from "~/services/users.server";
import { sha256 } from "~/infra/crypto.server";
import { callApi, makeUser, PASSWORD, sessionCookieFor, type ErrorBody } from "../helpers/pages";
import { captureMail, uniqueEmail } from "../helpers/users";
import { es } from "../helpers/words";

const resetToken = (text: string) => /\/reset-password\/([\w-]+)/.exec(text)?.[1] ?? "";
const verifyToken = (text: string) => /\/verify\/([\w-]+)/.exec(text)?.[1] ?? "";

describe("a forgotten password", () => {
  it("e-mails a single-use link stored hashed; the same answer for an address with no account", async () => {
    const { user, email } = await makeUser();
    const none = await captureMail(() => requestPasswordReset({ email: uniqueEmail("nadie") }));
    expect(none).toEqual([]);
    const [mail] = await captureMail(() => requestPasswordReset({ email: email.toUpperCase() }));
    expect(mail.to).toBe(email);
    expect(mail.text).toContain(`Hola, ${user.name}:`);
    const token = resetToken(mail.text);
    expect(token.length).toBeGreaterThan(20);
    const db = await getDb();
    const [stored] = await db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.tokenHash, sha256(token)));
    expect(stored).toMatchObject({ purpose: "reset", userId: user.id });
    expect(JSON.stringify(stored)).not.toContain(token);
    // It lasts an hour.
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await resetLinkIsGood(token)).toBe(true);
  });

  it("a new password revokes every session and API token of the account; the link works once", async () => {
    const { user, email, token: apiToken } = await makeUser();
    const phone = await createSession(user.id);
    const laptop = await createSession(user.id);
    const [mail] = await captureMail(() => requestPasswordReset({ email }));
    const token = resetToken(mail.text);
    await expect(resetPassword({ token, password: "corta" })).rejects.toMatchObject({ status: 422, fields: { password: "errors.field.passwordMin" } });
    const back = await resetPassword({ token, password: "nueva-contraseña-9" });
    expect(back.id).toBe(user.id);
    expect(await userFromSession(phone.id)).toBeUndefined();
    expect(await userFromSession(laptop.id)).toBeUndefined();
    expect(await userFromApiToken(apiToken)).toBeUndefined();
    await expect(checkCredentials({ email, password: PASSWORD })).rejects.toMatchObject({ status: 401 });
    await expect(checkCredentials({ email, password: "nueva-contraseña-9" })).resolves.toMatchObject({ id: user.id });
    await expect(resetPassword({ token, password: "otra-contraseña-9" })).rejects.toMatchObject({ status: 401, messageKey: "auth.reset.invalid" });
    expect(await resetLinkIsGood(token)).toBe(false);
  });

  it("an expired link, or another one after a reset, is refused; a blocked account gets no link", async () => {
    const { user, email } = await makeUser();
    const [first] = await captureMail(() => requestPasswordReset({ email }));
    const [second] = await captureMail(() => requestPasswordReset({ email }));
    const db = await getDb();
    await db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.tokenHash, sha256(resetToken(first.text))));
    await expect(resetPassword({ token: resetToken(first.text), password: "nueva-contraseña-9" })).rejects.toMatchObject({ status: 401 });
    await resetPassword({ token: resetToken(second.text), password: "nueva-contraseña-9" });

    const [third] = await captureMail(() => requestPasswordReset({ email }));
    const [fourth] = await captureMail(() => requestPasswordReset({ email }));
    await resetPassword({ token: resetToken(third.text), password: "otra-más-segura-1" });
    // Using one link voids the others of the account.
    await expect(resetPassword({ token: resetToken(fourth.text), password: "y-otra-más-1" })).rejects.toMatchObject({ status: 401 });

    await db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    expect(await captureMail(() => requestPasswordReset({ email }))).toEqual([]);
  });

  it("the /api door: POST /users/password/forgot → 202 {message}, POST /users/password/reset → {token, user}", async () => {
    const { email } = await makeUser();
    let answers: { status: number; body: { message: string } }[] = [];
    const mails = await captureMail(async () => {
      answers = [
        await callApi<{ message: string }>(forgotApi.action, { method: "POST", body: { email }, path: "users/password/forgot" }),
        await callApi<{ message: string }>(forgotApi.action, { method: "POST", body: { email: uniqueEmail("nadie") }, path: "users/password/forgot" }),
      ];
    });
    expect(answers[0]).toMatchObject({ status: 202 });
    expect(answers[1]).toEqual({ ...answers[1], status: 202, body: answers[0].body });
    expect(mails).toHaveLength(1);
    const bad = await callApi<ErrorBody>(forgotApi.action, { method: "POST", body: { email: "no" }, path: "users/password/forgot" });
    expect(bad.status).toBe(422);

    const reset = await callApi<{ token: string; user: ApiUser }>(resetApi.action, {
      method: "POST",
      body: { token: resetToken(mails[0].text), password: "nueva-contraseña-9" },
      path: "users/password/reset",
    });
    expect(reset.status).toBe(200);
    expect(reset.body.user.email).toBe(email);
    const me = await callApi<{ email: string }>(usersRead.loader, { token: reset.body.token, path: "users/read" });
    expect(me.body.email).toBe(email);
    const again = await callApi<ErrorBody>(resetApi.action, {
      method: "POST",
      body: { token: resetToken(mails[0].text), password: "x-y-z-1234" },
      path: "users/password/reset",
    });
    expect(again).toMatchObject({ status: 401 });
  });
});

describe("changing the password while signed in", () => {
  it("needs the current password; ends every other session and token, not the one asking", async () => {
    const { user, email } = await makeUser();
    const here = await createSession(user.id);
    const elsewhere = await createSession(user.id);
    const shell = await issueApiToken(user.id);
    await expect(changePassword(user.id, { current: "no-es-esta", password: "nueva-contraseña-9" })).rejects.toMatchObject({
      status: 422,
      fields: { current: "auth.password.wrongCurrent" },
    });
    await changePassword(user.id, { current: PASSWORD, password: "nueva-contraseña-9" }, { sessionId: here.id });
    expect(await userFromSession(here.id)).toMatchObject({ id: user.id });
    expect(await userFromSession(elsewhere.id)).toBeUndefined();
    expect(await userFromApiToken(shell)).toBeUndefined();
    await expect(checkCredentials({ email, password: "nueva-contraseña-9" })).resolves.toMatchObject({ id: user.id });
  });

  it("the /api door: PATCH /users/password/change keeps the calling token", async () => {
    const { user, token } = await makeUser();
    const other = await issueApiToken(user.id);
    const wrong = await callApi<ErrorBody>(changeApi.action, {
      method: "PATCH",
      token,
      body: { current: "mal", password: "nueva-contraseña-9" },
      path: "users/password/change",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toHaveProperty("current");
    const done = await callApi<{ message: string }>(changeApi.action, {
      method: "PATCH",
      token,
      body: { current: PASSWORD, password: "nueva-contraseña-9" },
      path: "users/password/change",
    });
    expect(done.status).toBe(200);
    expect(await userFromApiToken(token)).toMatchObject({ id: user.id });
    expect(await userFromApiToken(other)).toBeUndefined();
  });
});

describe("changing the e-mail", () => {
  it("takes effect only once the new address opens its link; the old address is told", async () => {
    const { user, email } = await makeUser();
    const newEmail = uniqueEmail("nueva");
    let result: Awaited<ReturnType<typeof updateOwnProfile>> | undefined;
    const mails = await captureMail(async () => (result = await updateOwnProfile(user, { name: "Lucía Nueva", email: newEmail })));
    expect(result?.pendingEmail).toBe(newEmail);
    // The name changed at once; the e-mail did not.
    expect(result?.user).toMatchObject({ name: "Lucía Nueva", email });
    expect(await pendingEmailOf(user.id)).toBe(newEmail);
    const toNew = mails.find((mail) => mail.to === newEmail);
    const toOld = mails.find((mail) => mail.to === email);
    expect(toNew?.text).toMatch(/\/verify\/[\w-]+/);
    expect(toOld?.text).toContain(newEmail);
    expect(toOld?.text).not.toMatch(/\/verify\//);
    expect(toOld?.text).toMatch(/\/not-me\/[\w-]+/);
    await expect(checkCredentials({ email: newEmail, password: PASSWORD })).rejects.toMatchObject({ status: 401 });

    const opened = await openLink({ token: verifyToken(toNew?.text ?? "") });
    expect(opened).toMatchObject({ purpose: "email", user: { id: user.id, email: newEmail } });
    await expect(checkCredentials({ email: newEmail, password: PASSWORD })).resolves.toMatchObject({ id: user.id });
    expect(await pendingEmailOf(user.id)).toBeNull();
  });

  it("an address another account has answers as a free one (issue #27), is told instead, and never changes; a link opened once it was taken is refused", async () => {
    const { user, email } = await makeUser();
    const other = await makeUser();
    let result: Awaited<ReturnType<typeof updateOwnProfile>> | undefined;
    const told = await captureMail(async () => (result = await updateOwnProfile(user, { name: user.name, email: other.email })));
    expect(result?.pendingEmail).toBe(other.email);
    expect(await pendingEmailOf(user.id)).toBe(other.email);
    // The other account's owner hears someone wanted the address, with no link that could change anything.
    const toTaken = told.find((mail) => mail.to === other.email);
    expect(toTaken?.subject).toContain("Alguien quiso usar este correo");
    expect(toTaken?.text).not.toMatch(/\/verify\//);
    // The old address gets the same notice as for any change.
    expect(told.find((mail) => mail.to === email)?.text).toMatch(/\/not-me\/[\w-]+/);
    expect(await getUser(user.id)).toMatchObject({ email });
    const wanted = uniqueEmail("carrera");
    const mails = await captureMail(() => updateOwnProfile(user, { name: user.name, email: wanted }));
    // Meanwhile someone signs up with it.
    await captureMail(() => signUp({ birth_year: 1985, name: "Rápida", email: wanted, password: PASSWORD }));
    await expect(openLink({ token: verifyToken(mails.find((mail) => mail.to === wanted)?.text ?? "") })).rejects.toMatchObject({ status: 409 });
  });

  it("the /api door answers pending_email, and keeps the photo when the body leaves it out", async () => {
    const { user, token, email } = await makeUser();
    const db = await getDb();
    await db.update(users).set({ photo: "/files/uploads/1/me.png" }).where(eq(users.id, user.id));
    const newEmail = uniqueEmail("api");
    let res: { status: number; body: { updated: PublicUser; pending_email: string | null } } | undefined;
    await captureMail(async () => {
      res = await callApi(usersUpdate.action, { method: "PATCH", token, body: { name: "Otro Nombre", email: newEmail }, path: "users/update" });
    });
    expect(res?.status).toBe(200);
    expect(res?.body).toMatchObject({ updated: { name: "Otro Nombre", email, photo: "/files/uploads/1/me.png" }, pending_email: newEmail });
    const same = await callApi<{ pending_email: string | null }>(usersUpdate.action, {
      method: "PATCH",
      token,
      body: { name: "Otro Nombre", email },
      path: "users/update",
    });
    expect(same.body.pending_email).toBeNull();
  });

  it("a photo is only ever one of the user's own uploads: /verify/<token> or another site is refused, and an old one is not shown (issue #18)", async () => {
    const { user, token, email } = await makeUser();
    const other = await makeUser();
    const db = await getDb();
    for (const photo of [
      "/verify/abcdefghijklmnop",
      "https://evil.example/x.png",
      "/files/../verify/x",
      `/files/uploads/${other.user.id}/theirs.png`,
      "/files/coloreds/1/x.png",
    ]) {
      const res = await callApi<ErrorBody>(usersUpdate.action, { method: "PATCH", token, body: { name: user.name, email, photo }, path: "users/update" });
      expect(res.status, photo).toBe(422);
      expect(res.body).toMatchObject({ code: "VALIDATION", errors: { photo: es("errors.upload.notOurs") } });
    }
    const [stored] = await db.select({ photo: users.photo }).from(users).where(eq(users.id, user.id));
    expect(stored.photo).toBe("");
    const own = `/files/uploads/${user.id}/me.png`;
    const ok = await callApi<{ updated: ApiUser }>(usersUpdate.action, {
      method: "PATCH",
      token,
      body: { name: user.name, email, photo: own },
      path: "users/update",
    });
    expect(ok.body.updated.photo).toBe(own);
    // One stored before the check: never handed to a browser.
    await db.update(users).set({ photo: "/verify/abcdefghijklmnop" }).where(eq(users.id, user.id));
    expect((await getUser(user.id)).photo).toBe("");
  });
});

describe("the account screen's details form", () => {
  it("a refusal names its field and gives back what was typed (the form is drawn anew without JavaScript); the password form stays clean", async () => {
    const { user } = await makeUser();
    const form = new FormData();
    form.set("name", "Marta Nueva");
    form.set("email", "marta@ejemplo");
    form.set("file", new File([], "", { type: "application/octet-stream" }));
    const request = new Request("http://localhost:3999/account", { method: "POST", headers: { Cookie: await sessionCookieFor(user) }, body: form });
    const res = (await accountRoute.action({ request, params: {}, context: { cspNonce: "", requestId: "t" } } as never)) as Response;
    expect(res.status).toBe(422);
    const reply = await res.json();
    const details = formState(reply, "details");
    expect(details?.fields).toEqual({ email: es("errors.field.email") });
    expect(details?.values).toEqual({ name: "Marta Nueva", email: "marta@ejemplo" });
    expect(formState(reply, "password")).toBeUndefined();
    expect(await getUser(user.id)).toMatchObject({ name: user.name, email: user.email });
  });
});

describe("an e-mailed link changes nothing until the person confirms", () => {
  const context = { cspNonce: "", requestId: "t" };

  it("opening /verify/{token} (GET) spends nothing and signs nobody in; the press (POST) does", async () => {
    const email = uniqueEmail();
    const [mail] = await captureMail(() => signUp({ birth_year: 1985, name: "Nora", email, password: PASSWORD }));
    const token = verifyToken(mail.text);
    const get = await verifyRoute.loader({ request: new Request(`http://localhost:3999/verify/${token}`), params: { token }, context });
    expect(get.headers.get("Set-Cookie")).toBeNull();
    const db = await getDb();
    const [row] = await db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.tokenHash, sha256(token)));
    expect(row.usedAt).toBeNull();

    // Someone else signed in in this browser: still nothing happens on GET.
    const admin = await makeUser();
    const cookie = await sessionCookieFor(admin.user);
    const seen = await verifyRoute.loader({
      request: new Request(`http://localhost:3999/verify/${token}`, { headers: { Cookie: cookie } }),
      params: { token },
      context,
    });
    expect(((await seen.json()) as { signedInAs: string | null }).signedInAs).toBe(admin.user.name);
    expect(
      (
        await db
          .select()
          .from(verificationTokens)
          .where(eq(verificationTokens.tokenHash, sha256(token)))
      )[0].usedAt,
    ).toBeNull();

    const post = await verifyRoute.action({
      request: new Request(`http://localhost:3999/verify/${token}`, { method: "POST", body: new URLSearchParams({ password: PASSWORD }) }),
      params: { token },
      context,
    });
    expect(post.status).toBe(302);
    expect(post.headers.get("Set-Cookie")).toContain("__session=");

    // Pressed again by someone else: the address is verified; they are sent to sign in (record 0163).
    const again = await verifyRoute.action({ request: new Request(`http://localhost:3999/verify/${token}`, { method: "POST" }), params: { token }, context });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ already: "signIn" });
  });

  it("the account's own link opened again while signed in says it is already verified", async () => {
    const email = uniqueEmail();
    const [mail] = await captureMail(() => signUp({ birth_year: 1985, name: "Olga", email, password: PASSWORD }));
    const token = verifyToken(mail.text);
    const { user } = await openLink({ token, password: PASSWORD });
    const cookie = await sessionCookieFor(user);
    const seen = await verifyRoute.loader({
      request: new Request(`http://localhost:3999/verify/${token}`, { headers: { Cookie: cookie } }),
      params: { token },
      context,
    });
    expect(await seen.json()).toMatchObject({ already: "own" });
    const pressed = await verifyRoute.action({
      request: new Request(`http://localhost:3999/verify/${token}`, { method: "POST", headers: { Cookie: cookie } }),
      params: { token },
      context,
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.json()).toMatchObject({ already: "own" });
  });

  it("a new account's link opened again once verified says so and offers sign-in, on both doors, kept 90 days (record 0163)", async () => {
    const email = uniqueEmail();
    const [first] = await captureMail(() => signUp({ birth_year: 1985, name: "Rosa", email, password: PASSWORD }));
    const [second] = await captureMail(() => signUp({ birth_year: 1985, name: "Rosa", email, password: PASSWORD }));
    const older = verifyToken(first.text);
    const used = verifyToken(second.text);
    await openLink({ token: used, password: PASSWORD });
    // Nobody signed in: the page answers without asking for a password and sends to sign in.
    for (const token of [used, older]) {
      const seen = await verifyRoute.loader({ request: new Request(`http://localhost:3999/verify/${token}`), params: { token }, context });
      expect(await seen.json()).toMatchObject({ already: "signIn", asksPassword: false });
      const pressed = await verifyRoute.action({
        request: new Request(`http://localhost:3999/verify/${token}`, { method: "POST", body: new URLSearchParams({ password: "otra-cualquiera-1" }) }),
        params: { token },
        context,
      });
      expect(pressed.status).toBe(200);
      expect(await pressed.json()).toEqual({ already: "signIn" });
      const api = await callApi<ErrorBody>(verifyApi.action, { method: "POST", body: { token }, path: "users/verify" });
      expect(api.status).toBe(409);
      expect(api.body).toEqual({ message: es("auth.verify.alreadySignIn"), code: "ALREADY_VERIFIED" });
    }
    // Whoever does not hold a link learns nothing.
    const unknown = await callApi<ErrorBody>(verifyApi.action, { method: "POST", body: { token: "no-such-link-0123456789" }, path: "users/verify" });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("UNAUTHORIZED");

    // The daily purge keeps a spent sign-up link for 90 days, not one.
    const db = await getDb();
    const usedAt = (days: number) =>
      db
        .update(verificationTokens)
        .set({ usedAt: new Date(Date.now() - days * 86_400_000), expiresAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(verificationTokens.tokenHash, sha256(used)));
    await usedAt(30);
    await purgeExpired();
    expect((await callApi<ErrorBody>(verifyApi.action, { method: "POST", body: { token: used }, path: "users/verify" })).body.code).toBe("ALREADY_VERIFIED");
    await usedAt(91);
    await purgeExpired();
    expect((await callApi<ErrorBody>(verifyApi.action, { method: "POST", body: { token: used }, path: "users/verify" })).status).toBe(401);
  });
});

describe("names in e-mails", () => {
  it("are one short line: a line break and a link in a name cannot pose as the message", async () => {
    expect(mailName("Ana\nHaz clic: http://malo.example/entra\r\nGracias")).toBe("Ana Haz clic: http://malo.example/entra…");
    expect(mailName("  Lucía   Pérez  ")).toBe("Lucía Pérez");
    const email = uniqueEmail();
    const [mail] = await captureMail(() => signUp({ birth_year: 1985, name: "Ana\nTu cuenta caduca: http://malo.example", email, password: PASSWORD }));
    const [greeting, blank] = mail.text.split("\n");
    expect(greeting.startsWith("Hola, Ana Tu cuenta caduca")).toBe(true);
    expect(blank).toBe("");
  });
});

describe("sessions", () => {
  it("a reset leaves no session row and no token row of the account", async () => {
    const { user, email } = await makeUser();
    await createSession(user.id);
    await issueApiToken(user.id);
    const [mail] = await captureMail(() => requestPasswordReset({ email }));
    await resetPassword({ token: resetToken(mail.text), password: "nueva-contraseña-9" });
    const db = await getDb();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, user.id))),
    ).toEqual([]);
  });
});
