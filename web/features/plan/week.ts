// The plan's weeks: which week the page shows (its Monday, in the URL as ?week=), moving between
// weeks, and how days and weeks read. Dates are 'YYYY-MM-DD' calendar days (contract/plan/dates.ts).
import { addDays, isIsoDate, weekDates } from '../../../contract/plan/plan-doc';
import { intlLocale } from '../../lib/format';

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

/**
 * One formatter per set of options: making an Intl.DateTimeFormat costs about a millisecond, and
 * the week's slots name their days on every render (a plan sent to a list drew it again in one
 * 600 ms task).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(date: string, options: Intl.DateTimeFormatOptions): string {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(utc(date));
}

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

export interface DayLabels {
  weekday: string;
  short: string;
  dayMonth: string;
  full: string;
}

const dayLabelsByDate = new Map<string, DayLabels>();
/** Days remembered at most (a few weeks of browsing); then the memory starts again. */
const DAY_LABELS_KEPT = 400;

/** How a day reads: "Monday", "Mon", "Mar 3", and "Monday, March 3" for screen readers. */
export function dayLabels(date: string): DayLabels {
  let labels = dayLabelsByDate.get(date);
  if (!labels) {
    if (dayLabelsByDate.size >= DAY_LABELS_KEPT) dayLabelsByDate.clear();
    labels = {
      weekday: format(date, { weekday: 'long' }),
      short: format(date, { weekday: 'short' }),
      dayMonth: format(date, { month: 'short', day: 'numeric' }),
      full: format(date, { weekday: 'long', month: 'long', day: 'numeric' }),
    };
    dayLabelsByDate.set(date, labels);
  }
  return labels;
}
