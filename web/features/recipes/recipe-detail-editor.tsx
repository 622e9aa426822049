import type { ReactNode } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { parseMinutes, type EditableField } from './recipe-draft';
import { ListEditor } from './list-editor';
import { RecipeImageField } from './recipe-image-field';
import { TagEditor } from './tag-editor';
import type { RecipeDraft } from './use-recipe-draft';

interface EditGroupProps {
  draft: RecipeDraft;
  field: EditableField;
  label: string;
  /** The control's id when it is a single control; lists and tags label their own rows. */
  htmlFor?: string;
  error?: string;
  children: ReactNode;
}

/** One edited field: its label, its controls and its message, tracked as one focus area. */
function EditGroup({ draft, field, label, htmlFor, error, children }: EditGroupProps) {
  return (
    <div className="space-y-1.5" {...draft.focusProps(field)}>
      {htmlFor ? (
        <Label htmlFor={htmlFor}>{label}</Label>
      ) : (
        <p className="text-sm font-medium text-stone-800">{label}</p>
      )}
      {children}
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Edit mode of the detail dialog. Every change goes to the draft, which autosaves it. */
export function RecipeDetailEditor({ draft }: { draft: RecipeDraft }) {
  const { values, setField } = draft;
  const titleError = values.title.trim() ? undefined : 'Title is required';

  const minutesGroup = (field: 'prepTime' | 'cookTime', label: string) => {
    const error = parseMinutes(values[field]) === undefined ? 'Whole minutes' : undefined;
    return (
      <EditGroup draft={draft} field={field} label={label} htmlFor={`edit-${field}`} error={error}>
        <Input
          id={`edit-${field}`}
          inputMode="numeric"
          value={values[field]}
          onChange={(event) => setField(field, event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </EditGroup>
    );
  };

  return (
    <div className="space-y-6">
      <EditGroup draft={draft} field="title" label="Title" htmlFor="edit-title" error={titleError}>
        <Input
          id="edit-title"
          value={values.title}
          onChange={(event) => setField('title', event.target.value)}
          aria-invalid={titleError ? true : undefined}
          className="font-semibold"
        />
      </EditGroup>
      <EditGroup draft={draft} field="description" label="Description" htmlFor="edit-description">
        <Textarea
          id="edit-description"
          rows={3}
          value={values.description}
          onChange={(event) => setField('description', event.target.value)}
          className="min-h-20 field-sizing-content"
        />
      </EditGroup>
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        {minutesGroup('prepTime', 'Prep (min)')}
        {minutesGroup('cookTime', 'Cook (min)')}
        <EditGroup draft={draft} field="servings" label="Servings" htmlFor="edit-servings">
          <Input
            id="edit-servings"
            value={values.servings}
            onChange={(event) => setField('servings', event.target.value)}
          />
        </EditGroup>
      </div>
      {draft.recipe.imageUrl ? null : <RecipeImageField recipeId={draft.recipe.id} />}
      <div className="grid gap-8 md:grid-cols-5">
        <div className="md:col-span-2">
          <EditGroup draft={draft} field="ingredients" label="Ingredients">
            <ListEditor
              id="edit-ingredient"
              items={values.ingredients}
              onChange={(items) => setField('ingredients', items)}
              itemLabel="Ingredient"
              addLabel="Add ingredient"
            />
          </EditGroup>
        </div>
        <div className="md:col-span-3">
          <EditGroup draft={draft} field="steps" label="Instructions">
            <ListEditor
              id="edit-step"
              items={values.steps}
              onChange={(items) => setField('steps', items)}
              itemLabel="Step"
              addLabel="Add step"
              numbered
              multiline
            />
          </EditGroup>
        </div>
      </div>
      <EditGroup draft={draft} field="tags" label="Tags">
        <TagEditor
          id="edit-new-tag"
          tags={values.tags}
          onChange={(tags) => setField('tags', tags)}
        />
      </EditGroup>
    </div>
  );
}
