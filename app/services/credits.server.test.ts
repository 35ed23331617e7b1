import { describe, expect, it } from "vitest";
import { addMonth, nextPeriodEnd } from "./credits.server";

const iso = (date: Date) => date.toISOString();

describe("addMonth", () => {
  it("moves to the same day of the next month, keeping the time", () => {
    expect(iso(addMonth(new Date("2024-05-15T10:20:30.000Z")))).toBe("2024-06-15T10:20:30.000Z");
    expect(iso(addMonth(new Date("2024-02-29T23:59:59.000Z")))).toBe("2024-03-29T23:59:59.000Z");
  });

  it("clamps to the last day of a shorter month", () => {
    expect(iso(addMonth(new Date("2023-01-31T08:00:00.000Z")))).toBe("2023-02-28T08:00:00.000Z");
    expect(iso(addMonth(new Date("2024-01-31T08:00:00.000Z")))).toBe("2024-02-29T08:00:00.000Z");
    expect(iso(addMonth(new Date("2024-03-31T00:00:00.000Z")))).toBe("2024-04-30T00:00:00.000Z");
    expect(iso(addMonth(new Date("2024-08-31T12:00:00.000Z")))).toBe("2024-09-30T12:00:00.000Z");
  });

  it("rolls December over into January of the next year", () => {
    expect(iso(addMonth(new Date("2024-12-15T09:00:00.000Z")))).toBe("2025-01-15T09:00:00.000Z");
    expect(iso(addMonth(new Date("2024-12-31T23:00:00.000Z")))).toBe("2025-01-31T23:00:00.000Z");
  });

  it("does not change the date it is given", () => {
    const from = new Date("2024-01-31T08:00:00.000Z");
    addMonth(from);
    expect(iso(from)).toBe("2024-01-31T08:00:00.000Z");
  });

  it("gives twelve consecutive periods that end a year later", () => {
    let date = new Date("2024-01-15T00:00:00.000Z");
    for (let i = 0; i < 12; i += 1) date = addMonth(date);
    expect(iso(date)).toBe("2025-01-15T00:00:00.000Z");
  });
});

describe("nextPeriodEnd", () => {
  const anchor = new Date("2024-01-31T08:00:00.000Z");
  it("counts whole months from the sign-up day, clamping each month on its own", () => {
    expect(nextPeriodEnd(anchor, new Date("2024-02-10T00:00:00.000Z")).toISOString()).toBe("2024-02-29T08:00:00.000Z");
    expect(nextPeriodEnd(anchor, new Date("2024-03-15T12:00:00.000Z")).toISOString()).toBe("2024-03-31T08:00:00.000Z");
    expect(nextPeriodEnd(anchor, new Date("2024-04-30T09:00:00.000Z")).toISOString()).toBe("2024-05-31T08:00:00.000Z");
  });
  it("is strictly after now, and never before one month from sign-up", () => {
    expect(nextPeriodEnd(anchor, new Date("2024-03-31T08:00:00.000Z")).toISOString()).toBe("2024-04-30T08:00:00.000Z");
    expect(nextPeriodEnd(anchor, new Date("2024-01-31T09:00:00.000Z")).toISOString()).toBe("2024-02-29T08:00:00.000Z");
  });
});
