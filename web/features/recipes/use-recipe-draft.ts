import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import type { Recipe, UpdateRecipeInput } from '../../../contract';
import { isUnauthorizedError } from '../../lib/logged-out';
import { toast } from '../../lib/toast';
import { changeFor, draftValuesOf, type DraftValues, type EditableField } from './recipe-draft';
import { useUpdateRecipe } from './use-recipes';

/** Edits are sent this long after the last keystroke (SPEC §9). */
export const AUTOSAVE_DELAY_MS = 1000;

type Drafts = Partial<DraftValues>;

/**
 * Local drafts for the detail dialog's fields, autosaved with a debounce.
 *
 * Each field has its own draft, held only while it differs from what the server has confirmed
 * or while the user is in that field. Everything else shows the latest server data, so when a
 * fresher recipe arrives (the PUT answer now, collaborators' updates later) it replaces the
 * fields nobody is editing and never the one being typed in. A PUT carries only the fields
 * changed since the last one; saves run one after another so answers cannot arrive out of order.
 */
export function useRecipeDraft(recipe: Recipe) {
  const { mutateAsync: updateRecipe } = useUpdateRecipe();
  const [drafts, setDrafts] = useState<Drafts>({});
  const draftsRef = useRef<Drafts>({});
  const pending = useRef(new Set<EditableField>());
  const inFlight = useRef(new Set<EditableField>());
  const focused = useRef<EditableField | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const recipeId = recipe.id;

  const writeDrafts = useCallback((next: Drafts) => {
    draftsRef.current = next;
    setDrafts(next);
  }, []);

  /** Drops a draft that no longer holds anything unsaved, unless the user is in that field. */
  const releaseDraft = useCallback(
    (field: EditableField, onlyIfValue?: unknown) => {
      if (!(field in draftsRef.current)) return;
      if (focused.current === field || pending.current.has(field) || inFlight.current.has(field))
        return;
      if (onlyIfValue !== undefined && draftsRef.current[field] !== onlyIfValue) return;
      const { [field]: _released, ...rest } = draftsRef.current;
      writeDrafts(rest);
    },
    [writeDrafts],
  );

  const sendPending = useCallback(async () => {
    const changes: UpdateRecipeInput = {};
    const sent = new Map<EditableField, unknown>();
    for (const field of pending.current) {
      const value = draftsRef.current[field];
      const change = value === undefined ? null : changeFor(field, value);
      if (change) {
        Object.assign(changes, change);
        sent.set(field, value);
      }
    }
    pending.current.clear();
    if (sent.size === 0) return;
    for (const field of sent.keys()) inFlight.current.add(field);
    try {
      await updateRecipe({ id: recipeId, changes });
      for (const field of sent.keys()) inFlight.current.delete(field);
      for (const [field, value] of sent) releaseDraft(field, value);
    } catch (error) {
      for (const field of sent.keys()) {
        inFlight.current.delete(field);
        // Keep the text and try again with the next save.
        if (field in draftsRef.current) pending.current.add(field);
      }
      if (!isUnauthorizedError(error)) {
        toast({ title: 'Error', description: 'Failed to update recipe', variant: 'destructive' });
      }
    }
  }, [recipeId, releaseDraft, updateRecipe]);

  /** Sends every pending change now. */
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    queue.current = queue.current.then(sendPending);
    return queue.current;
  }, [sendPending]);

  const setField = useCallback(
    <F extends EditableField>(field: F, value: DraftValues[F]) => {
      writeDrafts({ ...draftsRef.current, [field]: value });
      pending.current.add(field);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush, writeDrafts],
  );

  /** Forgets unsaved changes (the recipe is being deleted). */
  const discard = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current.clear();
    writeDrafts({});
  }, [writeDrafts]);

  /** Call when edit mode ends: no field is focused any more, and pending changes go out now. */
  const finishEditing = useCallback(() => {
    focused.current = null;
    return flush();
  }, [flush]);

  /** Props for the element around a field's controls, tracking whether the user is in it. */
  const focusProps = useCallback(
    (field: EditableField) => ({
      onFocus: () => {
        focused.current = field;
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        if (focused.current === field) focused.current = null;
        releaseDraft(field);
      },
    }),
    [releaseDraft],
  );

  // Leaving the dialog saves what is pending.
  useEffect(() => () => void flush(), [flush]);

  const values = useMemo(() => ({ ...draftValuesOf(recipe), ...drafts }), [recipe, drafts]);
  return { recipe, values, setField, flush, finishEditing, discard, focusProps };
}

export type RecipeDraft = ReturnType<typeof useRecipeDraft>;
