import { useEffect, useRef, type KeyboardEvent } from 'react';
import type * as Y from 'yjs';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { LOCAL_ORIGIN } from './sync-types';
import { useDocEditor, usePeopleIn } from './doc-editor-context';
import { RemoteCarets, presenceRing } from './field-presence';
import { bindTextField, encodePosition, type TextField } from './text-binding';

export interface SyncedTextFieldProps {
  text: Y.Text;
  /** The field's name in awareness: 'title', 'ingredients.<line id>'... */
  field: string;
  multiline?: boolean;
  id?: string;
  className?: string;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-label'?: string;
  readOnly?: boolean;
  onKeyDown?: (event: KeyboardEvent<TextField>) => void;
  /** The element, for moving focus between lines. */
  elementRef?: (element: TextField | null) => void;
}

/**
 * An input (or textarea) editing a Y.Text of the open document: every keystroke is synced, others'
 * carets show over it, and where this user's caret is goes to them.
 */
export function SyncedTextField({
  text,
  field,
  multiline,
  className,
  elementRef,
  onKeyDown,
  ...props
}: SyncedTextFieldProps) {
  const { sync, undoManager } = useDocEditor();
  const ref = useRef<TextField | null>(null);
  const people = usePeopleIn(field);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return bindTextField(element, text, {
      origin: LOCAL_ORIGIN,
      isUndo: (origin) => origin === undoManager,
      onSelectionChange: (start, end) => {
        const backward = element.selectionDirection === 'backward';
        sync.setPresence({
          field,
          anchor: encodePosition(text, backward ? end : start),
          head: encodePosition(text, backward ? start : end),
        });
      },
    });
  }, [text, field, sync, undoManager]);

  const setRef = (element: TextField | null) => {
    ref.current = element;
    elementRef?.(element);
  };
  const shared = {
    ...props,
    style: presenceRing(people),
    onKeyDown,
    // Each field's typing is its own undo step.
    onFocus: () => undoManager.stopCapturing(),
    onBlur: () => sync.setPresence(null),
  };

  return (
    <div className="relative min-w-0 flex-1">
      {multiline ? (
        <Textarea ref={setRef} className={className} {...shared} />
      ) : (
        <Input ref={setRef} className={className} {...shared} />
      )}
      <RemoteCarets field={ref} text={text} people={people} />
    </div>
  );
}
