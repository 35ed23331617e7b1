/**
 * The page of the day's calendar (client-safe): a day is a date in the app's time zone, the
 * same for everyone, written "YYYY-MM-DD" (as Postgres writes a `date`). Record 0134.
 */

/** The app's time zone: its families are in Spain, so the day turns at midnight there. */
export const APP_TIME_ZONE = "Europe/Madrid";

/** A page shown as the page of the day is not picked again for this many days. */
export const DAILY_REPEAT_DAYS = 60;

/** How far ahead an admin may pin a page (a year). */
export const MAX_PIN_DAYS_AHEAD = 366;

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The day `now` is in, in the app's time zone. */
export const dayOf = (now: Date): string => dayFormat.format(now);

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whether text is a real calendar day written "YYYY-MM-DD". */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return addDays(text, 0) === text;
}

/** A day as people read it ("viernes, 27 de noviembre de 2026"): the date itself, whatever the reader's time zone. */
export const dayLabel = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
