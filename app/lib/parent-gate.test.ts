import { describe, expect, it } from "vitest";
import { isRightAnswer, newQuestion, numberInWords, questionInWords } from "./parent-gate";

describe("the parent's gate question", () => {
  it("writes numbers in Spanish and English words", () => {
    expect([0, 16, 21, 22, 30, 47, 99].map((n) => numberInWords(n, "es"))).toEqual([
      "cero",
      "dieciséis",
      "veintiuno",
      "veintidós",
      "treinta",
      "cuarenta y siete",
      "noventa y nueve",
    ]);
    expect([12, 40, 47].map((n) => numberInWords(n, "en"))).toEqual(["twelve", "forty", "forty-seven"]);
    expect(() => numberInWords(100, "es")).toThrow(RangeError);
  });

  it("reads a question as a parent hears it", () => {
    expect(questionInWords({ a: 47, b: 12, op: "-", answer: 35 }, "es")).toBe("cuarenta y siete menos doce");
    expect(questionInWords({ a: 23, b: 5, op: "+", answer: 28 }, "en")).toBe("twenty-three plus five");
  });

  it("asks two-digit answers that are neither number, a new one each time", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const q = newQuestion();
      expect(q.answer).toBe(q.op === "+" ? q.a + q.b : q.a - q.b);
      expect(q.answer).toBeGreaterThanOrEqual(10);
      expect(q.answer).toBeLessThanOrEqual(99);
      expect([q.a, q.b]).not.toContain(q.answer);
      expect(() => questionInWords(q, "es")).not.toThrow();
      seen.add(`${q.a}${q.op}${q.b}`);
    }
    expect(seen.size).toBeGreaterThan(500);
    // The extremes of the random source stay in range.
    for (const r of [0, 0.4999, 0.5, 0.9999]) {
      const q = newQuestion(() => r);
      expect(q.answer).toBeGreaterThanOrEqual(10);
      expect(q.answer).toBeLessThanOrEqual(99);
    }
  });

  it("takes only the answer in digits", () => {
    const q = { a: 47, b: 12, op: "-" as const, answer: 35 };
    expect(isRightAnswer(q, "35")).toBe(true);
    expect(isRightAnswer(q, " 35 ")).toBe(true);
    expect(isRightAnswer(q, "36")).toBe(false);
    expect(isRightAnswer(q, "treinta y cinco")).toBe(false);
    expect(isRightAnswer(q, "")).toBe(false);
    expect(isRightAnswer(q, "3.5e1")).toBe(false);
  });
});
