import { useEffect, useRef, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';

interface ListEditorProps {
  id: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** Names one item for screen readers, e.g. 'Ingredient'. */
  itemLabel: string;
  addLabel: string;
  numbered?: boolean;
  multiline?: boolean;
}

/** An editable list of lines with add and remove controls (ingredients, steps). */
export function ListEditor({
  id,
  items,
  onChange,
  itemLabel,
  addLabel,
  numbered,
  multiline,
}: ListEditorProps) {
  const rows = useRef<Array<HTMLInputElement | HTMLTextAreaElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    rows.current[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const updateAt = (index: number, value: string) =>
    onChange(items.map((item, at) => (at === index ? value : item)));
  const removeAt = (index: number) => {
    onChange(items.filter((_, at) => at !== index));
    // Keep the keyboard in the list: focus the row that took this one's place, or the one before.
    setFocusIndex(Math.min(index, items.length - 2));
  };
  const add = () => {
    onChange([...items, '']);
    setFocusIndex(items.length);
  };

  return (
    <div className="space-y-2">
      <ol className="space-y-2">
        {items.map((item, index) => {
          const label = `${itemLabel} ${index + 1}`;
          const inputId = `${id}-${index}`;
          return (
            <li key={index} className="flex items-start gap-2">
              {numbered ? (
                <span
                  aria-hidden="true"
                  className="mt-2 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
                >
                  {index + 1}
                </span>
              ) : null}
              <label htmlFor={inputId} className="sr-only">
                {label}
              </label>
              {multiline ? (
                <Textarea
                  id={inputId}
                  ref={(element) => {
                    rows.current[index] = element;
                  }}
                  value={item}
                  rows={1}
                  className="min-h-11 resize-none field-sizing-content sm:min-h-10"
                  onChange={(event) => updateAt(index, event.target.value)}
                />
              ) : (
                <Input
                  id={inputId}
                  ref={(element) => {
                    rows.current[index] = element;
                  }}
                  value={item}
                  onChange={(event) => updateAt(index, event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      add();
                    }
                  }}
                />
              )}
              <Button
                variant="ghost"
                size="icon"
                className="text-stone-500 hover:bg-red-50 hover:text-red-600"
                aria-label={`Remove ${label.toLowerCase()}`}
                onClick={() => removeAt(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" onClick={add}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}
