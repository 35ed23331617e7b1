import type { ApiUser } from "~/utils/api-shapes.server";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { settings, users } from "~/db/schema";
import { translate } from "~/i18n";
import * as notFoundRoute from "~/routes/api+/$";
import * as settingsList from "~/routes/api+/settings.list";
import * as usersRead from "~/routes/api+/users.read";
import * as signIn from "~/routes/api+/users.sign-in";
import * as signOut from "~/routes/api+/users.sign-out";
import * as signUp from "~/routes/api+/users.sign-up";
import * as usersUpdate from "~/routes/api+/users.update";
import * as verify from "~/routes/api+/users.verify";
import { SECRET_SETTINGS } from "~/services/settings.server";
import { parseWebsite } from "~/lib/website/parse";
import { websiteSchema } from "~/lib/website/schema";
import { TEST_ADMIN } from "../helpers/database";
import { captureMail, linkToken, uniqueEmail } from "../helpers/users";
import { es } from "../helpers/words";

type Handler = (args: never) => Response | Promise<Response>;
type ErrorBody = { message: string; code: string; errors?: Record<string, string> };
type Call = { method?: string; body?: unknown; token?: string; path?: string };

const PASSWORD = "colores-123";

/** Calls a route module's loader or action the way Remix would, and reads the answer. */
async function call<T = ErrorBody>(handler: Handler, { method = "GET", body, token, path = "x" }: Call = {}) {
  const headers = new Headers();
  if (body !== undefined) headers.set("Content-Type", "application/json");
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const request = new Request(`http://localhost:3999/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await handler({ request, params: {}, context: { cspNonce: "", requestId: "t" } } as never);
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get("Content-Type") ?? "",
    text,
    body: (text ? JSON.parse(text) : null) as T,
  };
}

/** Signs up through the API and returns the token e-mailed in the verification link. */
async function signUpForLink(email: string, name = "Lucía") {
  let status = 0;
  let body: unknown;
  const mails = await captureMail(async () => {
    ({ status, body } = await call(signUp.action, { method: "POST", body: { name, email, password: PASSWORD, birth_year: 1985 } }));
  });
  expect(status).toBe(201);
  expect(mails).toHaveLength(1);
  return { body, link: linkToken(mails[0].text) };
}

/** A verified, signed-in user: the token from /users/verify. */
async function verifiedUser(name = "Lucía") {
  const email = uniqueEmail("api");
  const { link } = await signUpForLink(email, name);
  const res = await call<{ token: string; user: ApiUser }>(verify.action, { method: "POST", body: { token: link, password: PASSWORD } });
  expect(res.status).toBe(200);
  return { email, token: res.body.token, user: res.body.user };
}

/** A token that once opened a session and no longer does. */
const unauthorizedBody = () => ({ message: es("errors.unauthorized"), code: "UNAUTHORIZED" });
/** No token at all, or something that was never one of ours: the caller never signed in. */
const signInBody = () => ({ message: es("errors.signInRequired"), code: "UNAUTHORIZED" });

describe("/api users: sign-up, verify, sign-in", () => {
  it("signs up with 201 {message} and sends one verification e-mail", async () => {
    const email = uniqueEmail("api");
    const { body } = await signUpForLink(email);
    expect(body).toEqual({ message: es("auth.signUp.sent") });
  });

  it("answers bad sign-up input with 422 and a Spanish message per field", async () => {
    const res = await call(signUp.action, { method: "POST", body: { name: "", email: "no-es-un-correo", password: "corta", birth_year: 1985 } });
    expect(res.status).toBe(422);
    expect(res.contentType).toContain("application/json");
    expect(res.body).toEqual({
      message: "Revisa los campos marcados.",
      code: "VALIDATION",
      errors: {
        name: "Este campo es obligatorio.",
        email: "Escribe un correo válido.",
        password: "La contraseña debe tener al menos 8 caracteres.",
      },
    });
  });

  it("refuses a missing body as a bad request (record 0158), and an empty object's fields one by one", async () => {
    const missing = await call(signUp.action, { method: "POST" });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("BAD_REQUEST");
    const res = await call(signUp.action, { method: "POST", body: {} });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("VALIDATION");
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(["birth_year", "email", "name", "password"]);
  });

  it("answers a taken e-mail exactly as a new one, whatever its case, and tells only its owner (issue #18)", async () => {
    const fresh = await captureMail(() =>
      call(signUp.action, { method: "POST", body: { name: "Nueva", email: uniqueEmail("api"), password: PASSWORD, birth_year: 1985 } }),
    );
    expect(fresh).toHaveLength(1);
    const answerForNew = { status: 201, body: { message: es("auth.signUp.sent") } };

    // Never verified: its owner gets a new link.
    const waiting = uniqueEmail("api");
    await signUpForLink(waiting);
    let res: { status: number; body: unknown } | undefined;
    const again = await captureMail(async () => {
      res = await call(signUp.action, { method: "POST", body: { name: "Otra", email: waiting.toUpperCase(), password: PASSWORD, birth_year: 1985 } });
    });
    expect(res).toMatchObject(answerForNew);
    expect(again.map((mail) => mail.to)).toEqual([waiting]);
    expect(linkToken(again[0].text)).not.toBe("");

    // Verified: "you already have an account", with the way in and the way back to a password.
    const { email } = await verifiedUser();
    const told = await captureMail(async () => {
      res = await call(signUp.action, { method: "POST", body: { name: "Intrusa", email, password: "otra-contraseña-1", birth_year: 1985 } });
    });
    expect(res).toMatchObject(answerForNew);
    expect(told).toHaveLength(1);
    expect(told[0].to).toBe(email);
    expect(told[0].subject).toContain("Ya tienes una cuenta");
    expect(told[0].text).toMatch(/\/sign-in\n[\s\S]*\/forgot-password/);
    expect(told[0].text).not.toContain("Intrusa");
    // Nothing about the account changed: its password still signs in.
    expect((await call(signIn.action, { method: "POST", body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it("refuses sign-in before verification with 403 EMAIL_NOT_VERIFIED, then verifies into {token, user}", async () => {
    const email = uniqueEmail("api");
    const { link } = await signUpForLink(email, "Verónica");

    const early = await call(signIn.action, { method: "POST", body: { email, password: PASSWORD } });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ message: es("errors.emailNotVerified"), code: "EMAIL_NOT_VERIFIED" });

    const res = await call<{ token: string; user: ApiUser }>(verify.action, { method: "POST", body: { token: link, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe("string");
    expect(res.body.token.length).toBeGreaterThanOrEqual(32);
    expect(Object.keys(res.body.user).sort()).toEqual(["admin", "blocked", "created_at", "email", "id", "name", "photo", "plan", "stripe_id"].sort());
    expect(res.body.user).toMatchObject({
      name: "Verónica",
      email,
      photo: "",
      admin: false,
      blocked: false,
      stripe_id: null,
      plan: { name: "free", paid: false },
    });
    expect(Object.keys(res.body.user.plan).sort()).toEqual(["name", "paid", "title"]);
    expect(typeof res.body.user.plan.title).toBe("string");
    expect(Number.isInteger(res.body.user.id)).toBe(true);
    expect(new Date(res.body.user.created_at).toISOString()).toBe(res.body.user.created_at);
    expect(res.text).not.toMatch(/password|argon2/i);

    // The token works, and the link is single-use.
    const me = await call<ApiUser>(usersRead.loader, { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body.user);
    // Opened again: the address is verified, nothing to do but sign in (record 0163).
    const again = await call(verify.action, { method: "POST", body: { token: link } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: es("auth.verify.alreadySignIn"), code: "ALREADY_VERIFIED" });

    // Now the same pair signs in, e-mail in any case.
    const signedIn = await call<{ token: string; user: ApiUser }>(signIn.action, {
      method: "POST",
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toEqual(res.body.user);
    expect(signedIn.body.token).not.toBe(res.body.token);
    expect(signedIn.text).not.toMatch(/password|argon2/i);
  });

  it("answers 422 to verify without a token and 401 to an unknown one", async () => {
    const missing = await call(verify.action, { method: "POST", body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ token: es("errors.field.required") });
    const unknown = await call(verify.action, { method: "POST", body: { token: "no-such-token" } });
    expect(unknown.status).toBe(401);
  });

  it("gives a wrong password and an unknown e-mail the same 401 body", async () => {
    const { email } = await verifiedUser();
    const wrong = await call(signIn.action, { method: "POST", body: { email, password: "not-the-password" } });
    const unknown = await call(signIn.action, { method: "POST", body: { email: uniqueEmail("nobody"), password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: es("errors.badCredentials"), code: "UNAUTHORIZED" });
    expect(unknown.text).toBe(wrong.text);
  });

  it("refuses a blocked user with 403 USER_BLOCKED and stops accepting their token", async () => {
    const { email, token, user } = await verifiedUser();
    expect((await call(usersRead.loader, { token })).status).toBe(200);

    const db = await getDb();
    await db.update(users).set({ blocked: true }).where(eq(users.id, user.id));

    const res = await call(signIn.action, { method: "POST", body: { email, password: PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: es("errors.userBlocked"), code: "USER_BLOCKED" });

    // Their token still identifies them, and is refused for that reason.
    const read = await call(usersRead.loader, { token });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ message: es("errors.userBlocked"), code: "USER_BLOCKED" });
  });

  it("answers in English when the lang cookie says so", async () => {
    const request = new Request("http://localhost:3999/api/users/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: "lang=en" },
      body: JSON.stringify({ email: uniqueEmail("nobody"), password: "whatever-1" }),
    });
    const res = await signIn.action({ request, params: {}, context: { cspNonce: "", requestId: "t" } } as never);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: translate("en", "errors.badCredentials"), code: "UNAUTHORIZED" });
  });
});

describe("/api users: read, update, sign-out", () => {
  it("answers users/read with no token or a garbage token with 401 UNAUTHORIZED, asking to sign in (nothing has expired)", async () => {
    const none = await call(usersRead.loader);
    expect(none.status).toBe(401);
    expect(none.body).toEqual(signInBody());
    expect(none.body).toEqual({ message: "Inicia sesión para continuar.", code: "UNAUTHORIZED" });

    const garbage = await call(usersRead.loader, { token: "garbage-token-123" });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual(signInBody());

    const request = new Request("http://localhost:3999/api/users/read", { headers: { Authorization: "Basic abc:def" } });
    const basic = await usersRead.loader({ request, params: {}, context: { cspNonce: "", requestId: "t" } } as never);
    expect(basic.status).toBe(401);
    expect(await basic.json()).toEqual(signInBody());
  });

  it("updates the profile with PATCH and answers {updated: user, pending_email}", async () => {
    const { token, user } = await verifiedUser();
    const email = uniqueEmail("renamed");
    const res = await call<{ updated: ApiUser; pending_email: string | null }>(usersUpdate.action, {
      method: "PATCH",
      token,
      body: { name: "  Lucía Pérez ", email: email.toUpperCase(), photo: `/files/uploads/${user.id}/me.png` },
    });
    expect(res.status).toBe(200);
    // The new e-mail waits for the link sent to it (issue #14); the rest changes at once.
    expect(res.body.updated).toEqual({
      ...user,
      name: "Lucía Pérez",
      photo: `/files/uploads/${user.id}/me.png`,
    });
    expect(res.body.pending_email).toBe(email);
    expect(res.text).not.toMatch(/password|argon2/i);
    expect((await call<ApiUser>(usersRead.loader, { token })).body.email).toBe(user.email);
  });

  it("answers someone else's e-mail as a free one (issue #27: no account enumeration) and an empty name with 422", async () => {
    const { token, user } = await verifiedUser("Original");
    const other = await verifiedUser("Otro");

    let taken: Awaited<ReturnType<typeof call>> | undefined;
    let free: Awaited<ReturnType<typeof call>> | undefined;
    const freeEmail = uniqueEmail("libre");
    await captureMail(async () => {
      taken = await call(usersUpdate.action, { method: "PATCH", token, body: { name: "Original", email: other.email, photo: "" } });
      free = await call(usersUpdate.action, { method: "PATCH", token, body: { name: "Original", email: freeEmail, photo: "" } });
    });
    expect(taken?.status).toBe(200);
    expect(free?.status).toBe(200);
    expect(taken?.body).toEqual({ ...(free?.body as object), pending_email: other.email });

    const empty = await call(usersUpdate.action, { method: "PATCH", token, body: { name: "   ", email: user.email } });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: es("errors.validation"),
      code: "VALIDATION",
      errors: { name: "Este campo es obligatorio." },
    });

    // Neither attempt changed anything.
    expect((await call<ApiUser>(usersRead.loader, { token })).body).toEqual(user);
  });

  it("refuses users/update without a token", async () => {
    const res = await call(usersUpdate.action, { method: "PATCH", body: { name: "X", email: uniqueEmail() } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(signInBody());
  });

  it("signs out with 204 and the token then gets 401", async () => {
    const { token } = await verifiedUser();
    const other = await verifiedUser();

    const res = await call(signOut.action, { method: "POST", token });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");

    // The signed-out token once opened a session: that session is over ("ha caducado").
    const after = await call(usersRead.loader, { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(unauthorizedBody());
    expect(after.body).toEqual({ message: "Tu sesión ha caducado. Inicia sesión de nuevo.", code: "UNAUTHORIZED" });
    expect((await call(signOut.action, { method: "POST", token })).status).toBe(401);
    // Only that token was revoked.
    expect((await call(usersRead.loader, { token: other.token })).status).toBe(200);
  });

  it("answers a wrong method with 405", async () => {
    const cases: [Handler, string][] = [
      [signIn.loader, "GET"],
      [signUp.loader, "GET"],
      [verify.loader, "GET"],
      [signOut.loader, "GET"],
      [usersUpdate.loader, "GET"],
      [signIn.action, "PUT"],
      [signUp.action, "PATCH"],
      [verify.action, "DELETE"],
      [signOut.action, "DELETE"],
      [usersUpdate.action, "POST"],
      // A route that only reads answers the other methods the same way (not Remix's own 405).
      [usersRead.action, "POST"],
      [settingsList.action, "DELETE"],
    ];
    for (const [handler, method] of cases) {
      const res = await call(handler, { method, body: method === "GET" ? undefined : {} });
      expect(res.status, `${method}`).toBe(405);
      expect(res.body.code).toBe("METHOD_NOT_ALLOWED");
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("answers an unknown /api path with 404 JSON", async () => {
    for (const handler of [notFoundRoute.loader, notFoundRoute.action] as Handler[]) {
      const res = await call(handler, { method: "POST", path: "no/such/thing" });
      expect(res.status).toBe(404);
      expect(res.contentType).toContain("application/json");
      expect(res.body).toEqual({ message: es("errors.notFound"), code: "NOT_FOUND" });
    }
  });
});

describe("/api settings/list", () => {
  const SECRETS: Record<(typeof SECRET_SETTINGS)[number], string> = {
    openai_key: "sk-test-OPENAI-secret-4f9a1c",
    stripe_key: "sk_test_STRIPE-secret-7d2e8b",
    stripe_webhook_secret: "whsec_WEBHOOK-secret-0c3b5a",
  };
  let previous: (typeof settings.$inferSelect)[] = [];

  beforeAll(async () => {
    const db = await getDb();
    previous = await db
      .select()
      .from(settings)
      .where(inArray(settings.name, [...SECRET_SETTINGS]));
    for (const [name, value] of Object.entries(SECRETS)) {
      await db.insert(settings).values({ name, value }).onConflictDoUpdate({ target: settings.name, set: { value } });
    }
  });

  afterAll(async () => {
    const db = await getDb();
    await db.delete(settings).where(inArray(settings.name, [...SECRET_SETTINGS]));
    if (previous.length) await db.insert(settings).values(previous);
  });

  const expectNoSecrets = (text: string) => {
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  };

  it("gives signed-out callers exactly app_name, tagline, favicon, website and currency", async () => {
    for (const token of [undefined, "garbage-token-123"]) {
      const res = await call<{ name: string; value: string }[]>(settingsList.loader, { token });
      expect(res.status).toBe(200);
      expect(res.body.map((entry) => entry.name).sort()).toEqual(["app_name", "currency", "favicon", "tagline", "website"]);
      for (const entry of res.body) expect(typeof entry.value).toBe("string");
      expectNoSecrets(res.text);
      for (const name of SECRET_SETTINGS) expect(res.text).not.toContain(name);
    }
  });

  it("gives a signed-in non-admin only the public settings", async () => {
    const { token } = await verifiedUser();
    const res = await call<{ name: string; value: string }[]>(settingsList.loader, { token });
    expect(res.status).toBe(200);
    expect(res.body.map((entry) => entry.name).sort()).toEqual(["app_name", "currency", "favicon", "tagline", "website"]);
    expectNoSecrets(res.text);
  });

  it("shows an admin the secret names with empty values, never the values", async () => {
    const signedIn = await call<{ token: string; user: ApiUser }>(signIn.action, {
      method: "POST",
      body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.admin).toBe(true);

    const res = await call<{ name: string; value: string }[]>(settingsList.loader, { token: signedIn.body.token });
    expect(res.status).toBe(200);
    expectNoSecrets(res.text);
    const byName = new Map(res.body.map((entry) => [entry.name, entry.value]));
    for (const name of ["app_name", "tagline", "favicon", "website"]) expect(byName.has(name)).toBe(true);
    for (const name of SECRET_SETTINGS) {
      if (byName.has(name)) expect(byName.get(name)).toBe("");
    }
  });

  it("serves a complete website document: every landing section visible but testimonials and figures, which start hidden and empty (#14)", async () => {
    const res = await call<{ name: string; value: string }[]>(settingsList.loader);
    const website = res.body.find((entry) => entry.name === "website")?.value;
    expect(website).toBeTruthy();
    // Stored as a whole valid document, not something parseWebsite had to repair.
    expect(websiteSchema.safeParse(JSON.parse(website ?? "")).success).toBe(true);
    const parsed = parseWebsite(website);
    const sections = Object.entries(parsed.landing);
    expect(sections.map(([name]) => name).sort()).toEqual(
      ["callToAction", "contact", "faqs", "features", "footer", "home", "howItWorks", "metrics", "pricing", "testimonial"].sort(),
    );
    for (const [name, section] of sections) expect(section.visibility, name).toBe(name !== "testimonial" && name !== "metrics");
    expect(parsed.landing.testimonial.testimonials).toEqual([]);
    expect(parsed.landing.metrics.metrics).toEqual([]);
    // Only the web app is linked until a shell is published; no invented phone number.
    expect(parsed.landing.home.platforms).toEqual({ web: "/sign-up", android: "", ios: "", windows: "", mac: "", debian: "" });
    expect(parsed.landing.contact.phone).toBe("");
    expect(parsed.terms.visibility).toBe(true);
    expect(parsed.privacy.visibility).toBe(true);
  });
});
