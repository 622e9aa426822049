// The lines of a recipe's text that give its yield and times rather than an ingredient or a step:
// "Serves 4-6", "Makes 12 cookies", "Yield: 2 loaves", "Prep time: 15 mins", "Cook: 1 hr 20 min",
// "Total 45 minutes", or several at once ("Prep 10 min | Cook 20 min | Serves 4"). A line is read
// as facts only when all of it is facts, so "Cook for 20 minutes until golden" stays a step.
import { RECIPE_LIMITS } from '../../../../contract/recipes';

export interface RecipeFacts {
  /** As written after its label: "4-6", "12 cookies", "2 loaves". */
  servings?: string;
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
}

type TimeKind = 'prepTime' | 'cookTime' | 'totalTime';

/** The labels of each time, as they start a fact ("Prep time:", "Baking time", "Ready in"). */
const TIME_LABELS: Record<TimeKind, string> = {
  prepTime: 'prep(?:aration)?|hands[- ]on',
  cookTime: 'cook(?:ing)?|bak(?:e|ing)|roast(?:ing)?|simmer(?:ing)?|grill(?:ing)?|fry(?:ing)?',
  totalTime: 'total|ready in|time',
};
const SERVINGS_LABEL = 'serves|servings?|makes|yields?|portions?';

const TIME_LABEL = Object.values(TIME_LABELS).join('|');
/**
 * Where a fact starts inside a line of several ("… 10 min Cook 20 min"). "Time" alone starts
 * one only at the start of a line: elsewhere it ends a label ("Prep time").
 */
const FACT_START = new RegExp(
  `(?:^|[\\s,|•·;/])(?=(?:${TIME_LABEL.replace('|time', '')}|${SERVINGS_LABEL})\\b)`,
  'giu',
);
/** What may stand between two facts. */
const SEPARATORS = /^[\s,|•·;/–—-]+|[\s,|•·;/–—.-]+$/gu;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};
const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

const NUMBER = `\\d+(?:[.,]\\d+)?(?:\\s*[½¼¾⅓⅔]|\\s+\\d/\\d)?|\\d/\\d|[½¼¾⅓⅔]|${Object.keys(NUMBER_WORDS).join('|')}`;
const HOUR_UNIT = 'h|hr|hrs|hour|hours';
const MINUTE_UNIT = "m|min|mins|minute|minutes|'";
/** One amount of time: "1 hr", "20-25 minutes", "1½ hours", "an hour". */
const TIME_PART = new RegExp(
  `^(${NUMBER})(?:\\s*(?:-|–|to)\\s*(${NUMBER}))?\\s*(${HOUR_UNIT}|${MINUTE_UNIT})\\.?(?![\\p{L}])`,
  'iu',
);
/** "1h30", "1h 30": hours and minutes with no word for the minutes. */
const COMPACT_TIME = /^(\d{1,2})\s*h\s*(\d{1,2})$/i;
/** Words that may lead or join the parts of a time: "about 1 hour and 10 minutes". */
const TIME_FILLER = /^(?:about|around|approx\.?|approximately|under|over|just|and|plus|,|\+|~)\s*/i;

function numberOf(text: string): number | undefined {
  const word = NUMBER_WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  const [whole, fraction] = text.trim().split(/\s+(?=\d\/\d)|(?=[½¼¾⅓⅔])/u);
  let value = 0;
  for (const part of [whole, fraction]) {
    if (!part) continue;
    const vulgar = FRACTIONS[part.trim()];
    if (vulgar !== undefined) value += vulgar;
    else if (part.includes('/')) {
      const [top, bottom] = part.split('/').map(Number);
      if (!bottom) return undefined;
      value += top! / bottom;
    } else value += Number(part.replace(',', '.'));
  }
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Whole minutes in a time as people write it ("1 hr 20 min", "45-50 minutes", "1½ hours",
 * "1h30", a bare "15"); undefined when the text is anything more than a time. A range counts
 * as its longer end, the time to allow.
 */
export function readMinutes(text: string): number | undefined {
  let rest = text.trim().replace(/\s*\([^)]*\)$/, '');
  const compact = COMPACT_TIME.exec(rest);
  if (compact) return fitMinutes(Number(compact[1]) * 60 + Number(compact[2]));
  if (/^\d+$/.test(rest)) return fitMinutes(Number(rest));
  let total = 0;
  let parts = 0;
  while (rest) {
    rest = rest.replace(TIME_FILLER, '');
    const part = TIME_PART.exec(rest);
    if (!part) return undefined;
    const amount = numberOf(part[2] ?? part[1]!);
    if (amount === undefined) return undefined;
    total += new RegExp(`^(?:${HOUR_UNIT})$`, 'i').test(part[3]!) ? amount * 60 : amount;
    parts++;
    rest = rest.slice(part[0].length).trim();
  }
  return parts ? fitMinutes(total) : undefined;
}

function fitMinutes(minutes: number): number | undefined {
  const rounded = Math.round(minutes);
  return rounded > 0 && rounded <= RECIPE_LIMITS.minutes ? rounded : undefined;
}

const TIME_FACT = new RegExp(`^(${TIME_LABEL})(?:\\s+time)?(?:\\s*[:：=-]\\s*|\\s+)(.+)$`, 'iu');
/** "15 minutes prep", "20 min cook time". */
const TIME_FACT_AFTER = new RegExp(`^(.+?)\\s+(${TIME_LABEL})(?:\\s+time)?$`, 'iu');
const SERVINGS_FACT = new RegExp(`^(?:${SERVINGS_LABEL})(?:\\s*[:：=-]\\s*|\\s+)(.+)$`, 'iu');
/** "4 servings", "6 portions", "4 to 6 people". */
const SERVINGS_FACT_AFTER = /^(.+?)\s+(?:servings?|portions?|people|persons)$/iu;
/** A yield starts with how many: "4", "4-6", "twelve cookies", "a dozen rolls". */
const AMOUNT_FIRST = new RegExp(
  `^(?:(?:about|around|approx\\.?|approximately|up to)\\s+)?(?:${NUMBER}|dozen|half a dozen)(?:[\\s\\-–]|$)`,
  'iu',
);

function kindOfLabel(label: string): TimeKind {
  const lower = label.toLowerCase();
  return (Object.keys(TIME_LABELS) as TimeKind[]).find((kind) =>
    new RegExp(`^(?:${TIME_LABELS[kind]})$`, 'iu').test(lower),
  )!;
}

/** One fact ("Prep time: 15 mins", "Makes 12 cookies"), or null. */
function readFact(text: string): RecipeFacts | null {
  const servings = SERVINGS_FACT.exec(text) ?? SERVINGS_FACT_AFTER.exec(text);
  if (servings) {
    const amount = servings[1]!.trim();
    if (!AMOUNT_FIRST.test(amount) || amount.length > RECIPE_LIMITS.servings) return null;
    return { servings: amount };
  }
  const before = TIME_FACT.exec(text);
  const after = before ? null : TIME_FACT_AFTER.exec(text);
  const [label, value] = before ? [before[1]!, before[2]!] : after ? [after[2]!, after[1]!] : [];
  if (!label || !value) return null;
  // "Time" alone is a total only before its value ("Time: 45 minutes").
  if (after && /^time$/i.test(label)) return null;
  const minutes = readMinutes(value);
  return minutes === undefined ? null : { [kindOfLabel(label)]: minutes };
}

/**
 * The facts a whole line gives, or null when any of it is something else. `strict` (in a
 * method, where "Bake 25 minutes" may be a step) wants a label with "time" or a colon, or
 * several facts on the line.
 */
export function readFactsLine(line: string, { strict = false } = {}): RecipeFacts | null {
  const text = line.trim().replace(/^[-*•▪‣◦·–—]\s+/u, '');
  if (!text || text.length > 160) return null;
  const starts = [...text.matchAll(FACT_START)].map((match) => match.index);
  if (starts[0] !== 0) starts.unshift(0);
  const pieces = starts
    .map((start, i) => text.slice(start, starts[i + 1]).replace(SEPARATORS, ''))
    .filter(Boolean);
  // "Serves 4, makes 2 loaves" is two facts; "Serves 4 as a main, 2 as a side" one.
  const facts: RecipeFacts = {};
  const read = pieces.map(readFact);
  const whole = read.every(Boolean) ? read : [readFact(text.replace(SEPARATORS, ''))];
  if (!whole.every(Boolean)) return null;
  for (const fact of whole) {
    for (const [key, value] of Object.entries(fact!) as [keyof RecipeFacts, never][]) {
      facts[key] ??= value;
    }
  }
  if (strict && whole.length < 2 && !/\btime\b|[:：]/iu.test(text)) return null;
  return facts;
}

/**
 * The prep and cook times to keep: a total fills in the one that is missing when the other is
 * known (a recipe keeps no total of its own; see totalOnlyNote for a total given alone).
 */
export function settleTimes(facts: RecipeFacts): Pick<RecipeFacts, 'prepTime' | 'cookTime'> {
  const { prepTime, cookTime, totalTime } = facts;
  const times: Pick<RecipeFacts, 'prepTime' | 'cookTime'> = {};
  if (prepTime !== undefined) times.prepTime = prepTime;
  if (cookTime !== undefined) times.cookTime = cookTime;
  if (totalTime === undefined) return times;
  if (prepTime !== undefined && cookTime === undefined && totalTime > prepTime) {
    times.cookTime = totalTime - prepTime;
  } else if (cookTime !== undefined && prepTime === undefined && totalTime > cookTime) {
    times.prepTime = totalTime - cookTime;
  }
  return times;
}

/**
 * A total given with neither a prep nor a cook time has no field to go in, so the description
 * says it ("Total time: 1 hr 15 min."); null otherwise.
 */
export function totalOnlyNote(facts: RecipeFacts): string | null {
  const { prepTime, cookTime, totalTime } = facts;
  if (totalTime === undefined || prepTime !== undefined || cookTime !== undefined) return null;
  const hours = Math.floor(totalTime / 60);
  const minutes = totalTime % 60;
  const parts = [hours ? `${hours} hr` : '', minutes ? `${minutes} min` : ''].filter(Boolean);
  return `Total time: ${parts.join(' ')}.`;
}
