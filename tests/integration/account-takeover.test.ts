/**
 * Issue #27, accounts: no takeover through a change of address, no pre-claimed address, no way
 * to tell who has an account from "forgot password", mails off the request path, separate mail
 * budgets for the owner and for anonymous askers, a limit on guessing the current password.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import * as undoApi from "~/routes/api+/users.email.undo";
import * as forgotApi from "~/routes/api+/users.password.forgot";
import * as usersRead from "~/routes/api+/users.read";
import * as usersUpdate from "~/routes/api+/users.update";
import * as verifyApi from "~/routes/api+/users.verify";
import * as verifyRoute from "~/routes/_auth+/verify.$token";
import * as notMeRoute from "~/routes/_auth+/not-me.$token";
import { credentialsOf, toggleUserBlocked } from "~/services/admin-users.server";
import { changePassword, PASSWORD_CHANGE_LIMIT, requestPasswordReset, resetPassword } from "~/services/passwords.server";
import { checkCredentials, createSession, issueApiToken, userFromApiToken } from "~/services/auth.server";
import { openLink, signUp, undoEmailChange } from "~/services/email-links.server";
import { pendingEmailOf, updateOwnProfile } from "~/services/profile.server";
import { LINK_MAILS_PER_HOUR } from "~/services/account-mail.server";
import * as mail from "~/services/mail.server";
import { setTaskPause, tasksSettled } from "~/services/tasks.server";
import { getUser } from "~/services/users.server";
import { callApi, makeUser, PASSWORD, sessionCookieFor, type ErrorBody } from "../helpers/pages";
import { captureMail, uniqueEmail } from "../helpers/users";

const context = { cspNonce: "", requestId: "t" };
const linkOf = (screen: string, text = "") => new RegExp(`/${screen}/([\\w-]+)`).exec(text)?.[1] ?? "";
const mailTo = (mails: mail.Mail[], to: string) => mails.filter((each) => each.to === to);

afterEach(() => vi.restoreAllMocks());

/** A change of address asked for with the account's token, and the mails it sent. */
async function askForChange(user: Awaited<ReturnType<typeof makeUser>>, to: string) {
  const mails = await captureMail(() =>
    callApi(usersUpdate.action, { method: "PATCH", token: user.token, body: { name: user.user.name, email: to }, path: "users/update" }),
  );
  return { confirm: linkOf("verify", mailTo(mails, to)[0]?.text), notMe: linkOf("not-me", mailTo(mails, user.email)[0]?.text) };
}

describe("a change of address asked for with a stolen token (finding 1)", () => {
  it("dies with a password reset: its link then changes nothing and signs nobody in", async () => {
    const owner = await makeUser();
    const attacker = uniqueEmail("atacante");
    const { confirm } = await askForChange(owner, attacker);
    expect(confirm).not.toBe("");
    expect(await pendingEmailOf(owner.user.id)).toBe(attacker);

    // The owner resets the password.
    const reset = await captureMail(() => requestPasswordReset({ email: owner.email }));
    await captureMail(() => resetPassword({ token: linkOf("reset-password", reset[0]?.text), password: "otra-contraseña-1" }));
    expect(await pendingEmailOf(owner.user.id)).toBeNull();

    const opened = await callApi<ErrorBody>(verifyApi.action, { method: "POST", body: { token: confirm }, path: "users/verify" });
    expect(opened.status).toBe(401);
    expect(await getUser(owner.user.id)).toMatchObject({ email: owner.email });
  });

  it("dies with a change of password and when an admin blocks the account (every 'sign out everywhere')", async () => {
    const owner = await makeUser();
    const first = await askForChange(owner, uniqueEmail("atacante"));
    await captureMail(() => changePassword(owner.user.id, { current: PASSWORD, password: "nueva-contraseña-2" }, { apiToken: owner.token }));
    await expect(openLink({ token: first.confirm })).rejects.toMatchObject({ status: 401 });
    expect(await pendingEmailOf(owner.user.id)).toBeNull();

    const second = await askForChange(owner, uniqueEmail("atacante"));
    const admin = await makeUser({ admin: true });
    await toggleUserBlocked(admin.user, owner.user.id);
    await toggleUserBlocked(admin.user, owner.user.id);
    expect(await pendingEmailOf(owner.user.id)).toBeNull();
    await expect(openLink({ token: second.confirm })).rejects.toMatchObject({ status: 401 });
  });

  it("confirming a change never signs anyone in, on either door", async () => {
    const owner = await makeUser();
    const wanted = uniqueEmail("nueva");
    const { confirm } = await askForChange(owner, wanted);
    // /api: no token for whoever holds the link; the account's own device gets its user back.
    let opened: Awaited<ReturnType<typeof callApi<{ token: string | null; user: unknown }>>> | undefined;
    const told = await captureMail(async () => {
      opened = await callApi<{ token: string | null; user: unknown }>(verifyApi.action, { method: "POST", body: { token: confirm }, path: "users/verify" });
    });
    expect(opened?.status).toBe(200);
    expect(opened?.body).toEqual({ token: null, user: null, plan: null });
    expect(await getUser(owner.user.id)).toMatchObject({ email: wanted });
    // Both addresses are told it took effect; the old one can undo it.
    expect(mailTo(told, wanted)).toHaveLength(1);
    expect(linkOf("not-me", mailTo(told, owner.email)[0]?.text)).not.toBe("");

    // The web door: pressed with no session, it ends on the sign-in screen with no session made.
    const other = await makeUser();
    const second = await askForChange(other, uniqueEmail("nueva"));
    const pressed = (await verifyRoute.action({
      request: new Request(`http://localhost:3999/verify/${second.confirm}`, { method: "POST" }),
      params: { token: second.confirm },
      context,
    } as never)) as Response;
    await tasksSettled();
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get("Location")).toBe("/sign-in");
    expect(pressed.headers.get("Set-Cookie") ?? "").not.toContain("__session=");
    expect((await credentialsOf(other.user.id)).sessions).toBe(0);

    // Pressed on the account's own device, it goes back to the account, still signed in as before.
    const third = await makeUser();
    const cookie = await sessionCookieFor(third.user);
    const third2 = await askForChange(third, uniqueEmail("nueva"));
    const own = (await verifyRoute.action({
      request: new Request(`http://localhost:3999/verify/${third2.confirm}`, { method: "POST", headers: { Cookie: cookie } }),
      params: { token: third2.confirm },
      context,
    } as never)) as Response;
    await tasksSettled();
    expect(own.headers.get("Location")).toBe("/account");
    expect(own.headers.get("Set-Cookie") ?? "").not.toContain("__session=");
  });

  it("'No he sido yo' cancels a waiting change and signs every device out", async () => {
    const owner = await makeUser();
    await createSession(owner.user.id);
    const { confirm, notMe } = await askForChange(owner, uniqueEmail("atacante"));
    expect(notMe).not.toBe("");
    const undone = await callApi<{ email: string; restored: boolean; message: string }>(undoApi.action, {
      method: "POST",
      body: { token: notMe },
      path: "users/email/undo",
    });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ email: owner.email, restored: false });
    expect(await credentialsOf(owner.user.id)).toEqual({ sessions: 0, apiTokens: 0 });
    await expect(openLink({ token: confirm })).rejects.toMatchObject({ status: 401 });
    // The password still works: nothing went through.
    await expect(checkCredentials({ email: owner.email, password: PASSWORD })).resolves.toMatchObject({ id: owner.user.id });
    // Spent: a second press is refused.
    await expect(undoEmailChange(notMe)).rejects.toMatchObject({ status: 401 });
  });

  it("'No he sido yo' after the change went through gives the address back, ends the password and mails a new-password link", async () => {
    const owner = await makeUser();
    const attacker = uniqueEmail("atacante");
    const { confirm, notMe } = await askForChange(owner, attacker);
    await captureMail(() => openLink({ token: confirm }));
    // The attacker now has the address and chooses a password with it.
    const reset = await captureMail(() => requestPasswordReset({ email: attacker }));
    await captureMail(() => resetPassword({ token: linkOf("reset-password", reset[0]?.text), password: "del-atacante-1" }));
    const attackerToken = await issueApiToken(owner.user.id);

    // The web door's press (the not-me screen) undoes it.
    const mails = await captureMail(async () => {
      const res = (await notMeRoute.action({
        request: new Request(`http://localhost:3999/not-me/${notMe}`, { method: "POST" }),
        params: { token: notMe },
        context,
      } as never)) as Response;
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).toContain(owner.email);
    });
    expect(await getUser(owner.user.id)).toMatchObject({ email: owner.email });
    expect(await userFromApiToken(attackerToken)).toBeUndefined();
    await expect(checkCredentials({ email: owner.email, password: "del-atacante-1" })).rejects.toMatchObject({ status: 401 });
    await expect(checkCredentials({ email: attacker, password: "del-atacante-1" })).rejects.toMatchObject({ status: 401 });
    const link = linkOf("reset-password", mailTo(mails, owner.email)[0]?.text);
    expect(link).not.toBe("");
    await captureMail(() => resetPassword({ token: link, password: "de-la-familia-1" }));
    await expect(checkCredentials({ email: owner.email, password: "de-la-familia-1" })).resolves.toMatchObject({ id: owner.user.id });
  });
});

describe("an address claimed before its owner signs up (finding 2)", () => {
  it("each sign-up keeps its own password: a link activates the one its presser types, and verifying ends every older session (#42 item 2)", async () => {
    const email = uniqueEmail("victima");
    const [attackerMail] = await captureMail(() => signUp({ birth_year: 1985, name: "Atacante", email, password: "del-atacante-1" }));
    const [victimMail] = await captureMail(() => signUp({ birth_year: 1985, name: "Víctima", email, password: "de-la-victima-1" }));
    expect(victimMail.to).toBe(email);
    // Without a password, or with one nobody chose, a link spends nothing.
    await expect(openLink({ token: linkOf("verify", attackerMail.text) })).rejects.toMatchObject({
      status: 422,
      fields: { password: "auth.verify.passwordNeeded" },
    });
    await expect(openLink({ token: linkOf("verify", attackerMail.text), password: "otra-cualquiera" })).rejects.toMatchObject({
      status: 422,
      fields: { password: "auth.verify.wrongPassword" },
    });

    const db = await getDb();
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // Whatever was made for the account before it was verified ends with verifying.
    const early = await issueApiToken(row.id);
    await createSession(row.id);
    // The victim presses the link the attacker's sign-up sent, with their own password.
    await openLink({ token: linkOf("verify", attackerMail.text), password: "de-la-victima-1" });
    expect(await userFromApiToken(early)).toBeUndefined();
    expect((await credentialsOf(row.id)).sessions).toBe(0);
    expect(await getUser(row.id)).toMatchObject({ name: "Víctima" });
    // The other link is spent with it: it says the account is verified (record 0163) and opens nothing.
    await expect(openLink({ token: linkOf("verify", victimMail.text), password: "de-la-victima-1" })).rejects.toMatchObject({ status: 409 });
    expect((await credentialsOf(row.id)).sessions).toBe(0);

    await expect(checkCredentials({ email, password: "del-atacante-1" })).rejects.toMatchObject({ status: 401 });
    await expect(checkCredentials({ email, password: "de-la-victima-1" })).resolves.toMatchObject({ id: row.id });
  });

  it("a verified account keeps its password whatever later sign-ups say", async () => {
    const { email } = await makeUser();
    const [told] = await captureMail(() => signUp({ birth_year: 1985, name: "Otro", email, password: "otra-cosa-12" }));
    expect(told.subject).toContain("Ya tienes una cuenta");
    await expect(checkCredentials({ email, password: PASSWORD })).resolves.toBeTruthy();
    await expect(checkCredentials({ email, password: "otra-cosa-12" })).rejects.toMatchObject({ status: 401 });
  });
});

describe("forgot password tells nobody who has an account (finding 3)", () => {
  it("answers before any mail is sent, the same for a known and an unknown address", async () => {
    const { email } = await makeUser();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    vi.spyOn(mail, "sendMail").mockImplementation(async (message) => {
      await held;
      sent.push(message.to);
    });
    const known = await callApi<{ message: string }>(forgotApi.action, { method: "POST", body: { email }, path: "users/password/forgot" });
    const unknown = await callApi<{ message: string }>(forgotApi.action, {
      method: "POST",
      body: { email: uniqueEmail("nadie") },
      path: "users/password/forgot",
    });
    // Answered while the mail is still held back: it is not on the request's path.
    expect(sent).toEqual([]);
    expect(known).toMatchObject({ status: unknown.status, body: unknown.body });
    release();
    await tasksSettled();
    expect(sent).toEqual([email]);
  });

  it("an SMTP failure changes no answer and the mail is tried again until it goes", async () => {
    const { email } = await makeUser();
    setTaskPause(10);
    let failures = 2;
    const sent: string[] = [];
    vi.spyOn(mail, "sendMail").mockImplementation(async (message) => {
      if (failures-- > 0) throw new Error("SMTP 421 service not available");
      sent.push(message.to);
    });
    try {
      const res = await callApi<{ message: string }>(forgotApi.action, { method: "POST", body: { email }, path: "users/password/forgot" });
      expect(res.status).toBe(202);
      await tasksSettled();
      expect(sent).toEqual([email]);
    } finally {
      setTaskPause(2_000);
    }
  });
});

describe("mail budgets (finding 5)", () => {
  it("anonymous asks for a family's address cannot silence the family's own change-of-address mails", async () => {
    const owner = await makeUser();
    const flood = await captureMail(async () => {
      for (let i = 0; i < LINK_MAILS_PER_HOUR + 3; i++) await requestPasswordReset({ email: owner.email });
    });
    expect(flood).toHaveLength(LINK_MAILS_PER_HOUR);
    const wanted = uniqueEmail("nueva");
    const own = await captureMail(() => updateOwnProfile(owner.user, { name: owner.user.name, email: wanted }));
    expect(mailTo(own, wanted)).toHaveLength(1);
  });

  it("the owner's own asks have a budget of their own, answered 429 when spent", async () => {
    const owner = await makeUser();
    await captureMail(async () => {
      for (let i = 0; i < LINK_MAILS_PER_HOUR; i++) await updateOwnProfile(owner.user, { name: owner.user.name, email: uniqueEmail("n") });
    });
    const over = await callApi<ErrorBody>(usersUpdate.action, {
      method: "PATCH",
      token: owner.token,
      body: { name: owner.user.name, email: uniqueEmail("n") },
      path: "users/update",
    });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("RATE_LIMITED");
    // Anonymous asks still reach the family.
    expect(await captureMail(() => requestPasswordReset({ email: owner.email }))).toHaveLength(1);
  });
});

describe("changing the password (finding 6)", () => {
  it("is limited like sign-in: past the limit even the right current password waits", async () => {
    const owner = await makeUser();
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT; i++) {
      await expect(changePassword(owner.user.id, { current: `mal-${i}-contraseña`, password: "nueva-contraseña-3" })).rejects.toMatchObject({ status: 422 });
    }
    await expect(changePassword(owner.user.id, { current: PASSWORD, password: "nueva-contraseña-3" })).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
    });
    await expect(checkCredentials({ email: owner.email, password: PASSWORD })).resolves.toBeTruthy();
  });

  it("mails the owner on every change and every reset", async () => {
    const owner = await makeUser();
    const changed = await captureMail(() => changePassword(owner.user.id, { current: PASSWORD, password: "nueva-contraseña-4" }));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ to: owner.email });
    expect(changed[0].subject).toContain("contraseña");
    expect(changed[0].text).toContain("/forgot-password");
    const reset = await captureMail(() => requestPasswordReset({ email: owner.email }));
    const notice = await captureMail(() => resetPassword({ token: linkOf("reset-password", reset[0]?.text), password: "otra-contraseña-5" }));
    expect(notice).toHaveLength(1);
    expect(notice[0].to).toBe(owner.email);
  });
});

describe("a taken address on PATCH /users/update (finding 7)", () => {
  it("answers exactly as a free one", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const free = uniqueEmail("libre");
    let taken: unknown;
    let open: unknown;
    await captureMail(async () => {
      taken = (await callApi(usersUpdate.action, { method: "PATCH", token: owner.token, body: { name: "Mismo", email: other.email }, path: "users/update" }))
        .body;
      open = (await callApi(usersUpdate.action, { method: "PATCH", token: owner.token, body: { name: "Mismo", email: free }, path: "users/update" })).body;
    });
    expect(taken).toEqual({ ...(open as object), pending_email: other.email });
    const me = await callApi<{ email: string }>(usersRead.loader, { token: owner.token, path: "users/read" });
    expect(me.status).toBe(200);
  });
});
