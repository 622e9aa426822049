import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  bindTextField,
  changeEnd,
  decodePosition,
  encodePosition,
  inputChange,
  transformIndex,
  type TextField,
} from './text-binding';

describe('transformIndex', () => {
  it('moves a caret after text inserted or deleted before it', () => {
    expect(transformIndex(5, [{ insert: 'abc' }])).toBe(8);
    expect(transformIndex(5, [{ retain: 2 }, { delete: 2 }])).toBe(3);
    expect(transformIndex(5, [{ retain: 3 }, { delete: 5 }])).toBe(3);
  });

  it('leaves a caret alone when the change is after it', () => {
    expect(transformIndex(2, [{ retain: 4 }, { insert: 'x' }])).toBe(2);
    expect(transformIndex(2, [{ retain: 2 }, { delete: 3 }])).toBe(2);
  });

  it('keeps the caret before text inserted right at it', () => {
    expect(transformIndex(3, [{ retain: 3 }, { insert: 'xyz' }])).toBe(3);
  });

  it('follows several operations in one change', () => {
    // 'hello world' → 'Xhello' : insert X at 0, delete ' world'
    const delta = [{ insert: 'X' }, { retain: 5 }, { delete: 6 }];
    expect(transformIndex(11, delta)).toBe(6);
    expect(transformIndex(2, delta)).toBe(3);
  });
});

describe('changeEnd', () => {
  it('is where the last insertion ends or the last deletion was', () => {
    expect(changeEnd([{ retain: 2 }, { insert: 'ab' }])).toBe(4);
    expect(changeEnd([{ retain: 2 }, { delete: 3 }])).toBe(2);
    expect(changeEnd([{ retain: 2 }])).toBeNull();
  });
});

describe('inputChange', () => {
  it('puts a typed repeat letter at the caret', () => {
    // 'hel|lo', type 'l' → 'hell|lo'
    expect(inputChange('hello', 'helllo', 3, 4)).toEqual({ index: 3, remove: 0, insert: 'l' });
    // Without the selection before, the caret alone tells it.
    expect(inputChange('hello', 'helllo', null, 4)).toEqual({ index: 3, remove: 0, insert: 'l' });
  });

  it('deletes the character backspace removed', () => {
    // 'hel|lo', Backspace → 'he|lo'
    expect(inputChange('hello', 'helo', 3, 2)).toEqual({ index: 2, remove: 1, insert: '' });
  });

  it('replaces a selection', () => {
    // select 'll', type 'xy'
    expect(inputChange('hello', 'hexyo', 2, 4)).toEqual({ index: 2, remove: 2, insert: 'xy' });
  });

  it('takes a paste in the middle', () => {
    expect(inputChange('ab', 'a123b', 1, 4)).toEqual({ index: 1, remove: 0, insert: '123' });
  });
});

/** Enough of an <input> for the binding: value, selection, events, focus. */
function fakeField() {
  const listeners = new Map<string, Set<() => void>>();
  const ownerDocument = {
    activeElement: null as unknown,
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  const field = {
    value: '',
    selectionStart: 0 as number | null,
    selectionEnd: 0 as number | null,
    selectionDirection: 'none' as 'none' | 'forward' | 'backward',
    ownerDocument,
    addEventListener(type: string, listener: () => void) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener(type: string, listener: () => void) {
      listeners.get(type)?.delete(listener);
    },
    setSelectionRange(start: number, end: number) {
      field.selectionStart = start;
      field.selectionEnd = end;
    },
    focus() {
      ownerDocument.activeElement = field;
    },
    fire(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    /** Types `text` at the caret, as the browser does. */
    type(text: string) {
      for (const char of text) {
        field.fire('beforeinput');
        const at = field.selectionStart ?? 0;
        field.value = field.value.slice(0, at) + char + field.value.slice(field.selectionEnd ?? at);
        field.setSelectionRange(at + 1, at + 1);
        field.fire('input');
      }
    },
    backspace() {
      field.fire('beforeinput');
      const at = field.selectionStart ?? 0;
      field.value = field.value.slice(0, at - 1) + field.value.slice(at);
      field.setSelectionRange(at - 1, at - 1);
      field.fire('input');
    },
  };
  return field;
}

const asField = (field: ReturnType<typeof fakeField>) => field as unknown as TextField;

/** Two replicas of one document, syncing whenever `sync` is called. */
function twoReplicas(initial: string) {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.getText('title').insert(0, initial);
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return {
    a,
    b,
    sync() {
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), 'remote');
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)), 'remote');
    },
  };
}

describe('bindTextField', () => {
  const local = Symbol('local');

  it('sends each keystroke to the text as a minimal change', () => {
    const doc = new Y.Doc();
    const text = doc.getText('title');
    text.insert(0, 'Soup');
    const field = fakeField();
    const changes: unknown[] = [];
    text.observe((event) => changes.push(event.delta));
    bindTextField(asField(field), text, { origin: local });
    expect(field.value).toBe('Soup');
    field.focus();
    field.setSelectionRange(0, 0);
    field.type('Leek ');
    expect(text.toString()).toBe('Leek Soup');
    expect(changes[0]).toEqual([{ insert: 'L' }]);
    expect(changes[4]).toEqual([{ retain: 4 }, { insert: ' ' }]);
  });

  it('keeps the caret where it was when someone else types before it', () => {
    const { a, b, sync } = twoReplicas('Soup');
    const field = fakeField();
    bindTextField(asField(field), a.getText('title'), { origin: local });
    field.focus();
    field.setSelectionRange(4, 4);
    b.getText('title').insert(0, 'Leek ');
    sync();
    expect(field.value).toBe('Leek Soup');
    expect(field.selectionStart).toBe(9);
    field.type('!');
    expect(a.getText('title').toString()).toBe('Leek Soup!');
  });

  it('lets two people typing in the same field at once both keep their text', () => {
    const { a, b, sync } = twoReplicas('Stew');
    const fieldA = fakeField();
    const fieldB = fakeField();
    bindTextField(asField(fieldA), a.getText('title'), { origin: local });
    bindTextField(asField(fieldB), b.getText('title'), { origin: local });
    fieldA.focus();
    fieldA.setSelectionRange(0, 0);
    fieldB.focus();
    fieldB.setSelectionRange(4, 4);
    const wordA = 'Winter ';
    const wordB = ' with barley';
    for (let i = 0; i < Math.max(wordA.length, wordB.length); i++) {
      if (wordA[i]) fieldA.type(wordA[i]!);
      if (wordB[i]) fieldB.type(wordB[i]!);
      if (i % 3 === 0) sync();
    }
    sync();
    expect(a.getText('title').toString()).toBe('Winter Stew with barley');
    expect(fieldA.value).toBe('Winter Stew with barley');
    expect(fieldB.value).toBe('Winter Stew with barley');
    expect(fieldA.selectionStart).toBe(wordA.length);
    expect(fieldB.selectionStart).toBe('Winter Stew with barley'.length);
  });

  it('puts the caret at the change an undo made', () => {
    const doc = new Y.Doc();
    const text = doc.getText('title');
    text.insert(0, 'Soup');
    const undo = new Y.UndoManager(text, { trackedOrigins: new Set([local]) });
    const field = fakeField();
    bindTextField(asField(field), text, { origin: local, isUndo: (origin) => origin === undo });
    field.focus();
    field.setSelectionRange(0, 0);
    field.type('Hot ');
    field.setSelectionRange(8, 8);
    undo.undo();
    expect(field.value).toBe('Soup');
    expect(field.selectionStart).toBe(0);
    undo.redo();
    expect(field.value).toBe('Hot Soup');
    expect(field.selectionStart).toBe(4);
  });

  it('holds changes from elsewhere until an input method has finished composing', async () => {
    const { a, b, sync } = twoReplicas('Tea');
    const field = fakeField();
    bindTextField(asField(field), a.getText('title'), { origin: local });
    field.focus();
    field.setSelectionRange(3, 3);
    field.fire('compositionstart');
    b.getText('title').insert(0, 'Green ');
    sync();
    expect(field.value).toBe('Tea');
    field.type('s');
    field.fire('compositionend');
    await Promise.resolve();
    expect(field.value).toBe('Green Teas');
    expect(a.getText('title').toString()).toBe('Green Teas');
    expect(field.selectionStart).toBe(10);
  });

  it('deletes with backspace', () => {
    const doc = new Y.Doc();
    const text = doc.getText('title');
    text.insert(0, 'Soupp');
    const field = fakeField();
    bindTextField(asField(field), text, { origin: local });
    field.focus();
    field.setSelectionRange(5, 5);
    field.backspace();
    expect(text.toString()).toBe('Soup');
  });
});

describe('positions', () => {
  it('round-trips through base64 and follows edits', () => {
    const doc = new Y.Doc();
    const text = doc.getText('title');
    text.insert(0, 'Soup');
    const encoded = encodePosition(text, 2);
    text.insert(0, 'Hot ');
    expect(decodePosition(text, encoded)).toBe(6);
    expect(decodePosition(doc.getText('description'), encoded)).toBeNull();
    expect(decodePosition(text, 'not base64!')).toBeNull();
  });
});
