/**
 * What every page's root loader asks of the database for a signed-in family: the session's row
 * (its owner, plan and whether the parent's question is on, record 0171) and the settings, and
 * nothing more. The parent's question once cost a query of its own on every page.
 */
import { describe, expect, it, vi } from "vitest";
import { loader as rootLoader } from "~/root";
import { requestContext, runInRequest } from "~/infra/request-context.server";
import { setParentGate } from "~/services/parent-gate.server";
import { getCurrency, getSettingsValues } from "~/services/settings.server";
import { makeUser, sessionCookieFor } from "../helpers/pages";
import { statementsOf } from "../helpers/statements";

vi.mock("postgres", async (importOriginal) => (await import("../helpers/statements")).countingPostgres(await importOriginal<{ default: unknown }>()));

/** The root loader's data for a GET of /pages/public, run as the server runs a request. */
function rootData(cookie: string) {
  return new Promise<{ parentGate: boolean; user: { id: number } | null }>((resolve, reject) =>
    runInRequest(requestContext("GET", "root-reads"), () => {
      const request = new Request("http://localhost:3999/pages/public", { headers: { Cookie: cookie } });
      Promise.resolve(rootLoader({ request, params: {}, context: { cspNonce: "", requestId: "root-reads" } }))
        .then((res) => (res as Response).json())
        .then(resolve, reject);
    }),
  );
}

const usersRead = (statements: string[]) => statements.filter((statement) => /^select .* from "users"/.test(statement));

describe("the root loader of a signed-in page", () => {
  it("reads the settings once for the whole request, however many loaders ask", async () => {
    const asked = () =>
      new Promise((resolve, reject) =>
        runInRequest(requestContext("GET", "settings-once"), () => {
          Promise.all([getSettingsValues(["app_name"]), getSettingsValues(["tagline", "favicon"]), getCurrency()]).then(resolve, reject);
        }),
      );
    await asked();
    const statements = await statementsOf(asked);
    expect(statements.filter((statement) => statement.includes('from "settings"'))).toHaveLength(1);
    // A POST's loaders run after its action, which may have saved them: read again there.
    const posted = await statementsOf(
      () =>
        new Promise((resolve, reject) =>
          runInRequest(requestContext("POST", "settings-again"), () => {
            getSettingsValues(["app_name"])
              .then(() => getSettingsValues(["tagline"]))
              .then(resolve, reject);
          }),
        ),
    );
    expect(posted.filter((statement) => statement.includes('from "settings"'))).toHaveLength(2);
  });

  it("knows whether the parent's question is on from the session's own row", async () => {
    const family = await makeUser();
    const cookie = await sessionCookieFor(family.user);
    await rootData(cookie);
    let data: Awaited<ReturnType<typeof rootData>> | undefined;
    const statements = await statementsOf(async () => {
      data = await rootData(cookie);
    });
    expect(data).toMatchObject({ user: { id: family.user.id }, parentGate: true });
    expect(statements.filter((statement) => statement.includes('from "sessions"'))).toHaveLength(1);
    expect(usersRead(statements)).toEqual([]);
    // The settings: one statement, the short rows only (the landing's 20 kB document is read where it is shown, record 0179).
    expect(statements.filter((statement) => statement.includes('from "settings"'))).toEqual([
      'select "name", "value", "encrypted" from "settings" where "settings"."name" <> $1',
    ]);

    // Turned off by the parent: the next page knows at once.
    await setParentGate(family.user.id, false);
    expect(await rootData(cookie)).toMatchObject({ parentGate: false });
  });
});
