// A recipe's content as a Yjs document: the shape both the server and the browser read and write
// (docs/decisions/004-sync-engine.md). Text fields are Y.Text, so concurrent typing merges per
// character; ingredient and step lists are Y.Arrays of Y.Text lines, so people adding, removing
// or editing different lines all keep their change and edits to one line merge per character;
// tags are a Y.Map keyed by their lower-cased form, a set; the other fields are single values
// where the last write wins. Sharing (visibility, editors, viewers, owner) is never in here.
import * as Y from 'yjs';
import { simpleDiffString } from 'lib0/diff';
import { tagKeyOf } from '../recipe-values';
import { diffLines } from './line-diff';

/** The content fields a recipe document holds, as the REST API names them. */
export interface RecipeContent {
  title: string;
  description: string | null;
  ingredients: string[];
  steps: string[];
  tags: string[];
  imageUrl: string | null;
  tipVideoUrl: string | null;
  sourceUrl: string | null;
  prepTime: number | null;
  cookTime: number | null;
  servings: string | null;
}

export type RecipeContentField = keyof RecipeContent;

export const RECIPE_TEXT_FIELDS = ['title', 'description', 'servings'] as const;
export type RecipeTextField = (typeof RECIPE_TEXT_FIELDS)[number];

export const RECIPE_LIST_FIELDS = ['ingredients', 'steps'] as const;
export type RecipeListField = (typeof RECIPE_LIST_FIELDS)[number];

export const RECIPE_VALUE_FIELDS = [
  'imageUrl',
  'tipVideoUrl',
  'sourceUrl',
  'prepTime',
  'cookTime',
] as const;
export type RecipeValueField = (typeof RECIPE_VALUE_FIELDS)[number];

export const RECIPE_DOC_FIELDS: readonly RecipeContentField[] = [
  ...RECIPE_TEXT_FIELDS,
  ...RECIPE_LIST_FIELDS,
  'tags',
  ...RECIPE_VALUE_FIELDS,
];

/** The document's top-level parts. */
export const RECIPE_DOC_ROOTS = [...RECIPE_TEXT_FIELDS, ...RECIPE_LIST_FIELDS, 'tags', 'values'];

/** One tag in the set: its spelling, and when it was added (the order tags are shown in). */
export interface TagEntry {
  name: string;
  addedAt: number;
}

export const recipeText = (doc: Y.Doc, field: RecipeTextField) => doc.getText(field);
export const recipeList = (doc: Y.Doc, field: RecipeListField) => doc.getArray<Y.Text>(field);
export const recipeTags = (doc: Y.Doc) => doc.getMap<TagEntry>('tags');
export const recipeValues = (doc: Y.Doc) => doc.getMap<string | number | null>('values');

/**
 * The lines of a list that are lines. The server refuses anything else, but a document may have
 * been changed before it did, or come from elsewhere: a reader skips what is not a Y.Text rather
 * than failing on it.
 */
export function linesOf(list: Y.Array<Y.Text>): Y.Text[] {
  return list.toArray().filter((line: unknown): line is Y.Text => line instanceof Y.Text);
}

/**
 * Where `line` is in `list` (which may hold things that are not lines), or the list's end when
 * `line` is undefined: editors count lines, but a change must name the place in the list.
 */
export function positionOf(list: Y.Array<Y.Text>, line: Y.Text | undefined): number {
  if (line === undefined) return list.length;
  const position = list.toArray().indexOf(line);
  return position === -1 ? list.length : position;
}

/**
 * The document's content as the REST API shows it: text trimmed, empty description and servings
 * as null, list lines trimmed with empty lines dropped, tags in the order they were added. Reading
 * is defensive: a value of the wrong type reads as none, and reading never throws.
 */
export function readRecipeDoc(doc: Y.Doc): RecipeContent {
  const text = (field: RecipeTextField) => recipeText(doc, field).toString().trim();
  const lines = (field: RecipeListField) =>
    linesOf(recipeList(doc, field))
      .map((line) => line.toString().trim())
      .filter((line) => line.length > 0);
  const values = recipeValues(doc);
  const string = (field: RecipeValueField) => {
    const value = values.get(field);
    return typeof value === 'string' ? value : null;
  };
  const number = (field: RecipeValueField) => {
    const value = values.get(field);
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  return {
    title: text('title'),
    description: text('description') || null,
    ingredients: lines('ingredients'),
    steps: lines('steps'),
    tags: readTags(doc),
    imageUrl: string('imageUrl'),
    tipVideoUrl: string('tipVideoUrl'),
    sourceUrl: string('sourceUrl'),
    prepTime: number('prepTime'),
    cookTime: number('cookTime'),
    servings: text('servings') || null,
  };
}

const isTagEntry = (entry: unknown): entry is TagEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as TagEntry).name === 'string' &&
  typeof (entry as TagEntry).addedAt === 'number';

/** Tags in the order they were added (ties broken by key, so every replica agrees). */
export function readTags(doc: Y.Doc): string[] {
  return [...(recipeTags(doc).entries() as IterableIterator<[string, unknown]>)]
    .filter((pair): pair is [string, TagEntry] => isTagEntry(pair[1]))
    .sort(([keyA, a], [keyB, b]) => a.addedAt - b.addedAt || (keyA < keyB ? -1 : 1))
    .map(([, entry]) => entry.name);
}

/** A new document holding `content`. */
export function createRecipeDoc(content: Partial<RecipeContent>): Y.Doc {
  const doc = new Y.Doc();
  writeRecipeContent(doc, content);
  return doc;
}

/** The client id the first state of every recipe document is written with. */
const INITIAL_CLIENT_ID = 0;

/**
 * The first state of a recipe's document, as a Yjs update: always the same bytes for the same
 * content (a fixed client id, tags timed by their place), so every process that builds it from
 * the recipe's row builds the same items, and merging two such builds changes nothing.
 */
export function initialRecipeState(content: RecipeContent): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = INITIAL_CLIENT_ID;
  writeRecipeContent(doc, content, null, 0);
  return Y.encodeStateAsUpdate(doc);
}

/**
 * Makes the document hold `content` (only the fields present) with the smallest change: text is
 * diffed per character, lists per line (a changed line is edited in place, per character), tags
 * as a set, values replaced only when different. Changes nobody made are left alone, so a
 * concurrent edit elsewhere in the same field still merges. One Yjs transaction, tagged `origin`.
 */
export function writeRecipeContent(
  doc: Y.Doc,
  content: Partial<RecipeContent>,
  origin: unknown = null,
  now = Date.now(),
): void {
  doc.transact(() => {
    for (const field of RECIPE_TEXT_FIELDS) {
      const next = content[field];
      if (next !== undefined) replaceText(recipeText(doc, field), next ?? '');
    }
    for (const field of RECIPE_LIST_FIELDS) {
      const next = content[field];
      if (next !== undefined) replaceLines(recipeList(doc, field), next);
    }
    if (content.tags !== undefined) replaceTags(doc, content.tags, now);
    const values = recipeValues(doc);
    const isWritingValues = RECIPE_VALUE_FIELDS.some((field) => content[field] !== undefined);
    // Keys that are no field (refused by the server, but a document may hold them from before).
    for (const key of [...values.keys()]) {
      if (isWritingValues && !(RECIPE_VALUE_FIELDS as readonly string[]).includes(key)) {
        values.delete(key);
      }
    }
    for (const field of RECIPE_VALUE_FIELDS) {
      const next = content[field];
      if (next !== undefined && (values.get(field) ?? null) !== next) values.set(field, next);
    }
  }, origin);
}

/** Whether `text` holds only characters: no embeds, formatting or attributes. */
function isPlainText(text: Y.Text): boolean {
  if (Object.keys(text.getAttributes()).length > 0) return false;
  for (let item = text._start; item !== null; item = item.right) {
    if (!item.deleted && !(item.content instanceof Y.ContentString)) return false;
  }
  return true;
}

/**
 * Edits `text` into `next` with one delete and one insert around the common ends. A text holding
 * more than characters (embeds, formatting: refused by the server, but a document may hold them
 * from before) is written anew, which mends it.
 */
export function replaceText(text: Y.Text, next: string): void {
  if (!isPlainText(text)) {
    for (const name of Object.keys(text.getAttributes())) text.removeAttribute(name);
    text.delete(0, text.length);
    text.insert(0, next);
    return;
  }
  const { index, remove, insert } = simpleDiffString(text.toString(), next);
  if (remove > 0) text.delete(index, remove);
  if (insert.length > 0) text.insert(index, insert);
}

/** Edits the list of lines into `next`: unchanged lines keep their identity. */
export function replaceLines(list: Y.Array<Y.Text>, next: readonly string[]): void {
  // Something that is not a line (refused by the server, but a reader never fails on it) is gone
  // first, so the positions below are those of lines.
  const all: unknown[] = list.toArray();
  for (let index = all.length - 1; index >= 0; index -= 1) {
    if (!(all[index] instanceof Y.Text)) list.delete(index, 1);
  }
  const current = list.toArray().map((line) => line.toString());
  let offset = 0;
  for (const op of diffLines(current, next)) {
    if (op.kind === 'keep') {
      offset += op.count;
    } else if (op.kind === 'edit') {
      replaceText(list.get(offset), op.line);
      offset += 1;
    } else if (op.kind === 'remove') {
      list.delete(offset, op.count);
    } else {
      list.insert(offset, op.lines.map(lineText));
      offset += op.lines.length;
    }
  }
}

/** A new line for a list. */
export function lineText(value: string): Y.Text {
  const text = new Y.Text();
  text.insert(0, value);
  return text;
}

/**
 * Makes the tag set hold exactly `tags` (by key) in their order: tags already there keep their
 * entry unless their spelling or place changed, so a concurrent addition of another tag stays.
 */
export function replaceTags(doc: Y.Doc, tags: readonly string[], now = Date.now()): void {
  const map = recipeTags(doc);
  const wanted = new Map<string, string>();
  for (const tag of tags) {
    const name = tag.trim();
    if (name && !wanted.has(tagKeyOf(name))) wanted.set(tagKeyOf(name), name);
  }
  for (const [key, entry] of [...(map.entries() as IterableIterator<[string, unknown]>)]) {
    if (!wanted.has(key) || !isTagEntry(entry)) map.delete(key);
  }
  // Walk the wanted order; an entry out of place (or new) gets a later time than the one before.
  let previous = -Infinity;
  let next = Math.max(now, ...[...map.values()].filter(isTagEntry).map((e) => e.addedAt + 1));
  for (const [key, name] of wanted) {
    const existing = map.get(key);
    if (existing && existing.addedAt > previous) {
      if (existing.name !== name) map.set(key, { name, addedAt: existing.addedAt });
      previous = existing.addedAt;
    } else {
      const addedAt = Math.max(next, previous + 1);
      map.set(key, { name, addedAt });
      previous = addedAt;
      next = addedAt + 1;
    }
  }
}

/** Adds one tag to the set (no change if a tag with the same key is there). */
export function addTag(doc: Y.Doc, tag: string): void {
  const name = tag.trim();
  const map = recipeTags(doc);
  if (!name || isTagEntry(map.get(tagKeyOf(name)))) return;
  const last = Math.max(0, ...[...map.values()].filter(isTagEntry).map((e) => e.addedAt + 1));
  map.set(tagKeyOf(name), { name, addedAt: Math.max(Date.now(), last) });
}

/** Which content fields differ between two readings of a document. */
export function changedFields(before: RecipeContent, after: RecipeContent): RecipeContentField[] {
  return RECIPE_DOC_FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}
