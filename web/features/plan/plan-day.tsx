// One day of the week: its four meals, each a place to drop a dragged meal and to add one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { MEAL_SLOTS, type MealSlot, type PlanEntry } from '../../../contract/plan/plan-doc';
import { cn } from '../../lib/cn';
import { PlanEntryCard, type EntryActions } from './plan-entry-card';
import { addToSlotLabel, placeName, slotKey, slotName } from './plan-slots';
import { dayLabels } from './week';

export interface DayProps {
  date: string;
  isToday: boolean;
  slots: ReadonlyMap<string, PlanEntry[]>;
  canEdit: boolean;
  actions: EntryActions;
  onAdd: (date: string, slot: MealSlot) => void;
}

export function PlanDay({ date, isToday, slots, canEdit, actions, onAdd }: DayProps) {
  const labels = dayLabels(date);
  const headingId = `plan-day-${date}`;
  return (
    // From md up the days are columns whose rows line up (subgrid): each meal at the same height.
    <section
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 space-y-1.5 rounded-2xl border bg-white/70 p-2.5 md:row-span-5 md:grid md:grid-rows-subgrid md:gap-1.5 md:space-y-0 md:p-1.5',
        isToday ? 'border-brand-400 ring-1 ring-brand-400' : 'border-stone-200',
      )}
    >
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-2 px-1 pt-0.5">
        <span className="font-semibold text-stone-900">
          <span className="md:hidden">{labels.weekday}</span>
          <span className="hidden md:inline">{labels.short}</span>
        </span>
        <span className="text-sm whitespace-nowrap text-stone-500">{labels.dayMonth}</span>
        {isToday ? (
          <span className="text-xs font-semibold text-brand-700 uppercase max-md:ms-auto">
            <Trans>Today</Trans>
          </span>
        ) : null}
      </h3>
      {MEAL_SLOTS.map((slot) => (
        <PlanSlot
          key={slot}
          date={date}
          slot={slot}
          entries={slots.get(slotKey(date, slot)) ?? []}
          canEdit={canEdit}
          actions={actions}
          onAdd={onAdd}
        />
      ))}
    </section>
  );
}

function PlanSlot({
  date,
  slot,
  entries,
  canEdit,
  actions,
  onAdd,
}: {
  date: string;
  slot: MealSlot;
  entries: PlanEntry[];
  canEdit: boolean;
  actions: EntryActions;
  onAdd: DayProps['onAdd'];
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: slotKey(date, slot),
    data: { date, slot },
    disabled: !canEdit,
  });
  const place = placeName(date, slot);
  const { t, i18n } = useLingui();
  const addLabel = addToSlotLabel(slot, i18n);
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={place}
      className={cn(
        'rounded-xl p-1 transition-colors md:min-h-16',
        isOver ? 'bg-brand-50 ring-2 ring-brand-400' : 'bg-stone-50/80',
      )}
    >
      <div className="flex items-center justify-between gap-1 ps-1">
        <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
          {slotName(slot, i18n)}
        </h4>
        {canEdit ? (
          <button
            type="button"
            onClick={() => onAdd(date, slot)}
            aria-label={t`Add to ${place}`}
            title={addLabel}
            className="inline-flex size-8 items-center justify-center rounded-lg text-stone-500 hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {entries.length > 0 ? (
        <ul className="mt-1 space-y-1.5">
          {entries.map((entry) => (
            <PlanEntryCard key={entry.id} entry={entry} actions={actions} canEdit={canEdit} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
