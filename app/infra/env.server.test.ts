import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/infra/env.server";

function errorOf(source: Record<string, string | undefined>) {
  try {
    parseEnv(source);
  } catch (error) {
    return error;
  }
  throw new Error("parseEnv accepted a bad environment");
}

describe("parseEnv", () => {
  // An empty string counts as unset.
  it.each([
    ["nothing is set", {}],
    ["each is an empty string", { PORT: "", DATA_DIR: "", DATABASE_URL: "", SMTP_URL: "", ADMIN_EMAIL: "", APP_URL: "", RATE_LIMIT_FACTOR: "" }],
  ])("fills the documented defaults when %s", (_, source) => {
    const env = parseEnv(source);
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.RATE_LIMIT_FACTOR).toBe(1);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.APP_URL).toBeUndefined();
  });

  it("reads numbers and connection strings when given", () => {
    const env = parseEnv({
      PORT: "8080",
      DATA_DIR: "/var/lib/colorea",
      RATE_LIMIT_FACTOR: "50",
      DATABASE_URL: "postgres://user:pw@db:5432/colorea",
      ADMIN_EMAIL: "root@colorea.example",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: "/var/lib/colorea",
      RATE_LIMIT_FACTOR: 50,
      DATABASE_URL: "postgres://user:pw@db:5432/colorea",
      ADMIN_EMAIL: "root@colorea.example",
    });
    expect(parseEnv({ DATABASE_URL: "postgresql://localhost/x" }).DATABASE_URL).toBe("postgresql://localhost/x");
  });

  it.each([
    ["DATABASE_URL", "mysql://localhost/colorea"],
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["ADMIN_EMAIL", "x"],
    ["RATE_LIMIT_FACTOR", "-1"],
    ["SMTP_URL", "http://mail.example"],
  ])("throws an EnvError naming %s=%s", (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toContain(name);
    // Only the bad variable is blamed, and its value (maybe a secret) is not echoed.
    for (const other of ["DATABASE_URL", "PORT", "ADMIN_EMAIL", "RATE_LIMIT_FACTOR", "SMTP_URL"].filter((n) => n !== name)) {
      expect(message).not.toContain(`${other}:`);
    }
    if (value.length > 3) expect(message).not.toContain(value);
  });

  it("names every bad variable at once", () => {
    const message = (errorOf({ PORT: "abc", ADMIN_EMAIL: "x" }) as EnvError).message;
    expect(message).toContain("PORT");
    expect(message).toContain("ADMIN_EMAIL");
  });
});
