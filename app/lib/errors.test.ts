import { describe, expect, it } from "vitest";
import { isAppError, NotFound } from "~/lib/errors";

describe("isAppError", () => {
  it("knows an AppError, and nothing else", () => {
    expect(isAppError(NotFound())).toBe(true);
    expect(isAppError(new Error("errors.notFound"))).toBe(false);
    expect(isAppError({ status: 404, code: "NOT_FOUND" })).toBe(false);
    expect(isAppError(null)).toBe(false);
  });
});
