// The bar to add items and act on the list: "Add an item" (Enter adds; "2 lb potatoes" is read as
// an amount of a food), Undo and Clear checked. On phones it sits at the bottom of the screen,
// within reach of the thumb; from md up it is the first thing above the list.
import { useId, useState, type FormEvent } from 'react';
import { ListX, Plus, Undo2 } from 'lucide-react';
import { ITEM_TEXT_MAX } from '../../../contract/shopping/list-doc';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

export function AddItemBar({
  canEdit,
  canUndo,
  checkedCount,
  onAdd,
  onUndo,
  onClearChecked,
}: {
  canEdit: boolean;
  canUndo: boolean;
  checkedCount: number;
  onAdd: (text: string) => void;
  onUndo: () => void;
  onClearChecked: () => void;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const { t } = useLingui();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const line = text.trim();
    if (!line) return;
    onAdd(line);
    setText('');
  }

  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur md:static md:z-auto md:mb-5 md:border-0 md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none">
      <div className="mx-auto flex max-w-3xl flex-col-reverse gap-2 md:flex-row md:items-center">
        <form onSubmit={handleSubmit} className="flex min-w-0 flex-1 gap-2">
          <label htmlFor={inputId} className="sr-only">
            <Trans>Add an item</Trans>
          </label>
          <Input
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={ITEM_TEXT_MAX}
            placeholder={t`Add an item, e.g. 2 lb potatoes`}
            autoComplete="off"
            enterKeyHint="done"
            disabled={!canEdit}
            className="h-12 min-w-0 text-base sm:h-12 sm:text-base"
          />
          <Button
            type="submit"
            size="icon"
            className="size-12"
            aria-label={t`Add item`}
            disabled={!canEdit || !text.trim()}
          >
            <Plus className="!size-5" aria-hidden="true" />
          </Button>
        </form>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            className="h-11 flex-1 md:flex-none"
            onClick={onUndo}
            disabled={!canUndo}
            title={t`Undo (Ctrl+Z)`}
          >
            <Undo2 className="rtl:-scale-x-100" aria-hidden="true" />
            <Trans>Undo</Trans>
          </Button>
          <Button
            variant="outline"
            className="h-11 flex-1 md:flex-none"
            onClick={onClearChecked}
            disabled={!canEdit || checkedCount === 0}
          >
            <ListX aria-hidden="true" />
            {checkedCount > 0 ? (
              <Trans>Clear checked ({checkedCount})</Trans>
            ) : (
              <Trans>Clear checked</Trans>
            )}
          </Button>
        </div>
      </div>
    </div>
  );
}
