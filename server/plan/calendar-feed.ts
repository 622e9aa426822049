// The household's calendar feed (iCalendar, RFC 5545): one all-day event per planned meal, so a
// phone's calendar subscribed to the secret address shows the plan ("Dinner: Lasagne"). Built
// with ical-generator from the meal plan document; from CALENDAR_FEED_PAST_WEEKS before today on.
// Its words are in the subscriber's language (the address's `lang`, else Accept-Language).
import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays, readPlan, type MealSlot, type PlanEntry } from '../../contract/plan/plan-doc';
import type * as Y from 'yjs';
import { translate, type ServerMessage } from '../i18n/translate';

const SLOT_NAMES: Record<MealSlot, ServerMessage> = {
  breakfast: /*i18n*/ { id: 'calendar.slot.breakfast', message: 'Breakfast' },
  lunch: /*i18n*/ { id: 'calendar.slot.lunch', message: 'Lunch' },
  dinner: /*i18n*/ { id: 'calendar.slot.dinner', message: 'Dinner' },
  snack: /*i18n*/ { id: 'calendar.slot.snack', message: 'Snack' },
};
const CALENDAR_NAME = /*i18n*/ {
  id: 'calendar.name',
  message: '{household} — meal plan',
};
const SERVINGS = /*i18n*/ {
  id: 'calendar.servings',
  message: '{servings, plural, one {Servings: #} other {Servings: #}}',
};
/** An event's title: the meal and what is planned for it. */
const SUMMARY = /*i18n*/ { id: 'calendar.summary', message: '{slot}: {what}' };

export interface FeedOptions {
  householdId: string;
  householdName: string;
  /** The app's address, for links to recipes. */
  origin: string;
  /** Today (YYYY-MM-DD): the feed starts `pastWeeks` before. */
  today: string;
  pastWeeks: number;
  /** The language of the feed's words (contract/i18n/locales.ts). */
  locale: string;
}

/** The event's title: "Dinner: Lasagne", "Lunch: leftovers" (a note), "Dinner" (neither). */
export function eventSummary(entry: PlanEntry, locale: string): string {
  const what = (entry.recipeId ? entry.title : (entry.note ?? '')).trim();
  const slot = translate(locale, SLOT_NAMES[entry.slot]);
  return what ? translate(locale, SUMMARY, { slot, what }) : slot;
}

/** The feed as iCalendar text. */
export function calendarFeedOf(doc: Y.Doc, options: FeedOptions): string {
  const calendar = ical({
    name: translate(options.locale, CALENDAR_NAME, { household: options.householdName }),
    prodId: {
      company: 'potluck',
      product: 'meal-plan',
      language: options.locale.split('-')[0]!.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  const from = addDays(options.today, -7 * options.pastWeeks);
  for (const entry of readPlan(doc, from)) {
    const [year, month, day] = entry.date.split('-').map(Number) as [number, number, number];
    const details = [
      entry.servings ? translate(options.locale, SERVINGS, { servings: entry.servings }) : null,
      entry.recipeId && entry.note ? entry.note : null,
    ].filter((line): line is string => line !== null);
    calendar.createEvent({
      id: `${entry.id}@${options.householdId}`,
      // An all-day date: the day the household planned, in every time zone. ical-generator
      // writes a date-only value from the UTC fields of a Date without a zone, so it is UTC
      // midnight (local midnight would read as the day before east of UTC).
      start: new Date(Date.UTC(year, month - 1, day)),
      allDay: true,
      summary: eventSummary(entry, options.locale),
      description: details.length > 0 ? details.join('\n') : null,
      url: entry.recipeId ? `${options.origin}/recipe/${encodeURIComponent(entry.recipeId)}` : null,
    });
  }
  return calendar.toString();
}
