import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./csrf.server";

const host = "colorea.example";

describe("isCrossSiteWrite", () => {
  it("refuses a cross-site or same-site (other subdomain) POST", () => {
    expect(isCrossSiteWrite("POST", "/account", { secFetchSite: "cross-site", host })).toBe(true);
    expect(isCrossSiteWrite("POST", "/account", { secFetchSite: "same-site", host })).toBe(true);
    expect(isCrossSiteWrite("post", "/account", { secFetchSite: "cross-site", host })).toBe(true);
    expect(isCrossSiteWrite("DELETE", "/admin/users", { secFetchSite: "cross-site", host })).toBe(true);
  });

  it("allows a same-origin POST, a user-initiated one and one with no headers", () => {
    expect(isCrossSiteWrite("POST", "/account", { secFetchSite: "same-origin", host })).toBe(false);
    expect(isCrossSiteWrite("POST", "/account", { secFetchSite: "none", host })).toBe(false);
    expect(isCrossSiteWrite("POST", "/account", { host })).toBe(false);
    expect(isCrossSiteWrite("POST", "/account", {})).toBe(false);
  });

  it("always allows safe methods", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) {
      expect(isCrossSiteWrite(method, "/account", { secFetchSite: "cross-site", origin: "https://evil.example", host })).toBe(false);
    }
  });

  it("exempts the /api door, which authenticates with Bearer tokens", () => {
    expect(isCrossSiteWrite("POST", "/api/users/sign-in", { secFetchSite: "cross-site", host })).toBe(false);
    expect(isCrossSiteWrite("PATCH", "/api/users/update", { origin: "https://evil.example", host })).toBe(false);
    // Only the /api/ folder, not a path that merely starts with the letters.
    expect(isCrossSiteWrite("POST", "/apiary", { secFetchSite: "cross-site", host })).toBe(true);
  });

  it("judges by Origin against Host when Sec-Fetch-Site is absent", () => {
    expect(isCrossSiteWrite("POST", "/account", { origin: "https://evil.example", host })).toBe(true);
    expect(isCrossSiteWrite("POST", "/account", { origin: `https://${host}`, host })).toBe(false);
    expect(isCrossSiteWrite("POST", "/account", { origin: "http://localhost:3000", host: "localhost:3000" })).toBe(false);
    expect(isCrossSiteWrite("POST", "/account", { origin: "http://localhost:4000", host: "localhost:3000" })).toBe(true);
    expect(isCrossSiteWrite("POST", "/account", { origin: "not a url", host })).toBe(true);
  });

  it("refuses Origin: null (sandboxed frames, data: pages)", () => {
    expect(isCrossSiteWrite("POST", "/account", { origin: "null", host })).toBe(true);
  });

  it("trusts Sec-Fetch-Site over Origin when both are sent", () => {
    expect(isCrossSiteWrite("POST", "/account", { secFetchSite: "cross-site", origin: `https://${host}`, host })).toBe(true);
    expect(isCrossSiteWrite("POST", "/account", { secFetchSite: "same-origin", origin: `https://${host}`, host })).toBe(false);
  });
});
