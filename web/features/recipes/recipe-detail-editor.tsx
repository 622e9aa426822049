import { useState, type ReactNode } from 'react';
import { RECIPE_LIMITS } from '../../../contract/recipe-values';
import {
  recipeList,
  recipeText,
  recipeValues,
  type RecipeValueField,
} from '../../../contract/sync/recipe-doc';
import { useLingui } from '@lingui/react/macro';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LOCAL_ORIGIN } from '../offline/sync/sync-types';
import { useDocEditor, usePeopleIn } from '../offline/sync/doc-editor-context';
import { PresenceChips, presenceRing } from '../offline/sync/field-presence';
import { SyncedTextField } from '../offline/sync/synced-text-field';
import { useYMapValue, useYText } from '../offline/sync/use-y';
import { ListEditor } from './list-editor';
import { parseMinutes } from './recipe-content';
import { RecipeImageField } from './recipe-image-field';
import { linkableSourceUrl } from './source-url';
import { TagEditor } from './tag-editor';

interface EditGroupProps {
  /** Who is in the field: awareness field names this group covers. */
  field: string | ((field: string) => boolean);
  label: string;
  /** The control's id when it is a single control; lists and tags label their own rows. */
  htmlFor?: string;
  error?: string;
  /** Chips show initials only (narrow columns). */
  compact?: boolean;
  children: ReactNode;
}

/** One edited field: its label with who else is in it, its controls and its message. */
function EditGroup({ field, label, htmlFor, error, compact, children }: EditGroupProps) {
  const people = usePeopleIn(field);
  return (
    <div className="space-y-1.5">
      <div className="flex min-h-5 items-center justify-between gap-2">
        {htmlFor ? (
          <Label htmlFor={htmlFor}>{label}</Label>
        ) : (
          <p className="text-sm font-medium text-stone-800">{label}</p>
        )}
        <PresenceChips people={people} compact={compact} />
      </div>
      {children}
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inList = (list: string) => (field: string) => field.startsWith(`${list}.`);

/**
 * Edit mode of the detail dialog, on the recipe's synced document: every keystroke is synced
 * (batched), and others' edits appear as they type.
 */
export function RecipeDetailEditor({ recipeId }: { recipeId: string }) {
  const { doc } = useDocEditor();
  const title = recipeText(doc, 'title');
  const { t } = useLingui();
  const titleError = useYText(title).trim() ? undefined : t`Title is required`;

  return (
    <div className="space-y-6">
      <EditGroup field="title" label={t`Title`} htmlFor="edit-title" error={titleError}>
        <SyncedTextField
          text={title}
          field="title"
          id="edit-title"
          maxLength={RECIPE_LIMITS.title}
          aria-invalid={titleError ? true : undefined}
          className="font-semibold"
        />
      </EditGroup>
      <EditGroup field="description" label={t`Description`} htmlFor="edit-description">
        <SyncedTextField
          text={recipeText(doc, 'description')}
          field="description"
          id="edit-description"
          multiline
          rows={3}
          maxLength={RECIPE_LIMITS.description}
          className="min-h-20 field-sizing-content"
        />
      </EditGroup>
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <MinutesField field="prepTime" label={t`Prep (min)`} />
        <MinutesField field="cookTime" label={t`Cook (min)`} />
        <EditGroup field="servings" label={t`Servings`} htmlFor="edit-servings" compact>
          <SyncedTextField
            text={recipeText(doc, 'servings')}
            field="servings"
            id="edit-servings"
            maxLength={RECIPE_LIMITS.servings}
          />
        </EditGroup>
      </div>
      <RecipeImageField recipeId={recipeId} />
      <div className="grid gap-8 md:grid-cols-5">
        <div className="md:col-span-2">
          <EditGroup field={inList('ingredients')} label={t`Ingredients`}>
            <ListEditor
              list={recipeList(doc, 'ingredients')}
              field="ingredients"
              id="edit-ingredient"
              itemKind="ingredient"
              addLabel={t`Add ingredient`}
            />
          </EditGroup>
        </div>
        <div className="md:col-span-3">
          <EditGroup field={inList('steps')} label={t`Instructions`}>
            <ListEditor
              list={recipeList(doc, 'steps')}
              field="steps"
              id="edit-step"
              itemKind="step"
              addLabel={t`Add step`}
              numbered
              multiline
            />
          </EditGroup>
        </div>
      </div>
      <EditGroup field="tags" label={t`Tags`}>
        <TagEditor id="edit-new-tag" />
      </EditGroup>
      <SourceUrlField />
    </div>
  );
}

/**
 * A field whose text is kept here while typed and written to the document's single value only
 * when it is valid (last write wins). Another person's new value replaces the text unless it
 * already means the same.
 */
function useValueText<T extends string | number>(
  field: RecipeValueField,
  parse: (text: string) => T | null | undefined,
  format: (value: T) => string,
) {
  const { doc, sync } = useDocEditor();
  const values = recipeValues(doc);
  const stored = useYMapValue(values, field);
  // Only a text or a number is a value here (a document may hold something else: read as none).
  const value = (
    typeof stored === 'string' || (typeof stored === 'number' && Number.isFinite(stored))
      ? stored
      : null
  ) as T | null;
  const [text, setText] = useState(value === null ? '' : format(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parse(text) !== value) setText(value === null ? '' : format(value));
  }
  const handleChange = (next: string) => {
    setText(next);
    const parsed = parse(next);
    if (parsed !== undefined && parsed !== value) {
      doc.transact(() => values.set(field, parsed), LOCAL_ORIGIN);
    }
  };
  const presence = {
    onFocus: () => sync.setPresence({ field }),
    onBlur: () => sync.setPresence(null),
  };
  return { text, handleChange, isValid: parse(text) !== undefined, presence };
}

function MinutesField({ field, label }: { field: 'prepTime' | 'cookTime'; label: string }) {
  const { text, handleChange, isValid, presence } = useValueText<number>(
    field,
    parseMinutes,
    String,
  );
  const people = usePeopleIn(field);
  const { t } = useLingui();
  const error = isValid ? undefined : t`Whole minutes`;
  return (
    <EditGroup field={field} label={label} htmlFor={`edit-${field}`} error={error} compact>
      <Input
        id={`edit-${field}`}
        inputMode="numeric"
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        style={presenceRing(people)}
        {...presence}
      />
    </EditGroup>
  );
}

/** A web address as the server accepts it (http or https), '' as none, anything else invalid. */
function parseSourceUrl(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return trimmed.length <= 2048 && linkableSourceUrl(trimmed) ? trimmed : undefined;
}

function SourceUrlField() {
  const { text, handleChange, isValid, presence } = useValueText<string>(
    'sourceUrl',
    parseSourceUrl,
    (value) => value,
  );
  const people = usePeopleIn('sourceUrl');
  const { t } = useLingui();
  const error = isValid ? undefined : t`Enter a web address starting with http:// or https://`;
  return (
    <EditGroup
      field="sourceUrl"
      label={t`Original recipe link`}
      htmlFor="edit-source"
      error={error}
    >
      <Input
        id="edit-source"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        style={presenceRing(people)}
        {...presence}
      />
    </EditGroup>
  );
}
