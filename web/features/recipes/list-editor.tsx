import { useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { ChevronDown, ChevronUp, Plus, Trash2 } from 'lucide-react';
import { RECIPE_LIMITS } from '../../../contract/recipe-values';
import { lineText, positionOf } from '../../../contract/sync/recipe-doc';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { LOCAL_ORIGIN } from '../offline/sync/sync-types';
import { useDocEditor, usePeopleIn } from '../offline/sync/doc-editor-context';
import { PresenceChips } from '../offline/sync/field-presence';
import { SyncedTextField } from '../offline/sync/synced-text-field';
import type { TextField } from '../offline/sync/text-binding';
import { useYLines } from '../offline/sync/use-y';

interface ListEditorProps {
  list: Y.Array<Y.Text>;
  /** The list's name in awareness; a line is `<field>.<line id>`. */
  field: string;
  id: string;
  /** What a line is, which names it and its buttons for screen readers. */
  itemKind: LineKind;
  addLabel: string;
  numbered?: boolean;
  multiline?: boolean;
}

/**
 * A line's id, the same on every replica (the id of the item that holds it), so awareness can say
 * which line someone is in while others add and remove lines around it.
 */
export function lineIdOf(line: Y.Text): string {
  const item = line._item;
  return item ? `${item.id.client}-${item.id.clock}` : 'new';
}

/**
 * An editable list of lines (ingredients, steps), each line synced per character. Enter adds a
 * line after the current one (Shift+Enter breaks a step's line), Backspace in an empty line
 * removes it, Alt+↑/↓ moves a line.
 */
export function ListEditor({
  list,
  field,
  id,
  itemKind,
  addLabel,
  numbered,
  multiline,
}: ListEditorProps) {
  const labels = useLineLabels(itemKind);
  const { doc } = useDocEditor();
  const lines = useYLines(list);
  const rows = useRef(new Map<Y.Text, TextField>());
  const [focusTarget, setFocusTarget] = useState<{ line: Y.Text; at: 'start' | 'end' } | null>(
    null,
  );
  const isFull = lines.length >= RECIPE_LIMITS.lines;

  useEffect(() => {
    if (!focusTarget) return;
    const element = rows.current.get(focusTarget.line);
    if (element) {
      element.focus();
      const at = focusTarget.at === 'start' ? 0 : element.value.length;
      element.setSelectionRange(at, at);
    }
    setFocusTarget(null);
  }, [focusTarget, lines]);

  const change = (edit: () => void) => doc.transact(edit, LOCAL_ORIGIN);
  /** The place in the list of the line shown at `index` (the end past the last one). */
  const placeOf = (index: number) => positionOf(list, lines[index]);
  /** Adds a line holding `value` at `index`; `before` runs in the same change (one undo step). */
  const insertAt = (index: number, value = '', before?: () => void) => {
    if (isFull) return;
    const line = lineText(value);
    const place = placeOf(index);
    change(() => {
      before?.();
      list.insert(place, [line]);
    });
    setFocusTarget({ line, at: value ? 'start' : 'end' });
  };
  const removeAt = (index: number) => {
    const place = placeOf(index);
    change(() => list.delete(place, 1));
    // Keep the keyboard in the list: the line before, else the one that took this one's place.
    const next = lines[index - 1] ?? lines[index + 1];
    if (next) setFocusTarget({ line: next, at: 'end' });
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= lines.length) return;
    // A list has no move: the line is removed and inserted again as a new line.
    const line = lineText(lines[index]!.toString());
    const from = placeOf(index);
    // Up: where the line above is; down: just after the line below (once this one is gone).
    const place = placeOf(to);
    change(() => {
      list.delete(from, 1);
      list.insert(place, [line]);
    });
    setFocusTarget({ line, at: 'end' });
  };

  const handleKeyDown = (index: number) => (event: React.KeyboardEvent<TextField>) => {
    const element = event.currentTarget;
    if (event.key === 'Enter' && !(multiline && event.shiftKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // The text after the caret moves to the new line, as in any editor.
      const caret = element.selectionEnd ?? element.value.length;
      const rest = element.value.slice(caret);
      insertAt(index + 1, rest, () => {
        if (rest) lines[index]!.delete(caret, rest.length);
      });
    } else if (
      event.key === 'Backspace' &&
      element.value === '' &&
      !event.repeat &&
      lines.length > 0
    ) {
      event.preventDefault();
      removeAt(index);
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? -1 : 1);
    }
  };

  return (
    <div className="space-y-2">
      <ol className="space-y-2">
        {lines.map((line, index) => {
          const lineField = `${field}.${lineIdOf(line)}`;
          return (
            <ListLine
              key={lineIdOf(line)}
              line={line}
              field={lineField}
              index={index}
              count={lines.length}
              labels={labels}
              inputId={`${id}-${index}`}
              numbered={numbered}
              multiline={multiline}
              elementRef={(element) => {
                if (element) rows.current.set(line, element);
                else rows.current.delete(line);
              }}
              onKeyDown={handleKeyDown(index)}
              onMove={(by) => move(index, by)}
              onRemove={() => removeAt(index)}
            />
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => insertAt(lines.length)}
        disabled={isFull}
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

interface ListLineProps {
  line: Y.Text;
  field: string;
  index: number;
  count: number;
  labels: LineLabels;
  inputId: string;
  numbered?: boolean;
  multiline?: boolean;
  elementRef: (element: TextField | null) => void;
  onKeyDown: (event: React.KeyboardEvent<TextField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function ListLine({
  line,
  field,
  index,
  count,
  labels,
  inputId,
  numbered,
  multiline,
  elementRef,
  onKeyDown,
  onMove,
  onRemove,
}: ListLineProps) {
  const people = usePeopleIn(field);
  const number = index + 1;
  return (
    <li className="relative flex items-start gap-2">
      {numbered ? (
        <span
          aria-hidden="true"
          className="mt-2 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
        >
          {index + 1}
        </span>
      ) : null}
      <label htmlFor={inputId} className="sr-only">
        {labels.line(number)}
      </label>
      <SyncedTextField
        text={line}
        field={field}
        id={inputId}
        multiline={multiline}
        rows={multiline ? 1 : undefined}
        maxLength={RECIPE_LIMITS.lineLength}
        className={multiline ? 'min-h-11 resize-none field-sizing-content sm:min-h-10' : undefined}
        elementRef={elementRef}
        onKeyDown={onKeyDown}
      />
      <PresenceChips people={people} compact className="absolute -top-2 end-22 z-10" />
      <div className="flex shrink-0 flex-col">
        <button
          type="button"
          className="inline-flex h-5.5 w-7 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900 disabled:opacity-30 sm:h-5"
          aria-label={labels.up(number)}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ChevronUp className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="inline-flex h-5.5 w-7 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900 disabled:opacity-30 sm:h-5"
          aria-label={labels.down(number)}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ChevronDown className="size-4" aria-hidden="true" />
        </button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-ms-1 text-stone-500 hover:bg-red-50 hover:text-red-600"
        aria-label={labels.remove(number)}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

export type LineKind = 'ingredient' | 'step';

interface LineLabels {
  line: (number: number) => string;
  up: (number: number) => string;
  down: (number: number) => string;
  remove: (number: number) => string;
}

/** A line's name and its buttons' names, whole sentences per kind so each language words them. */
function useLineLabels(kind: LineKind): LineLabels {
  const { t } = useLingui();
  if (kind === 'ingredient') {
    return {
      line: (number) => t`Ingredient ${number}`,
      up: (number) => t`Move ingredient ${number} up`,
      down: (number) => t`Move ingredient ${number} down`,
      remove: (number) => t`Remove ingredient ${number}`,
    };
  }
  return {
    line: (number) => t`Step ${number}`,
    up: (number) => t`Move step ${number} up`,
    down: (number) => t`Move step ${number} down`,
    remove: (number) => t`Remove step ${number}`,
  };
}
