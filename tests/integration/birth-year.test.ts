import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import * as apiSignUp from "~/routes/api+/users.sign-up";
import * as webSignUp from "~/routes/_auth+/sign-up";
import { runRoute } from "../helpers/routes";
import { captureMail, uniqueEmail } from "../helpers/users";

/** Sign-up asks the year of birth on both doors and refuses, kindly, under 18 (record 0171). */
const ADULTS_ONLY = "Colorea es para personas adultas: pide a una persona adulta que cree la cuenta y colorea con ella.";
const BIRTH_YEAR = "Escribe el año de nacimiento con sus cuatro cifras, por ejemplo 1988.";
const thisYear = new Date().getFullYear();
const fields = (year: string, email: string) => ({ name: "Marta", email, password: "colores-123", birth_year: year });

async function throughApi(year: string | number, email: string) {
  const request = new Request("http://localhost/api/users/sign-up", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ ...fields(String(year), email), birth_year: year }),
  });
  const { response } = await runRoute(apiSignUp.action as never, request, {}, {});
  return { status: response!.status, body: (await response!.json()) as { code?: string; errors?: Record<string, string> } };
}

async function throughWeb(year: string, email: string) {
  const request = new Request("http://localhost/sign-up", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields(year, email)),
  });
  const { response } = await runRoute(webSignUp.action as never, request, {}, {});
  const status = response!.status;
  const body = status === 422 ? ((await response!.json()) as { result: { error: Record<string, string[]> } }) : null;
  return { status, errors: body?.result.error ?? null };
}

const stored = async (email: string) => (await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, email))).length;

describe("the year of birth at sign-up", () => {
  it("refuses under 18 on /api with a 422 on birth_year, and creates nothing", async () => {
    const email = uniqueEmail("young-api");
    const res = await throughApi(thisYear - 17, email);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("VALIDATION");
    expect(res.body.errors).toEqual({ birth_year: ADULTS_ONLY });
    expect(await stored(email)).toBe(0);
  });

  // The web form's refusal carries the field's message in the request's language, as a service's does.
  it("refuses under 18 on the web form with the message on the field", async () => {
    const email = uniqueEmail("young-web");
    const res = await throughWeb(String(thisYear - 10), email);
    expect(res.status).toBe(422);
    expect(res.errors?.birth_year).toEqual([ADULTS_ONLY]);
    expect(await stored(email)).toBe(0);
  });

  it("asks for a real year: missing, words, the future or before 1900", async () => {
    for (const year of ["", "mil novecientos", String(thisYear + 1), "1850"]) {
      const res = await throughWeb(year, uniqueEmail("year"));
      expect(res.status, year).toBe(422);
      expect(res.errors?.birth_year, year).toEqual([BIRTH_YEAR]);
    }
    expect((await throughApi("", uniqueEmail("year"))).body.errors?.birth_year).toBe(BIRTH_YEAR);
  });

  it("lets in 18 this year on both doors, and keeps no year", async () => {
    const apiEmail = uniqueEmail("adult-api");
    const webEmail = uniqueEmail("adult-web");
    await captureMail(async () => {
      expect((await throughApi(thisYear - 18, apiEmail)).status).toBe(201);
      expect((await throughWeb(String(thisYear - 40), webEmail)).status).toBe(302);
    });
    expect(await stored(apiEmail)).toBe(1);
    expect(await stored(webEmail)).toBe(1);
    // The users table has no column for it (record 0171).
    expect(Object.keys(users).filter((key) => /birth/i.test(key))).toEqual([]);
  });
});
