const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * The one relative-time formatter (SPEC §2 recipe card): 'Just now' under an hour, then hours
 * under a day, days under a week, weeks under 30 days, and months after that.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  return plural(Math.floor(days / 30), 'month');
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** The one date formatter: 'Jan 5, 2024'. A missing or invalid date shows as now (SPEC §9). */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : new Date();
  return dateFormat.format(Number.isNaN(date.getTime()) ? new Date() : date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The date formatter with the time of day: 'Jan 5, 2024, 3:04 PM' (a recipe's history). */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** '45 min', '1 hr', '1 hr 30 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
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

/** '1 recipe', '3 recipes'. */
export function countLabel(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
