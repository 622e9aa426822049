// A plain <input> or <textarea> bound to a Y.Text. Typing becomes the smallest change around the
// caret (so two people typing in one field both keep every character); a change from elsewhere
// (someone else, or undo) rewrites the field and moves the caret through that change, so the
// user keeps typing where they were. While an input method is composing, changes from elsewhere
// wait: rewriting the field would cancel the composition.
import * as Y from 'yjs';
import { simpleDiffStringWithCursor } from 'lib0/diff';
import { fromBase64, toBase64 } from 'lib0/buffer';

/** A Y.Text change as its observers see it. */
export type TextDelta = Array<{ insert?: unknown; retain?: number; delete?: number }>;

const insertLength = (insert: unknown) => (typeof insert === 'string' ? insert.length : 1);

/**
 * Where `index` of the text before `delta` is after it. Text inserted exactly at the index goes
 * after it (the caret stays before what someone else typed there, so each keeps their own run).
 */
export function transformIndex(index: number, delta: TextDelta): number {
  let before = 0;
  let moved = index;
  for (const op of delta) {
    if (before > index) break;
    if (op.retain !== undefined) {
      before += op.retain;
    } else if (op.insert !== undefined) {
      if (before < index) moved += insertLength(op.insert);
    } else if (op.delete !== undefined) {
      if (before < index) moved -= Math.min(op.delete, index - before);
      before += op.delete;
    }
  }
  return moved;
}

/** Where the last change of `delta` ends in the new text (the caret after an undo), if any. */
export function changeEnd(delta: TextDelta): number | null {
  let at = 0;
  let end: number | null = null;
  for (const op of delta) {
    if (op.retain !== undefined) {
      at += op.retain;
    } else if (op.insert !== undefined) {
      at += insertLength(op.insert);
      end = at;
    } else if (op.delete !== undefined) {
      end = at;
    }
  }
  return end;
}

/**
 * The change that turned `before` into `after`, located with the caret's help: `selectionBefore`
 * is where the selection started before the edit (null if unknown), `caretAfter` where the caret
 * is now. In 'aaa' → 'aaaa' the new 'a' is at the caret, not wherever a plain diff puts it.
 */
export function inputChange(
  before: string,
  after: string,
  selectionBefore: number | null,
  caretAfter: number,
): { index: number; remove: number; insert: string } {
  const grown = Math.max(0, after.length - before.length);
  const cursor = Math.max(0, Math.min(selectionBefore ?? Infinity, caretAfter - grown));
  return simpleDiffStringWithCursor(before, after, cursor);
}

export type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface TextBindingOptions {
  /** The origin of the user's edits (the undo manager tracks it). */
  origin: unknown;
  /** Changes with this origin are undo/redo: the caret goes to where they happened. */
  isUndo?: (origin: unknown) => boolean;
  /** The selection moved (or the text changed) while the field has focus. */
  onSelectionChange?: (start: number, end: number) => void;
}

/** Binds `element` to `text` until the returned function is called. */
export function bindTextField(
  element: TextField,
  text: Y.Text,
  options: TextBindingOptions,
): () => void {
  const doc = text.doc!;
  /** What the field held when it last matched the text (before changes that are waiting). */
  let shadow = text.toString();
  element.value = shadow;
  let selectionBefore: number | null = null;
  let isComposing = false;
  let isApplying = false;
  /** Changes from elsewhere not shown yet (during a composition), in order. */
  let waiting: TextDelta[] = [];

  const isFocused = () => element.ownerDocument.activeElement === element;
  const reportSelection = () => {
    if (isFocused()) {
      options.onSelectionChange?.(element.selectionStart ?? 0, element.selectionEnd ?? 0);
    }
  };

  const handleBeforeInput = () => {
    selectionBefore = element.selectionStart;
  };

  const handleInput = () => {
    const next = element.value;
    const { index, remove, insert } = inputChange(
      shadow,
      next,
      selectionBefore,
      element.selectionStart ?? next.length,
    );
    selectionBefore = null;
    shadow = next;
    if (remove > 0 || insert.length > 0) {
      // Positions in the field are positions in the text once the waiting changes are counted.
      let start = index;
      let end = index + remove;
      for (const delta of waiting) {
        start = transformIndex(start, delta);
        end = transformIndex(end, delta);
      }
      isApplying = true;
      try {
        doc.transact(() => {
          if (end > start) text.delete(start, end - start);
          if (insert) text.insert(start, insert);
        }, options.origin);
      } finally {
        isApplying = false;
      }
    }
    reportSelection();
  };

  const show = (deltas: TextDelta[], origin: unknown) => {
    const next = text.toString();
    if (next === element.value) {
      shadow = next;
      return;
    }
    const hadFocus = isFocused();
    let start = element.selectionStart ?? 0;
    let end = element.selectionEnd ?? 0;
    const direction = element.selectionDirection ?? 'none';
    const undoEnd = options.isUndo?.(origin) ? changeEnd(deltas.at(-1) ?? []) : null;
    for (const delta of deltas) {
      start = transformIndex(start, delta);
      end = transformIndex(end, delta);
    }
    element.value = next;
    shadow = next;
    if (hadFocus) {
      if (undoEnd !== null) {
        start = undoEnd;
        end = undoEnd;
      }
      element.setSelectionRange(start, end, direction);
      reportSelection();
    }
  };

  const observer = (event: Y.YTextEvent, transaction: Y.Transaction) => {
    if (isApplying) return;
    const delta = event.delta as TextDelta;
    if (isComposing) {
      waiting.push(delta);
      return;
    }
    show([delta], transaction.origin);
  };

  const handleCompositionStart = () => {
    isComposing = true;
  };
  const handleCompositionEnd = () => {
    isComposing = false;
    // The composed text arrives with the input event that follows; show what waited after it.
    queueMicrotask(() => {
      if (isComposing || waiting.length === 0) return;
      const deltas = waiting;
      waiting = [];
      show(deltas, null);
    });
  };

  const handleSelectionChange = () => reportSelection();

  element.addEventListener('beforeinput', handleBeforeInput);
  element.addEventListener('input', handleInput);
  element.addEventListener('compositionstart', handleCompositionStart);
  element.addEventListener('compositionend', handleCompositionEnd);
  element.addEventListener('select', reportSelection);
  element.addEventListener('keyup', reportSelection);
  element.addEventListener('mouseup', reportSelection);
  element.addEventListener('focus', reportSelection);
  element.ownerDocument.addEventListener('selectionchange', handleSelectionChange);
  text.observe(observer);
  return () => {
    text.unobserve(observer);
    element.removeEventListener('beforeinput', handleBeforeInput);
    element.removeEventListener('input', handleInput);
    element.removeEventListener('compositionstart', handleCompositionStart);
    element.removeEventListener('compositionend', handleCompositionEnd);
    element.removeEventListener('select', reportSelection);
    element.removeEventListener('keyup', reportSelection);
    element.removeEventListener('mouseup', reportSelection);
    element.removeEventListener('focus', reportSelection);
    element.ownerDocument.removeEventListener('selectionchange', handleSelectionChange);
  };
}

/** A position in `text` as awareness carries it: base64 of a Yjs relative position. */
export function encodePosition(text: Y.Text, index: number): string {
  return toBase64(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, index)));
}

/** Where an awareness position is in `text` now, or null when it points elsewhere. */
export function decodePosition(text: Y.Text, encoded: string | undefined): number | null {
  if (!encoded || !text.doc) return null;
  try {
    const position = Y.createAbsolutePositionFromRelativePosition(
      Y.decodeRelativePosition(fromBase64(encoded)),
      text.doc,
    );
    return position && position.type === text ? position.index : null;
  } catch {
    return null;
  }
}
