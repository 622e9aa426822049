import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { uniqueTags } from './recipe-text';

/** Tag chips with remove buttons, and a box to add one (trimmed; empty input is ignored). */
export function TagEditor({
  id,
  tags,
  onChange,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const [newTag, setNewTag] = useState('');

  const add = () => {
    const tag = newTag.trim();
    if (!tag) return;
    onChange(uniqueTags([...tags, tag]));
    setNewTag('');
  };

  return (
    <div className="space-y-3">
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm text-stone-700"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((item) => item !== tag))}
                aria-label={`Remove tag ${tag}`}
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
          New tag
        </label>
        <Input
          id={id}
          value={newTag}
          placeholder="Add a tag"
          onChange={(event) => setNewTag(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
    </div>
  );
}
