// The household's calendar feed (iCalendar, RFC 5545): one all-day event per planned meal, so a
// phone's calendar subscribed to the secret address shows the plan ("Dinner: Lasagne"). Built
// with ical-generator from the meal plan document; from CALENDAR_FEED_PAST_WEEKS before today on.
import ical, { ICalCalendarMethod } from 'ical-generator';
import { SLOT_LABELS, addDays, readPlan, type PlanEntry } from '../../contract/plan/plan-doc';
import type * as Y from 'yjs';

export interface FeedOptions {
  householdId: string;
  householdName: string;
  /** The app's address, for links to recipes. */
  origin: string;
  /** Today (YYYY-MM-DD): the feed starts `pastWeeks` before. */
  today: string;
  pastWeeks: number;
}

/** The event's title: "Dinner: Lasagne", "Lunch: leftovers" (a note), "Dinner" (neither). */
export function eventSummary(entry: PlanEntry): string {
  const what = entry.recipeId ? entry.title : (entry.note ?? '');
  const slot = SLOT_LABELS[entry.slot];
  return what.trim() ? `${slot}: ${what.trim()}` : slot;
}

/** The feed as iCalendar text. */
export function calendarFeedOf(doc: Y.Doc, options: FeedOptions): string {
  const calendar = ical({
    name: `${options.householdName} — meal plan`,
    prodId: { company: 'potluck', product: 'meal-plan', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  const from = addDays(options.today, -7 * options.pastWeeks);
  for (const entry of readPlan(doc, from)) {
    const [year, month, day] = entry.date.split('-').map(Number) as [number, number, number];
    const details = [
      entry.servings ? `Servings: ${entry.servings}` : null,
      entry.recipeId && entry.note ? entry.note : null,
    ].filter((line): line is string => line !== null);
    calendar.createEvent({
      id: `${entry.id}@${options.householdId}`,
      // An all-day date: the day the household planned, in every time zone. ical-generator
      // writes a date-only value from the UTC fields of a Date without a zone, so it is UTC
      // midnight (local midnight would read as the day before east of UTC).
      start: new Date(Date.UTC(year, month - 1, day)),
      allDay: true,
      summary: eventSummary(entry),
      description: details.length > 0 ? details.join('\n') : null,
      url: entry.recipeId ? `${options.origin}/recipe/${encodeURIComponent(entry.recipeId)}` : null,
    });
  }
  return calendar.toString();
}
