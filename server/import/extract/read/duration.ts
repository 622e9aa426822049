// schema.org durations are ISO-8601 ("PT1H30M", "P0DT0H45M", "PT90M"); pages also write them
// loosely ("PT0.5H", "45 minutes", "1 hr 10 mins"). Everything becomes whole minutes.
import { RECIPE_LIMITS } from '../../../../contract/recipes';

const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const number = (value: string | undefined) => (value ? Number(value.replace(',', '.')) : 0);

/** Minutes in a duration, or undefined when there is none (or it is zero or absurd). */
export function parseDurationMinutes(value: unknown): number | undefined {
  if (typeof value === 'number') return clamp(value);
  if (Array.isArray(value)) return parseDurationMinutes(value[0]);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  const iso = ISO.exec(text.replace(/\s+/g, ''));
  if (iso && text.length > 1) {
    const [, years, months, weeks, days, hours, minutes, seconds] = iso;
    if (number(years) || number(months)) return undefined;
    const total =
      number(weeks) * 7 * 1440 +
      number(days) * 1440 +
      number(hours) * 60 +
      number(minutes) +
      number(seconds) / 60;
    return clamp(total);
  }
  // Free text: "1 hour 15 minutes", "1 hr 10 mins", "45 min", "1h30".
  const hours =
    /(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours|std|stunde|stunden|heure|heures|uur|ora|ore|hora|horas)\b/i.exec(
      text,
    );
  const minutes = /(\d+)\s*(?:m|min|mins|minute|minutes|minuten|minuti|minutos|minuter)\b/i.exec(
    text,
  );
  const compact = /^(\d+)\s*h\s*(\d+)$/i.exec(text);
  if (compact) return clamp(Number(compact[1]) * 60 + Number(compact[2]));
  if (hours || minutes) return clamp(number(hours?.[1]) * 60 + number(minutes?.[1]));
  if (/^\d+$/.test(text)) return clamp(Number(text));
  return undefined;
}

function clamp(minutes: number): number | undefined {
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  const rounded = Math.round(minutes);
  return rounded > 0 && rounded <= RECIPE_LIMITS.minutes ? rounded : undefined;
}
