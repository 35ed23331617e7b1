import { describe, expect, it } from "vitest";
import { dateFormat, formatCompact, numberFormat, shortenFilename } from "~/lib/format";
import { formatDate, formatMoney } from "~/lib/money";

// Intl (ICU 78 on Node 20) separates the number and the Spanish unit with a no-break space.
const NBSP = "\u00a0";

describe("formatCompact", () => {
  it("prints Spanish compact numbers with at most one decimal", () => {
    expect(formatCompact(0)).toBe("0");
    expect(formatCompact(999)).toBe("999");
    expect(formatCompact(1000)).toBe(`1${NBSP}mil`);
    expect(formatCompact(1234)).toBe(`1,2${NBSP}mil`);
    expect(formatCompact(1250)).toBe(`1,3${NBSP}mil`);
    expect(formatCompact(15678)).toBe(`15,7${NBSP}mil`);
    expect(formatCompact(1234567)).toBe(`1,2${NBSP}M`);
    expect(formatCompact(1500000)).toBe(`1,5${NBSP}M`);
  });

  it("never prints more than one decimal", () => {
    for (const value of [1234, 12345, 123456, 1234567, 98765432]) {
      expect(formatCompact(value)).not.toMatch(/,\d{2}/);
    }
  });

  it("follows the locale it is given", () => {
    expect(formatCompact(1234, "en")).toBe("1.2K");
    expect(formatCompact(1234567, "en")).toBe("1.2M");
  });
});

describe("kept Intl formatters", () => {
  it("makes one per locale and options, and formats as a new one would", () => {
    const usd = { style: "currency", currency: "USD" } as const;
    expect(numberFormat("es", usd)).toBe(numberFormat("es", { ...usd }));
    expect(numberFormat("en", usd)).not.toBe(numberFormat("es", usd));
    expect(numberFormat("es", { ...usd, currency: "EUR" })).not.toBe(numberFormat("es", usd));
    expect(dateFormat("es", { dateStyle: "long" })).toBe(dateFormat("es", { dateStyle: "long" }));
    expect(dateFormat("es", { dateStyle: "long" })).not.toBe(dateFormat("es", { dateStyle: "short" }));
    expect(formatMoney(4.49, "USD")).toBe(new Intl.NumberFormat("es", usd).format(4.49));
    // Prices in the admin's currency, written as the family's locale writes them (record 0172).
    expect(formatMoney(4.99, "EUR")).toBe(`4,99${NBSP}€`);
    expect(formatMoney(4.99, "EUR", "en")).toBe("€4.99");
    expect(formatMoney(4.49, "USD", "en")).toBe("$4.49");
    expect(formatDate("2026-11-26T10:00:00Z")).toBe("26 de noviembre de 2026");
    expect(formatDate("2026-11-26T10:00:00Z", "en")).toBe("November 26, 2026");
  });
});

describe("shortenFilename", () => {
  it("keeps names of up to 17 characters", () => {
    expect(shortenFilename("gato.png")).toBe("gato.png");
    expect(shortenFilename("abcdefghijklm.png")).toBe("abcdefghijklm.png");
    expect(shortenFilename("")).toBe("");
  });

  it("shows longer names as the first 7, '...' and the last 7 characters", () => {
    expect(shortenFilename("abcdefghijklmn.png")).toBe("abcdefg...lmn.png");
    expect(shortenFilename("mi-dinosaurio-favorito-2024.png")).toBe("mi-dino...024.png");
    expect(shortenFilename("x".repeat(100))).toHaveLength(17);
  });
});
