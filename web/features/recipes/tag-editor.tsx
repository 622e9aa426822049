import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { RECIPE_LIMITS } from '../../../contract/recipe-values';
import { tagKeyOf } from '../../../contract/recipe-values';
import { addTag, readTags, recipeTags } from '../../../contract/sync/recipe-doc';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { LOCAL_ORIGIN } from '../offline/sync/sync-types';
import { useDocEditor, usePeopleIn } from '../offline/sync/doc-editor-context';
import { presenceRing } from '../offline/sync/field-presence';
import { useYRead } from '../offline/sync/use-y';

/**
 * The recipe's tags as a set: chips with remove buttons, and a box to add one (trimmed; empty
 * input is ignored). Two people adding tags at once both keep theirs.
 */
export function TagEditor({ id }: { id: string }) {
  const { doc, sync } = useDocEditor();
  const map = recipeTags(doc);
  const tags = useYRead(map, () => readTags(doc));
  const people = usePeopleIn('tags');
  const [newTag, setNewTag] = useState('');
  const isFull = tags.length >= RECIPE_LIMITS.tags;
  const { t } = useLingui();
  const maxTags = RECIPE_LIMITS.tags;

  const add = () => {
    const tag = newTag.trim();
    if (!tag || isFull) return;
    doc.transact(() => addTag(doc, tag), LOCAL_ORIGIN);
    setNewTag('');
  };
  const remove = (tag: string) => doc.transact(() => map.delete(tagKeyOf(tag)), LOCAL_ORIGIN);

  return (
    <div
      className="space-y-3"
      onFocus={() => sync.setPresence({ field: 'tags' })}
      onBlur={() => sync.setPresence(null)}
    >
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t`Tags`}>
          {tags.map((tag) => (
            <li
              key={tagKeyOf(tag)}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pe-1 ps-3 text-sm text-stone-700"
            >
              {tag}
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={t`Remove tag ${tag}`}
                className="rounded-full p-0.5 text-stone-500 hover:bg-stone-200 hover:text-stone-900"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          <Trans>New tag</Trans>
        </label>
        <Input
          id={id}
          value={newTag}
          placeholder={isFull ? t`Up to ${maxTags} tags` : t`Add a tag`}
          maxLength={RECIPE_LIMITS.tagLength}
          disabled={isFull}
          style={presenceRing(people)}
          onChange={(event) => setNewTag(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} disabled={isFull}>
          <Plus aria-hidden="true" />
          <Trans>Add</Trans>
        </Button>
      </div>
    </div>
  );
}
