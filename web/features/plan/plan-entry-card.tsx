// One planned meal: the recipe (a link to it) or the note, its servings, a handle to drag it to
// another day or meal, and a menu that does the same without dragging.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDraggable } from '@dnd-kit/core';
import { ArrowRightLeft, GripVertical, MoreHorizontal, Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { PlanEntry } from '../../../contract/plan/plan-doc';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/cn';
import { entryName, servingsLabel } from './plan-slots';

export interface EntryActions {
  onMove: (entry: PlanEntry) => void;
  onEdit: (entry: PlanEntry) => void;
  onRemove: (entry: PlanEntry) => void;
}

export function PlanEntryCard({
  entry,
  actions,
  canEdit,
}: {
  entry: PlanEntry;
  actions: EntryActions;
  canEdit: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: entry.id,
    data: { entry },
    disabled: !canEdit,
  });
  const { t, i18n } = useLingui();
  const name = entryName(entry, i18n);
  return (
    <li
      ref={setNodeRef}
      className={cn(
        'rounded-xl border border-stone-200 bg-white p-2 shadow-xs',
        isDragging && 'opacity-40',
      )}
    >
      <EntryText entry={entry} />
      <div className="mt-1 flex items-center gap-1">
        <span className="inline-flex min-w-0 flex-1 items-center gap-1 text-xs text-stone-500">
          {entry.servings ? (
            <>
              <Users className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">{servingsLabel(entry.servings, i18n)}</span>
              <span aria-hidden="true">{entry.servings}</span>
            </>
          ) : null}
        </span>
        {canEdit ? (
          <>
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={t`Drag ${name}`}
              className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-400 hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing"
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={t`Actions for ${name}`}>
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => actions.onMove(entry)}>
                  <ArrowRightLeft aria-hidden="true" />
                  <Trans>Move to…</Trans>
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => actions.onEdit(entry)}>
                  <Pencil aria-hidden="true" />
                  <Trans>Servings and note…</Trans>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => actions.onRemove(entry)} variant="destructive">
                  <Trash2 aria-hidden="true" />
                  <Trans>Remove</Trans>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** The meal's name (a link to its recipe when it has one) and its note. */
function EntryText({ entry }: { entry: PlanEntry }) {
  const { i18n } = useLingui();
  const name = entryName(entry, i18n);
  const note = entry.title.trim() ? entry.note : null;
  return (
    <div className="min-w-0 text-sm leading-snug break-words">
      {entry.recipeId ? (
        <Link
          href={`/recipe/${entry.recipeId}`}
          dir="auto"
          className="font-medium text-stone-900 underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {name}
        </Link>
      ) : (
        <span dir="auto" className="font-medium text-stone-800">
          {name}
        </span>
      )}
      {note ? (
        <p dir="auto" className="mt-0.5 text-xs text-stone-600">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** The card that follows the pointer while a meal is dragged. */
export function DraggedEntry({ entry }: { entry: PlanEntry }) {
  const { i18n } = useLingui();
  return (
    <div className="w-44 rotate-2 rounded-xl border border-brand-300 bg-white p-2 text-sm font-medium text-stone-900 shadow-lifted">
      {entryName(entry, i18n)}
      {entry.servings ? (
        <p className="mt-0.5 text-xs font-normal text-stone-500">
          {servingsLabel(entry.servings, i18n)}
        </p>
      ) : null}
    </div>
  );
}
