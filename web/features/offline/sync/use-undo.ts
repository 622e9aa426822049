import { useEffect, useRef, useState, type RefObject } from 'react';
import * as Y from 'yjs';
import { LOCAL_ORIGIN } from './sync-types';

/** Keystrokes closer together than this undo as one step. */
const CAPTURE_MS = 500;

/**
 * Undo and redo of the user's own edits to `types` of `doc` (others' edits are never undone).
 * A new manager comes with a new document (a reset after a refusal starts a fresh history);
 * null until the first one is made.
 */
/** What an undo manager can track. */
export type UndoScope = ConstructorParameters<typeof Y.UndoManager>[0];

export function useUndo(doc: Y.Doc | null, types: (doc: Y.Doc) => UndoScope) {
  const [state, setState] = useState<{
    manager: Y.UndoManager;
    canUndo: boolean;
    canRedo: boolean;
  } | null>(null);
  const typesRef = useRef(types);
  useEffect(() => {
    if (!doc) return;
    const manager = new Y.UndoManager(typesRef.current(doc), {
      trackedOrigins: new Set([LOCAL_ORIGIN]),
      captureTimeout: CAPTURE_MS,
    });
    const update = () =>
      setState({ manager, canUndo: manager.canUndo(), canRedo: manager.canRedo() });
    update();
    manager.on('stack-item-added', update);
    manager.on('stack-item-popped', update);
    manager.on('stack-cleared', update);
    return () => manager.destroy();
  }, [doc]);
  return doc && state?.manager.doc === doc ? state : null;
}

export type Undo = NonNullable<ReturnType<typeof useUndo>>;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Which history step a key press asks for: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z or Ctrl+Y. */
export function historyKeyOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | null {
  const mod = isMac() ? event.metaKey : event.ctrlKey;
  if (!mod || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey && !isMac()) return 'redo';
  return null;
}

/**
 * While focus is inside `container`, the keyboard's (and the context menu's) undo and redo are
 * the document's: a field's own undo would fight it, and knows nothing of others' edits.
 */
export function useHistoryKeys(
  container: RefObject<HTMLElement | null>,
  manager: Y.UndoManager | null,
  enabled: boolean,
) {
  useEffect(() => {
    const element = container.current;
    if (!element || !manager || !enabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const step = historyKeyOf(event);
      if (!step) return;
      event.preventDefault();
      if (step === 'undo') manager.undo();
      else manager.redo();
    };
    const handleBeforeInput = (event: InputEvent) => {
      if (event.inputType !== 'historyUndo' && event.inputType !== 'historyRedo') return;
      event.preventDefault();
      if (event.inputType === 'historyUndo') manager.undo();
      else manager.redo();
    };
    element.addEventListener('keydown', handleKeyDown, true);
    element.addEventListener('beforeinput', handleBeforeInput, true);
    return () => {
      element.removeEventListener('keydown', handleKeyDown, true);
      element.removeEventListener('beforeinput', handleBeforeInput, true);
    };
  }, [container, manager, enabled]);
}
