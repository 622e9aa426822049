// Times as other apps write them, as whole minutes: ISO 8601 durations from schema.org
// ("PT1H30M", "P0DT0H45M", "PT0M"), plain numbers of minutes, and the free text of apps that
// keep what the cook typed ("15 mins", "1 hr 10 min", "1h30"). A value that says
// no single time ("10-15 minutes", "a while") is no time rather than a guess; zero stays zero.

const ISO_DURATION =
  /^P(?!$)(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?=\d)(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const MINUTES_PER_UNIT: ReadonlyArray<[RegExp, number]> = [
  [/^(?:d|days?)$/i, 24 * 60],
  [/^(?:h|hrs?|hours?|std|stunden?)$/i, 60],
  [/^(?:m|mins?|minutes?|minuten?)$/i, 1],
  [/^(?:s|secs?|seconds?)$/i, 1 / 60],
];

const RANGE = /\d\s*(?:-|–|to|or)\s*\d/i;

const decimal = (digits: string | undefined) => (digits ? Number(digits.replace(',', '.')) : 0);

function isoMinutes(text: string): number | null {
  const match = ISO_DURATION.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  return (
    decimal(weeks) * 7 * 24 * 60 +
    decimal(days) * 24 * 60 +
    decimal(hours) * 60 +
    decimal(minutes) +
    decimal(seconds) / 60
  );
}

function freeTextMinutes(text: string): number | null {
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return decimal(text);
  if (RANGE.test(text)) return null;
  const compact = /^(\d+)\s*h\s*(\d+)$/i.exec(text);
  if (compact) return decimal(compact[1]) * 60 + decimal(compact[2]);
  const seen = new Set<number>();
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:[.,]\d+)?)\s*([a-z]+)/gi)) {
    const perUnit = MINUTES_PER_UNIT.find(([pattern]) => pattern.test(unit!))?.[1];
    // "15 mins or 20 mins" names two times, not their sum.
    if (perUnit === undefined || seen.has(perUnit)) return null;
    seen.add(perUnit);
    total += decimal(amount) * perUnit;
  }
  return seen.size > 0 ? total : null;
}

/** Whole minutes in a duration, or null when the value names none. */
export function readMinutes(value: unknown): number | null {
  // A list's first time ("prepTime": ["PT5M"]); a list in a list names none (and a file may
  // nest thousands deep).
  if (Array.isArray(value)) value = value[0];
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const minutes = /^P/i.test(text) ? isoMinutes(text) : freeTextMinutes(text);
  return minutes === null ? null : Math.round(minutes);
}
