import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.server";

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
});
