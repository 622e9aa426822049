// One item of a shopping list: a big checkbox (a tap anywhere on the row checks it), the line as
// it reads ("2 lb potatoes") with the recipes it is for, and a menu to change its section, edit
// its text or remove it.
import { useId } from 'react';
import { LayoutList, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import type { ListItem } from '../../../contract/shopping/list-doc';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/cn';
import { recipesNote } from './group-items';

export interface ItemActions {
  onCheck: (item: ListItem, checked: boolean) => void;
  onChangeSection: (item: ListItem) => void;
  onEdit: (item: ListItem) => void;
  onRemove: (item: ListItem) => void;
}

export function ShoppingItemRow({
  item,
  actions,
  canEdit,
}: {
  item: ListItem;
  actions: ItemActions;
  canEdit: boolean;
}) {
  const checkboxId = useId();
  const textId = useId();
  const { t, i18n } = useLingui();
  const note = recipesNote(item.recipes, 2, i18n);
  return (
    <li className="flex items-center rounded-xl transition-colors hover:bg-white">
      {/* Faded on the label only: opacity on the row would trap its menu in the row's layer. */}
      <label
        htmlFor={checkboxId}
        className={cn(
          'flex min-h-14 min-w-0 flex-1 items-center gap-3 py-2 pe-1 ps-2',
          canEdit ? 'cursor-pointer' : 'cursor-default',
          item.checked && 'opacity-60',
        )}
      >
        <Checkbox
          id={checkboxId}
          checked={item.checked}
          disabled={!canEdit}
          aria-labelledby={textId}
          onCheckedChange={(state) => actions.onCheck(item, state === true)}
          className="size-7 rounded-lg [&_svg]:size-5"
        />
        <span className="min-w-0 flex-1">
          <span
            id={textId}
            className={cn(
              'block text-base break-words text-stone-900',
              item.checked && 'text-stone-500 line-through',
            )}
          >
            <span dir="auto">{item.display}</span>
          </span>
          {note ? <span className="block truncate text-xs text-stone-500">{note}</span> : null}
        </span>
      </label>
      {canEdit ? (
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={t`Actions for ${item.display}`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <MoreVertical className="size-5" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => actions.onChangeSection(item)}>
              <LayoutList aria-hidden="true" />
              <Trans>Change section…</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onEdit(item)}>
              <Pencil aria-hidden="true" />
              <Trans>Edit…</Trans>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => actions.onRemove(item)} variant="destructive">
              <Trash2 aria-hidden="true" />
              <Trans>Remove</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </li>
  );
}
