// Durations written in a step ("simmer 10-15 minutes", "bake for 1 hour 20 mins", "rest 30
// seconds", "1½ hours"), so cook mode can offer a timer for each. A range offers its lower end:
// the cook checks then, and can add time.

import { ENGLISH } from '../ingredients/english';

export interface FoundDuration {
  /** Where the duration is written in the step (UTF-16 offsets), for highlighting it. */
  start: number;
  end: number;
  /** The text as written ("10-15 minutes"). */
  text: string;
  /** The timer to offer, in seconds (the lower end of a range). */
  seconds: number;
  /** The upper end of a range, in seconds, else null. */
  maxSeconds: number | null;
}

/** Seconds per unit, by every spelling steps use. */
const UNIT_SECONDS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:hours?|hrs?|h)$/i, 3600],
  [/^(?:minutes?|mins?|m)$/i, 60],
  [/^(?:seconds?|secs?|s)$/i, 1],
];

const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '¼': 0.25,
  '½': 0.5,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

/** Words for amounts in durations: the vocabulary's number words, and "a"/"an"/"half an". */
const DURATION_WORDS: ReadonlyMap<string, number> = new Map([
  ...ENGLISH.numberWords,
  ['forty-five', 45],
  ['a', 1],
  ['an', 1],
  ['half an', 0.5],
  ['half a', 0.5],
]);
const WORD_PATTERN = [...DURATION_WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[-\s]/g, (c) => (c === ' ' ? '\\s+' : c)))
  .join('|');

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*[¼½¾⅓⅔])?|[¼½¾⅓⅔]|${WORD_PATTERN})`;
const UNIT = String.raw`(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|h|m|s)`;
const PART = String.raw`(${NUMBER})(?:\s*(?:-|–|—|to|or)\s*(${NUMBER}))?\s*(${UNIT})\b`;
/** One duration: a part, optionally followed by a smaller part ("1 hour 20 minutes", "1 hr and 5 mins"). */
const DURATION = new RegExp(
  String.raw`(?<![\w.])${PART}(?:\s*(?:,|and)?\s*(\d+)\s*(${UNIT})\b)?`,
  'gi',
);

function numberOf(text: string): number | null {
  const trimmed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const word = DURATION_WORDS.get(trimmed);
  if (word !== undefined) return word;
  const glyph = /^(\d*)\s*([¼½¾⅓⅔])$/.exec(trimmed);
  if (glyph) return Number(glyph[1] || 0) + UNICODE_FRACTIONS[glyph[2]!]!;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

function secondsPer(unit: string): number | null {
  for (const [pattern, seconds] of UNIT_SECONDS) if (pattern.test(unit)) return seconds;
  return null;
}

/** Every duration in `step`, in order. Bare "m"/"s"/"h" count only right after a digit ("10m"). */
export function findDurations(step: string): FoundDuration[] {
  const found: FoundDuration[] = [];
  for (const match of step.matchAll(DURATION)) {
    const [text, low, high, unit, extraAmount, extraUnit] = match;
    if (/^[hms]$/i.test(unit!) && !/\d\s?$/.test(text.slice(0, text.length - unit!.length))) {
      continue;
    }
    const per = secondsPer(unit!);
    const lowValue = numberOf(low!);
    if (per === null || lowValue === null || lowValue <= 0) continue;
    const highValue = high ? numberOf(high) : null;
    const extraPer = extraUnit ? secondsPer(extraUnit) : null;
    const extra =
      extraAmount && extraPer !== null && extraPer < per ? Number(extraAmount) * extraPer : 0;
    const seconds = Math.round(lowValue * per + extra);
    const end = match.index + text.replace(/\s+$/, '').length;
    found.push({
      start: match.index,
      end,
      text: step.slice(match.index, end),
      seconds,
      maxSeconds:
        highValue !== null && highValue > lowValue ? Math.round(highValue * per + extra) : null,
    });
  }
  return found;
}

/** "1:05:00", "12:30", "0:45": a running timer's display. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** "10 min", "1 h 20 min", "45 s": a timer's label. */
export function formatDuration(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = Math.round(totalSeconds % 60);
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', s ? `${s} s` : ''].filter(Boolean);
  return parts.join(' ') || '0 s';
}
