// Dates, times and durations in the active language, through Intl (English reads as SPEC
// words it: 'Just now', '3 days ago', 'Jan 5, 2024', '1 hr 30 min'). Formatters are made once
// per language: building one is the slow part.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from '../../contract/i18n/locales';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The active language as Intl takes it (the pseudo-locale formats as English). */
export function intlLocale(): string {
  const code = i18n.locale || SOURCE_LOCALE;
  return code === SOURCE_LOCALE || code === PSEUDO_LOCALE ? 'en-US' : code;
}

/** One formatter per language and kind, made on first use. */
function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = intlLocale();
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));

/**
 * The one relative-time formatter (SPEC §2 recipe card): 'Just now' under an hour, then hours
 * under a day, days under a week, weeks under 30 days, and months after that.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return i18n._(msg`Just now`);
  if (elapsed < DAY_MS) return relative().format(-Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return relative().format(-days, 'day');
  if (days < 30) return relative().format(-Math.floor(days / 7), 'week');
  return relative().format(-Math.floor(days / 30), 'month');
}

/**
 * The relative time inside a sentence ("Updated {time}"): 'just now', '3 days ago'. Intl's
 * words are already as a sentence has them; only "Just now" is a message of its own.
 */
export function formatRelativeTimeInSentence(value: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) {
    return i18n._(msg({ message: 'just now', context: 'inside a sentence' }));
  }
  return formatRelativeTime(value, now);
}

const dateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }),
);

/** The one date formatter: 'Jan 5, 2024'. A missing or invalid date shows as now (SPEC §9). */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : new Date();
  return dateFormat().format(Number.isNaN(date.getTime()) ? new Date() : date);
}

const dateTimeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** The date formatter with the time of day: 'Jan 5, 2024, 3:04 PM' (a recipe's history). */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}

const durations = perLocale((locale) => ({
  minutes: new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
  hours: new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' }),
  both: new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }),
}));

/** '45 min', '1 hr', '1 hr 30 min' (in German '1 Std., 30 Min.'). */
export function formatMinutes(minutes: number): string {
  const { minutes: inMinutes, hours: inHours, both } = durations();
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return inMinutes.format(rest);
  return rest === 0
    ? inHours.format(hours)
    : both.format([inHours.format(hours), inMinutes.format(rest)]);
}

interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Avatar initials: first letters of first and last name, else the e-mail's first letter, else 'U'. */
export function getInitials(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = user?.email?.trim();
  if (email) return email[0]!.toUpperCase();
  return 'U';
}

/** Initials of a display name: 'Sam Reed' → 'SR', 'Sam de la Cruz' → 'SC', 'sam' → 'S', '' → '?'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts.at(-1)![0]}` : (parts[0]?.[0] ?? '?');
  return letters.toUpperCase();
}

/** 'First Last', else the e-mail address. */
export function getDisplayName(user: NamedUser | null | undefined): string {
  const name = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
  return name || user?.email || '';
}
