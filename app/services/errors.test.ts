import { describe, expect, it, vi } from "vitest";
import { AppError, isAppError, NotFound } from "./errors";

describe("isAppError", () => {
  it("knows an AppError, and nothing else", () => {
    expect(isAppError(NotFound())).toBe(true);
    expect(isAppError(new Error("errors.notFound"))).toBe(false);
    expect(isAppError({ status: 404, code: "NOT_FOUND" })).toBe(false);
    expect(isAppError(null)).toBe(false);
  });

  it("knows one made by another copy of the module (the server bundle and the Remix build each hold one)", async () => {
    // A second, separately evaluated copy of errors.ts: its class is not this one.
    vi.resetModules();
    const copy = await import("./errors");
    const foreign = copy.NotFound();
    expect(foreign).not.toBeInstanceOf(AppError);
    expect(isAppError(foreign)).toBe(true);
  });
});
