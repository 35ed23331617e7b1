import type { Locale } from "~/i18n/define";

/**
 * The parent's gate (record 0171): a sum or a difference written in words, answered in digits.
 * A young child who cannot read the words yet cannot answer it by tapping about; a parent does it
 * in seconds, and a screen reader reads it out as it is.
 */
export type GateQuestion = { a: number; b: number; op: "+" | "-"; answer: number };

const ES_UNITS = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
  "veintiuno",
  "veintidós",
  "veintitrés",
  "veinticuatro",
  "veinticinco",
  "veintiséis",
  "veintisiete",
  "veintiocho",
  "veintinueve",
];
const ES_TENS = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"];
const EN_UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 0–99 in words. */
export function numberInWords(n: number, locale: Locale): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) throw new RangeError(`only 0–99 are written in words, not ${n}`);
  if (locale === "es") {
    if (n < 30) return ES_UNITS[n];
    const unit = n % 10;
    return unit === 0 ? ES_TENS[Math.floor(n / 10)] : `${ES_TENS[Math.floor(n / 10)]} y ${ES_UNITS[unit]}`;
  }
  if (n < 20) return EN_UNITS[n];
  const unit = n % 10;
  return unit === 0 ? EN_TENS[Math.floor(n / 10)] : `${EN_TENS[Math.floor(n / 10)]}-${EN_UNITS[unit]}`;
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/**
 * A new question: two-digit numbers whose answer has two digits (11–99), so it cannot be
 * guessed by pressing one key, and no answer is the same as either number.
 */
export function newQuestion(random: () => number = Math.random): GateQuestion {
  if (random() < 0.5) {
    const a = between(random, 21, 99);
    const drawn = between(random, 2, Math.min(19, a - 11));
    // 38 − 19 would answer with a number the question shows.
    const b = a === 2 * drawn ? drawn - 1 : drawn;
    return { a, b, op: "-", answer: a - b };
  }
  const a = between(random, 11, 79);
  const b = between(random, 2, Math.min(19, 99 - a));
  return { a, b, op: "+", answer: a + b };
}

/** The question as it is read: "cuarenta y siete menos doce". */
export function questionInWords(question: GateQuestion, locale: Locale): string {
  const op = locale === "es" ? (question.op === "+" ? "más" : "menos") : question.op === "+" ? "plus" : "minus";
  return `${numberInWords(question.a, locale)} ${op} ${numberInWords(question.b, locale)}`;
}

/** Whether what was typed is the answer (spaces around it are forgiven, nothing else). */
export const isRightAnswer = (question: GateQuestion, typed: string) => /^\d{1,3}$/.test(typed.trim()) && Number(typed.trim()) === question.answer;

/** Passing the gate keeps it passed this long in that tab, so a parent is not asked five times. */
export const GATE_PASS_MS = 5 * 60 * 1000;
const PASSED_KEY = "parent-gate-passed-until";

export function gatePassed(now = Date.now()): boolean {
  try {
    return Number(sessionStorage.getItem(PASSED_KEY) ?? 0) > now;
  } catch {
    return false;
  }
}

export function rememberGatePassed(now = Date.now()) {
  try {
    sessionStorage.setItem(PASSED_KEY, String(now + GATE_PASS_MS));
  } catch {
    // Storage refused (a private window): the question is asked again next time.
  }
}
