// The shape every sync document must keep (docs/decisions/015-sync-document-schemas.md). Any
// client that may edit a document can send any Yjs update, and Yjs itself takes anything: a null
// or a number where a list holds lines, keys nobody reads, embeds and formatting in a title, maps
// nested without end. So after an update is applied (in the store's transaction, see
// DocSession.record) the whole resulting document is walked against its kind's schema and its
// size caps; a document that does not fit is refused, and the transaction, with the in-memory
// copy, is dropped: nothing is stored, projected or relayed.
//
// A schema is data: each part of a document is one of the shapes below. Strings anywhere are
// capped (SYNC_DOC_MAX_TEXT_CHARS, or the field's own lower cap), and the whole content is
// measured as its JSON text (SYNC_DOC_MAX_BYTES), so no part can grow a document without bound.
import * as Y from 'yjs';
import { AppError } from '../http/errors';
import { invalidText, textProblemOf } from '../http/text-safety';

/** What one part of a document may be. */
export type Shape =
  /** A plain JSON string (a value in a map), at most `max` characters. */
  | { type: 'string'; max?: number }
  | { type: 'number' }
  | { type: 'boolean' }
  | { type: 'null' }
  | { type: 'oneOf'; options: readonly Shape[] }
  /** A Y.Text of plain characters: no embeds, no formatting, no attributes. */
  | { type: 'text'; max?: number }
  /** A Y.Array of plain Y.Text lines. */
  | { type: 'lines'; maxLines: number; max?: number }
  /** A Y.Map with only these keys, each optional. */
  | { type: 'fields'; fields: Readonly<Record<string, Shape>> }
  /** A Y.Map of any keys (ids), each value of one shape. */
  | { type: 'entries'; entry: Shape; maxEntries: number; maxKey?: number; noun?: string }
  /** A Y.Array of values of one shape. */
  | { type: 'items'; item: Shape; maxItems: number }
  /** A plain JSON object (one value written whole) with only these keys, each optional. */
  | { type: 'object'; fields: Readonly<Record<string, Shape>> };

/** A document kind's schema: its top-level parts (each a Y.Text, Y.Array or Y.Map). */
export type DocSchema = Readonly<Record<string, Shape>>;

export interface DocSizeCaps {
  /** The most characters one text, line, string value or key may hold (SYNC_DOC_MAX_TEXT_CHARS). */
  maxTextChars: number;
  /** The most a document's content may weigh, measured as its JSON text (SYNC_DOC_MAX_BYTES). */
  maxBytes: number;
}

export const nullable = (shape: Shape): Shape => ({ type: 'oneOf', options: [shape, NULL] });
export const STRING: Shape = { type: 'string' };
export const NUMBER: Shape = { type: 'number' };
export const BOOLEAN: Shape = { type: 'boolean' };
export const NULL: Shape = { type: 'null' };

/** The 400 for a document of the wrong shape; `path` names the part (`ingredients.3`). */
export const invalidDocument = (path: string, message: string) =>
  new AppError(400, `${path}: ${message}`, 'invalid_document', { field: path.split('.')[0] });

/** The 400 for more entries, lines or items than a part may have (a limit the app shows). */
export const overLimit = (path: string, message: string) =>
  new AppError(400, `${path}: ${message}`, 'limit', { field: path.split('.')[0] });

/** The 413 for a document past a size cap. */
export const documentTooLarge = (path: string, message: string) =>
  new AppError(413, `${path}: ${message}`, 'document_too_large', { field: path.split('.')[0] });

/**
 * Checks the whole of `doc` against `schema` and `caps`; throws invalid_document (400) or
 * document_too_large (413) at the first part that does not fit. Never changes what the document
 * holds (the roots are only given their types, as reading them would).
 */
export function checkDocument(doc: Y.Doc, schema: DocSchema, caps: DocSizeCaps): void {
  const walk = new Walk(caps);
  for (const name of doc.share.keys()) {
    if (!(name in schema)) throw invalidDocument(name, 'not a part of this document');
  }
  for (const [name, shape] of Object.entries(schema)) {
    walk.root(doc, name, shape);
  }
}

class Walk {
  /** The content's weight so far, as JSON text. */
  private bytes = 0;

  constructor(private readonly caps: DocSizeCaps) {}

  root(doc: Y.Doc, name: string, shape: Shape): void {
    if (shape.type === 'text') return this.text(doc.getText(name), shape.max, name);
    if (shape.type === 'lines' || shape.type === 'items') {
      return this.value(doc.getArray(name), shape, name);
    }
    if (shape.type === 'fields' || shape.type === 'entries') {
      return this.value(doc.getMap(name), shape, name);
    }
    throw new Error(`A document's top-level part must be a Yjs type: ${name}`);
  }

  private weigh(bytes: number, path: string): void {
    this.bytes += bytes;
    if (this.bytes > this.caps.maxBytes) {
      throw documentTooLarge(path, `a document holds at most ${this.caps.maxBytes} bytes`);
    }
  }

  private string(value: string, max: number | undefined, path: string): void {
    const limit = Math.min(max ?? Infinity, this.caps.maxTextChars);
    if (value.length > limit) throw documentTooLarge(path, `at most ${limit} characters`);
    const problem = textProblemOf(value);
    if (problem) throw invalidText({ path, message: problem });
    this.weigh(value.length + 3, path);
  }

  /** A Y.Text holding only characters: every live item is a string, and it has no attributes. */
  private text(text: Y.Text, max: number | undefined, path: string): void {
    // Exactly a Y.Text: a Y.XmlText is one too, with attributes and nested elements.
    if (!(text instanceof Y.Text) || text.constructor !== Y.Text) {
      throw invalidDocument(path, 'must be text');
    }
    for (const item of text._map.values()) {
      if (!item.deleted) throw invalidDocument(path, 'text may not have attributes');
    }
    const parts: string[] = [];
    for (let item = text._start; item !== null; item = item.right) {
      if (item.deleted) continue;
      if (!(item.content instanceof Y.ContentString)) {
        throw invalidDocument(path, 'text may hold only characters (no embeds or formatting)');
      }
      parts.push(item.content.str);
    }
    this.string(parts.join(''), max, path);
  }

  /** A map's or array's live value at `path`, checked against `shape`. */
  private value(value: unknown, shape: Shape, path: string): void {
    switch (shape.type) {
      case 'string':
        if (typeof value !== 'string') throw invalidDocument(path, 'must be a string');
        return this.string(value, shape.max, path);
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) {
          throw invalidDocument(path, 'must be a number');
        }
        return this.weigh(String(value).length + 1, path);
      case 'boolean':
        if (typeof value !== 'boolean') throw invalidDocument(path, 'must be true or false');
        return this.weigh(6, path);
      case 'null':
        if (value !== null) throw invalidDocument(path, 'must be null');
        return this.weigh(5, path);
      case 'oneOf':
        return this.oneOf(value, shape.options, path);
      case 'text':
        return this.text(value as Y.Text, shape.max, path);
      case 'lines':
        return this.array(value, { type: 'text', max: shape.max }, shape.maxLines, path, 'lines');
      case 'items':
        return this.array(value, shape.item, shape.maxItems, path, 'items');
      case 'fields':
      case 'entries':
        return this.map(value, shape, path);
      case 'object':
        return this.object(value, shape.fields, path);
    }
  }

  /** The option of the value's own type is checked (no trial and error: errors are costly). */
  private oneOf(value: unknown, options: readonly Shape[], path: string): void {
    const option = options.find((candidate) => isOfType(value, candidate));
    if (!option) throw invalidDocument(path, 'is not a value this part may hold');
    this.value(value, option, path);
  }

  private array(value: unknown, item: Shape, max: number, path: string, what: string): void {
    if (!(value instanceof Y.Array)) throw invalidDocument(path, 'must be a list');
    if (hasLiveKeys(value)) throw invalidDocument(path, 'a list may not have keys');
    if (value.length > max) throw overLimit(path, `at most ${max} ${what}`);
    this.weigh(2, path);
    value.toArray().forEach((entry: unknown, index) => {
      this.value(entry, item, `${path}.${index}`);
    });
  }

  private map(value: unknown, shape: Shape & { type: 'fields' | 'entries' }, path: string): void {
    if (!(value instanceof Y.Map)) throw invalidDocument(path, 'must be a map');
    if (value._start !== null && hasLiveItems(value._start)) {
      throw invalidDocument(path, 'a map may not hold a list');
    }
    this.weigh(2, path);
    let count = 0;
    // The map's items directly: Y.Map's own iterators cost ten times as much on a big plan.
    for (const [key, item] of value._map) {
      if (item.deleted) continue;
      count += 1;
      if (shape.type === 'entries' && count > shape.maxEntries) {
        throw overLimit(path, `at most ${shape.maxEntries} ${shape.noun ?? 'entries'}`);
      }
      const entryPath = `${path}.${key}`;
      let entryShape: Shape;
      if (shape.type === 'entries') entryShape = shape.entry;
      else if (Object.hasOwn(shape.fields, key)) entryShape = shape.fields[key]!;
      else throw invalidDocument(entryPath, 'not a field of this part');
      this.string(key, shape.type === 'entries' ? shape.maxKey : undefined, `${path} key`);
      const content: unknown[] = item.content.getContent();
      this.value(content[content.length - 1], entryShape, entryPath);
    }
  }

  private object(value: unknown, fields: Readonly<Record<string, Shape>>, path: string): void {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw invalidDocument(path, 'must be an object');
    }
    if (Object.getPrototypeOf(value) !== Object.prototype) {
      throw invalidDocument(path, 'must be a plain object');
    }
    this.weigh(2, path);
    for (const [key, entry] of Object.entries(value)) {
      if (!Object.hasOwn(fields, key)) {
        throw invalidDocument(`${path}.${key}`, 'not a field of this part');
      }
      this.string(key, undefined, `${path} key`);
      this.value(entry, fields[key]!, `${path}.${key}`);
    }
  }
}

/** Whether `value` is of the type `shape` describes (its content is checked after). */
function isOfType(value: unknown, shape: Shape): boolean {
  switch (shape.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === shape.type;
    case 'null':
      return value === null;
    case 'oneOf':
      return shape.options.some((option) => isOfType(value, option));
    case 'text':
      return value instanceof Y.Text;
    case 'lines':
    case 'items':
      return value instanceof Y.Array;
    case 'fields':
    case 'entries':
      return value instanceof Y.Map;
    case 'object':
      return typeof value === 'object' && value !== null && !(value instanceof Y.AbstractType);
  }
}

function hasLiveKeys(type: { _map: Map<string, Y.Item> }): boolean {
  for (const item of type._map.values()) if (!item.deleted) return true;
  return false;
}

function hasLiveItems(start: Y.Item): boolean {
  for (let item: Y.Item | null = start; item !== null; item = item.right) {
    if (!item.deleted) return true;
  }
  return false;
}
