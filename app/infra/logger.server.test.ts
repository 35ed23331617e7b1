import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { redactUrl, requestLine, SECRET_LINK_SCREENS } from "~/infra/logger.server";

const query = (url: string) => new URLSearchParams(url.split("?")[1] ?? "");

describe("redactUrl", () => {
  it("removes the token from /verify/{token} paths", () => {
    expect(redactUrl("/verify/abc123-XYZ_def")).toBe("/verify/[redacted]");
    expect(redactUrl("/sign-up/verify/abc123")).toBe("/sign-up/verify/[redacted]");
    expect(redactUrl("/verify/abc123/")).toBe("/verify/[redacted]/");
  });

  it("leaves paths without secrets alone", () => {
    expect(redactUrl("/pages/public")).toBe("/pages/public");
    expect(redactUrl("/api/users/verify")).toBe("/api/users/verify");
  });

  it("redacts token, password and secret query values and keeps harmless ones", () => {
    const url = redactUrl("/reset?token=tok-123&password=hunter22&client_secret=shh-999&page=2&search=gato&sort=latest");
    for (const secret of ["tok-123", "hunter22", "shh-999"]) expect(url).not.toContain(secret);
    const params = query(url);
    expect(params.get("token")).toBe("[redacted]");
    expect(params.get("password")).toBe("[redacted]");
    expect(params.get("client_secret")).toBe("[redacted]");
    expect(params.get("page")).toBe("2");
    expect(params.get("search")).toBe("gato");
    expect(params.get("sort")).toBe("latest");
    expect(url.startsWith("/reset?")).toBe(true);
  });

  it("matches secret parameter names in any case and redacts both path and query", () => {
    const url = redactUrl("/verify/path-token-1?Token=q-token-2&apiKey=k-3&plan=starter");
    expect(url).not.toContain("path-token-1");
    expect(url).not.toContain("q-token-2");
    expect(url).not.toContain("k-3");
    expect(url.startsWith("/verify/[redacted]?")).toBe(true);
    expect(query(url).get("Token")).toBe("[redacted]");
    expect(query(url).get("plan")).toBe("starter");
  });

  it("keeps a harmless parameter whose value only looks like a secret word", () => {
    expect(query(redactUrl("/pages?search=password")).get("search")).toBe("password");
  });

  it("redacts the token of every screen whose route takes one (issue #27: reset links reached the log)", () => {
    // Every route file with a $token segment, wherever it sits: its screen's path must be one the log redacts.
    const files = fs.readdirSync(path.resolve("app/routes"), { recursive: true }).map(String);
    const screens = files.flatMap((file) => {
      const match = /([\w-]+)\.\$token(\.|$)/.exec(path.basename(file).replace(/\.tsx?$/, ""));
      return match ? [match[1]] : [];
    });
    expect(screens.length).toBeGreaterThanOrEqual(3);
    for (const screen of screens) {
      expect(SECRET_LINK_SCREENS).toContain(screen);
      for (const url of [
        `/${screen}/s3cr3t-T0ken`,
        `/${screen}/s3cr3t-T0ken?_data=routes%2F_auth%2B%2F${screen}.%24token`,
        `//${screen}/s3cr3t-T0ken`,
        `/./${screen}/s3cr3t-T0ken/`,
      ]) {
        expect(redactUrl(url)).not.toContain("s3cr3t-T0ken");
      }
    }
  });

  it("redacts a secret screen's token however its name is spelled", () => {
    for (const url of ["/RESET-PASSWORD/abc-secret", "/%72eset-password/abc-secret", "/not-me/abc-secret?x=1", "/verify/abc-secret"]) {
      expect(redactUrl(url)).not.toContain("abc-secret");
    }
    // The screen alone (no token) and other paths stay readable.
    expect(redactUrl("/reset-password/")).toBe("/reset-password/");
    expect(redactUrl("/forgot-password?sent=1")).toBe("/forgot-password?sent=1");
  });

  it("redacts signed-URL parameters", () => {
    const url = redactUrl("/files/private/a.png?exp=123&sig=abcdef&X-Amz-Signature=zzz&X-Amz-Credential=ccc");
    for (const secret of ["abcdef", "zzz", "ccc"]) expect(url).not.toContain(secret);
    expect(query(url).get("exp")).toBe("123");
  });
});

describe("requestLine (issue #31: one JSON line a request)", () => {
  const record = {
    requestId: "req-42",
    userId: 7,
    method: "GET",
    route: "routes/_auth+/verify.$token",
    url: "/verify/s3cr3t-T0ken?password=hunter22&token=tok-123&page=2",
    status: 200,
    durationMs: 12.345,
  };

  it("is one line of JSON with the request's id, its user, route, method, status and duration", () => {
    const line = requestLine(record, "info", new Date("2026-11-27T10:00:00Z"));
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      time: "2026-11-27T10:00:00.000Z",
      level: "info",
      msg: "request",
      request_id: "req-42",
      user_id: 7,
      method: "GET",
      route: "routes/_auth+/verify.$token",
      path: "/verify/[redacted]?password=%5Bredacted%5D&token=%5Bredacted%5D&page=2",
      status: 200,
      duration_ms: 12.3,
    });
  });

  it("never carries a secret link's token, a password or a token from the query", () => {
    const line = requestLine(record);
    for (const secret of ["s3cr3t-T0ken", "hunter22", "tok-123"]) expect(line).not.toContain(secret);
    const shared = requestLine({ ...record, url: "/compartido/abc-secret-share/tarjeta.png", route: "routes/_resources+/compartido.$token.tarjeta[.]png" });
    expect(shared).not.toContain("abc-secret-share");
  });

  it("says error for a 5xx and names a request the client left as status null", () => {
    expect(JSON.parse(requestLine({ ...record, status: 503 })).level).toBe("error");
    expect(JSON.parse(requestLine({ ...record, status: null, userId: null }))).toMatchObject({ level: "info", status: null, user_id: null });
  });
});
