// Calendar dates as the meal plan keeps them: 'YYYY-MM-DD' strings, a day with no time and no
// time zone. All arithmetic is in UTC, where every day has 24 hours, so a daylight-saving change
// in the browser's zone never skips or repeats a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds at UTC midnight of a 'YYYY-MM-DD' date, or null when it is not a real date. */
function utcMidnight(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2025-02-30 over into March; a real date reads back unchanged.
  return toIsoDate(time) === date ? time : null;
}

function toIsoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD' ("2024-02-29" yes, "2025-02-29" no). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && utcMidnight(value) !== null;
}

function requireDate(date: string): number {
  const time = utcMidnight(date);
  if (time === null) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return time;
}

const DAY = 24 * 60 * 60 * 1000;

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return toIsoDate(requireDate(date) + days * DAY);
}

/**
 * The seven dates of the week holding `anyDate`, starting on `weekStartsOn` (0 = Sunday,
 * 1 = Monday, the default, ... 6 = Saturday).
 */
export function weekDates(anyDate: string, weekStartsOn = 1): string[] {
  if (!Number.isInteger(weekStartsOn) || weekStartsOn < 0 || weekStartsOn > 6) {
    throw new RangeError(`weekStartsOn must be 0-6: ${weekStartsOn}`);
  }
  const weekday = new Date(requireDate(anyDate)).getUTCDay();
  const start = addDays(anyDate, -((weekday - weekStartsOn + 7) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}
