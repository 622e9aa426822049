// The plan's weeks: which week the page shows (its Monday, in the URL as ?week=), moving between
// weeks, and how days and weeks read. Dates are 'YYYY-MM-DD' calendar days (contract/plan/dates.ts).
import { addDays, isIsoDate, weekDates } from '../../../contract/plan/plan-doc';

/** Weeks start on Monday. */
export const WEEK_STARTS_ON = 1;

/** Today on the device's calendar (its time zone), as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The seven dates of the week a `?week=` value names; this week when it names none. */
export function weekOf(param: string | null | undefined, today: string): string[] {
  return weekDates(isIsoDate(param) ? param : today, WEEK_STARTS_ON);
}

/** The `?week=` value of the week `weeks` weeks after the one starting `start`. */
export function shiftWeek(start: string, weeks: number): string {
  return addDays(start, weeks * 7);
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const format = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(utc(date));

/** "Mar 3 – 9, 2025", "Feb 24 – Mar 2, 2025", "Dec 29, 2025 – Jan 4, 2026". */
export function weekRangeLabel(dates: readonly string[]): string {
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const sameMonth = sameYear && first.slice(5, 7) === last.slice(5, 7);
  const start = format(first, sameYear ? { month: 'short', day: 'numeric' } : dateOptions);
  const end = format(last, sameMonth ? { day: 'numeric' } : { month: 'short', day: 'numeric' });
  return `${start} – ${end}, ${last.slice(0, 4)}`;
}

const dateOptions: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** How a day reads: "Monday", "Mon", "Mar 3", and "Monday, March 3" for screen readers. */
export function dayLabels(date: string) {
  return {
    weekday: format(date, { weekday: 'long' }),
    short: format(date, { weekday: 'short' }),
    dayMonth: format(date, { month: 'short', day: 'numeric' }),
    full: format(date, { weekday: 'long', month: 'long', day: 'numeric' }),
  };
}
