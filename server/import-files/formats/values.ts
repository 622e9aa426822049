// Reading values out of other apps' JSON, which is only ever `unknown` until looked at: every
// field may be missing, null, of another type than documented, or named in another case.
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as a list: a list as it is, nothing as none, anything else as a list of one. */
export const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** A string as it is, a finite number as its digits; anything else is no text. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Text that says something; blank or missing is null. */
export function presentText(value: unknown): string | null {
  const text = textOf(value);
  return text !== null && text.trim() !== '' ? text : null;
}

/** A number written as a number or as a numeric string ("1.500"); anything else is null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The first of `names` the object has a value for: apps write the same field in several cases. */
export function field(object: JsonObject, ...names: string[]): unknown {
  for (const name of names) {
    const value = object[name];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** The names of named things (tags, categories, keywords) given as strings or `{ name }`. */
export function namesOf(value: unknown): string[] {
  return asArray(value).flatMap((item) => {
    const name = isObject(item) ? presentText(item.name) : presentText(item);
    return name === null ? [] : [name];
  });
}

/** Tags in order, each once, as Potluck keeps them (the contract's one tag identity). */
export { uniqueTags } from '../../../contract/recipe-values';
