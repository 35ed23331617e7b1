import { describe, expect, it } from "vitest";
import { getConnection, getDb } from "./client.server";

// Holds tests/setup/unit-env.ts to its word: should the mock there stop matching this module
// (a rename, a move), a unit test would quietly get a database or wait on one.
describe("in the unit project there is no database", () => {
  it("getDb and getConnection refuse at once, saying where a database test belongs", async () => {
    await expect(getDb()).rejects.toThrow(/tests\/integration/);
    await expect(getConnection()).rejects.toThrow(/tests\/integration/);
  });
});
