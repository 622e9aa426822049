// From a draft, as a format read it, to what POST /api/recipes takes. Another app's limits are
// not Potluck's: text past a limit is shortened at a word and said so in a note, a link that is
// not a web address is left out, rather than the whole recipe refused. Only a recipe with no
// title, or with nothing at all in it, is an error.
import {
  CreateRecipeInputSchema,
  RECIPE_LIMITS,
  type CreateRecipeInput,
} from '../../contract/recipes';
import { tagKeyOf } from '../../contract/recipe-values';
import type { ImportDraft } from './types';

export type CheckedDraft =
  | { input: CreateRecipeInput; notes: string[]; error?: undefined }
  | { error: string; input?: undefined; notes?: undefined };

/** `text` cut to at most `max` characters, at a word when one ends in the last fifth. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd();
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function lines(kind: string, raw: string[], notes: string[]): string[] {
  const kept = raw.map((line) => line.trim()).filter((line) => line.length > 0);
  if (kept.length > RECIPE_LIMITS.lines) {
    notes.push(`Only the first ${RECIPE_LIMITS.lines} ${kind} are kept.`);
    kept.length = RECIPE_LIMITS.lines;
  }
  if (kept.some((line) => line.length > RECIPE_LIMITS.lineLength)) {
    notes.push(
      `${kind[0]!.toUpperCase()}${kind.slice(1)} longer than ${RECIPE_LIMITS.lineLength} characters are shortened.`,
    );
  }
  return kept.map((line) => shorten(line, RECIPE_LIMITS.lineLength));
}

function tags(raw: string[], notes: string[], clean: (text: string) => string): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of raw.map((text) => shorten(clean(text), RECIPE_LIMITS.tagLength))) {
    const key = tagKeyOf(tag);
    if (tag && !seen.has(key)) {
      seen.add(key);
      kept.push(tag);
    }
  }
  if (kept.length > RECIPE_LIMITS.tags) {
    notes.push(`Only the first ${RECIPE_LIMITS.tags} tags are kept.`);
    kept.length = RECIPE_LIMITS.tags;
  }
  return kept;
}

function webAddress(value: string | null, what: string, notes: string[]): string | null {
  if (value === null || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && value.trim().length <= 2048) {
      return value.trim();
    }
  } catch {
    // Not an address at all: said in the note below.
  }
  notes.push(`Its ${what} is not a web address, so it is left out.`);
  return null;
}

function minutes(value: number | null, what: string, notes: string[]): number | null {
  if (value === null || !Number.isFinite(value) || value < 0) return null;
  const whole = Math.round(value);
  if (whole > RECIPE_LIMITS.minutes) {
    notes.push(`Its ${what} is longer than a week, so it is left out.`);
    return null;
  }
  return whole;
}

function optionalText(
  value: string | null,
  max: number,
  what: string,
  notes: string[],
  keepsEmpty = false,
) {
  const text = value?.trim() ?? '';
  if (text === '') return keepsEmpty && value !== null ? '' : null;
  if (text.length > max) notes.push(`Its ${what} is shortened to ${max} characters.`);
  return shorten(text, max);
}

/** The create input for `draft`, with what changed on the way in; or why it cannot be imported. */
export function checkDraft(draft: ImportDraft): CheckedDraft {
  const notes: string[] = [];
  // Another app's text is tidied; Potluck's own is taken as it was written.
  const clean = draft.asWritten ? (text: string) => text.trim() : squash;
  const keepsEmpty = draft.asWritten === true;
  const title = clean(draft.title);
  if (title === '') return { error: 'This recipe has no title.' };
  if (title.length > RECIPE_LIMITS.title) {
    notes.push(`Its title is shortened to ${RECIPE_LIMITS.title} characters.`);
  }
  const candidate = {
    title: shorten(title, RECIPE_LIMITS.title),
    description: optionalText(
      draft.description,
      RECIPE_LIMITS.description,
      'description',
      notes,
      keepsEmpty,
    ),
    ingredients: lines('ingredients', draft.ingredients, notes),
    steps: lines('steps', draft.steps, notes),
    tags: tags(draft.tags, notes, clean),
    sourceUrl: webAddress(draft.sourceUrl, 'source', notes),
    tipVideoUrl: webAddress(draft.tipVideoUrl, 'video link', notes),
    prepTime: minutes(draft.prepTime, 'preparation time', notes),
    cookTime: minutes(draft.cookTime, 'cooking time', notes),
    servings: optionalText(draft.servings, RECIPE_LIMITS.servings, 'servings', notes, keepsEmpty),
  };
  const parsed = CreateRecipeInputSchema.safeParse(candidate);
  if (!parsed.success) {
    return { error: `This recipe could not be read: ${parsed.error.issues[0]!.message}.` };
  }
  return { input: parsed.data, notes };
}
