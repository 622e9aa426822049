import { createContext, useContext } from 'react';
import type * as Y from 'yjs';
import type { DocSync } from './doc-sync';
import type { RemotePresence } from './sync-types';

/** What the fields of a document editor share: the document, its sync, undo, and the others. */
export interface DocEditor {
  doc: Y.Doc;
  sync: DocSync;
  undoManager: Y.UndoManager;
  /** Everyone else in the document (not this user's other tabs). */
  others: readonly RemotePresence[];
}

export const DocEditorContext = createContext<DocEditor | null>(null);

export function useDocEditor(): DocEditor {
  const editor = useContext(DocEditorContext);
  if (!editor) throw new Error('useDocEditor needs a DocEditorContext');
  return editor;
}

/** The others in `field` (a line's field, a text field...). */
export function usePeopleIn(field: string | ((field: string) => boolean)): RemotePresence[] {
  const { others } = useDocEditor();
  const matches = typeof field === 'string' ? (name: string) => name === field : field;
  return others.filter((person) => matches(person.field));
}
