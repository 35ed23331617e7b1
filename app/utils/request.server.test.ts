import { describe, expect, it } from "vitest";
import { getPlatform, safeRedirect } from "./request.server";

const request = (headers: Record<string, string>) => new Request("https://app.test/", { headers });
const ANDROID_WEBVIEW = "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36";

describe("getPlatform", () => {
  it("is the web when nothing says otherwise", () => {
    expect(getPlatform(request({}))).toBe("web");
    expect(getPlatform(request({ "User-Agent": ANDROID_WEBVIEW }))).toBe("web");
  });

  it("reads the X-Platform header, the platform cookie and the shells' User-Agent token", () => {
    expect(getPlatform(request({ "X-Platform": "android" }))).toBe("android");
    expect(getPlatform(request({ Cookie: "lang=es; platform=ios" }))).toBe("ios");
    expect(getPlatform(request({ "User-Agent": `${ANDROID_WEBVIEW} ColoreaShell/android` }))).toBe("android");
    expect(getPlatform(request({ "User-Agent": "Mozilla/5.0 (Windows NT 10.0) Electron/33 ColoreaShell/windows" }))).toBe("windows");
  });

  it("prefers the header, then the cookie, then the User-Agent", () => {
    expect(getPlatform(request({ "X-Platform": "mac", Cookie: "platform=debian", "User-Agent": "ColoreaShell/ios" }))).toBe("mac");
    expect(getPlatform(request({ Cookie: "platform=debian", "User-Agent": "ColoreaShell/ios" }))).toBe("debian");
  });

  it("treats unknown names as the web, whatever the case of known ones", () => {
    expect(getPlatform(request({ "X-Platform": "ANDROID" }))).toBe("android");
    expect(getPlatform(request({ "X-Platform": "playstation" }))).toBe("web");
    expect(getPlatform(request({ "User-Agent": "ColoreaShell/toaster" }))).toBe("web");
  });
});

describe("the Capacitor shells' signal", () => {
  it("appends a User-Agent token the server reads as android and ios", async () => {
    process.env.APP_URL ??= "https://colorea.example";
    const { default: config } = await import("../../capacitor.config");
    expect(config.server?.url).toBe(new URL(process.env.APP_URL).origin);
    for (const platform of ["android", "ios"] as const) {
      const token = config[platform]?.appendUserAgent ?? "";
      expect(getPlatform(request({ "User-Agent": `${ANDROID_WEBVIEW} ${token}` }))).toBe(platform);
    }
  });
});

describe("safeRedirect (issue #18: the open redirect after sign-in)", () => {
  it("keeps a path of this site, with its query and hash", () => {
    expect(safeRedirect("/pages/public?sort=popular#top")).toBe("/pages/public?sort=popular#top");
    expect(safeRedirect("/checkout?plan=pro")).toBe("/checkout?plan=pro");
  });

  it("refuses anything a browser would take to another origin", () => {
    for (const attack of [
      "/\t/evil.example/x",
      "/\t/127.0.0.1:3475/pwned",
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "/.//evil.example",
      "/\n/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
    ]) {
      expect(safeRedirect(attack, "/fallback"), attack).toBe("/fallback");
    }
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/admin")).toBe("/admin");
  });

  it("never returns a control character (a newline would break the Location header)", () => {
    expect(safeRedirect("/pages\n/public")).toBe("/pages/public");
    expect(safeRedirect("/a\r\nSet-Cookie: x=1")).not.toMatch(/[\r\n]/);
  });
});
