// The week's plan: seven days (columns from md up, a list on phones), meals dragged between days
// and meals (pointer, touch, or keyboard with announcements) or moved from their menu, and the
// dialogs that add, move and change meals. Every change is a change of the plan's document.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  planEntries,
  readPlan,
  type MealSlot,
  type PlanEntry,
} from '../../../contract/plan/plan-doc';
import { toast } from '../../lib/toast';
import { useDocValue } from '../offline/sync/use-doc-value';
import { useHistoryKeys, useUndo } from '../offline/sync/use-undo';
import type { SyncedDoc } from '../offline/sync/use-synced-doc';
import { AddEntryDialog } from './add-entry-dialog';
import { slotCoordinates } from './drop-targets';
import { EditEntryDialog, MoveEntryDialog } from './entry-dialogs';
import { DraggedEntry, type EntryActions } from './plan-entry-card';
import { PlanDay } from './plan-day';
import { addPlanEntry, movePlanEntry, removePlanEntry } from './plan-changes';
import { entryName, groupBySlot, placeName } from './plan-slots';
import { planAnnouncements, planInstructions } from './plan-announcements';

type OpenDialog =
  | { type: 'add'; date: string; slot: MealSlot }
  | { type: 'move'; entry: PlanEntry }
  | { type: 'edit'; entry: PlanEntry };

const NO_ENTRIES: PlanEntry[] = [];

/** Under the pointer first; for the keyboard (no pointer), the slot nearest the card. */
const collisions: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};

/** The plan's meals of the week of `dates`, read again whenever anyone changes the plan. */
export function useWeekEntries(plan: SyncedDoc | null, dates: readonly string[]): PlanEntry[] {
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  return useDocValue(plan?.doc ?? null, (doc) => readPlan(doc, from, to), from, NO_ENTRIES);
}

export function PlanWeek({
  plan,
  entries,
  dates,
  today,
  userId,
}: {
  plan: SyncedDoc;
  entries: PlanEntry[];
  dates: string[];
  today: string;
  userId: string;
}) {
  const { doc } = plan;
  const slots = useMemo(() => groupBySlot(entries), [entries]);
  const canEdit = plan.canEdit !== false && plan.status !== 'unavailable';
  const undo = useUndo(doc, planEntries);
  const container = useRef<HTMLDivElement>(null);
  useHistoryKeys(container, undo?.manager ?? null, canEdit);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dragged, setDragged] = useState<PlanEntry | null>(null);
  const { t, i18n } = useLingui();

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotCoordinates }),
  );

  const actions: EntryActions = {
    onMove: (entry) => setDialog({ type: 'move', entry }),
    onEdit: (entry) => setDialog({ type: 'edit', entry }),
    onRemove: (entry) => {
      undo?.manager.stopCapturing();
      removePlanEntry(doc, entry.id);
      toast({
        title: t`Meal removed`,
        description: t`${entryName(entry, i18n)} is off the plan.`,
        action: undo ? { label: t`Undo`, onClick: () => undo.manager.undo() } : undefined,
      });
    },
  };

  function moveTo(entry: PlanEntry, date: string, slot: MealSlot) {
    if (entry.date === date && entry.slot === slot) return;
    undo?.manager.stopCapturing();
    movePlanEntry(doc, entry.id, date, slot);
  }

  function handleDragStart(event: DragStartEvent) {
    setDragged((event.active.data.current?.entry as PlanEntry | undefined) ?? null);
  }

  function handleDragEnd(event: DragEndEvent) {
    setDragged(null);
    const entry = event.active.data.current?.entry as PlanEntry | undefined;
    const target = event.over?.data.current as { date: string; slot: MealSlot } | undefined;
    if (entry && target) moveTo(entry, target.date, target.slot);
  }

  return (
    <div ref={container}>
      {entries.length === 0 ? (
        <p className="mb-3 rounded-xl bg-white/70 px-4 py-3 text-sm text-stone-600" role="status">
          <span className="font-medium text-stone-800">
            <Trans>No meals planned this week.</Trans>
          </span>{' '}
          {canEdit ? <Trans>Use + in a day to add a recipe or a note.</Trans> : null}
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements: planAnnouncements,
          screenReaderInstructions: planInstructions(),
        }}
      >
        <div className="grid gap-3 md:grid-cols-7 md:grid-rows-[auto_repeat(4,auto)] md:gap-x-2 md:gap-y-0">
          {dates.map((date) => (
            <PlanDay
              key={date}
              date={date}
              isToday={date === today}
              slots={slots}
              canEdit={canEdit}
              actions={actions}
              onAdd={(day, slot) => setDialog({ type: 'add', date: day, slot })}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged ? <DraggedEntry entry={dragged} /> : null}
        </DragOverlay>
      </DndContext>

      {dialog?.type === 'add' ? (
        <AddEntryDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={t`Add to ${placeName(dialog.date, dialog.slot)}`}
          onAdd={(input) => {
            undo?.manager.stopCapturing();
            addPlanEntry(doc, { ...input, date: dialog.date, slot: dialog.slot }, userId);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.type === 'move' ? (
        <MoveEntryDialog
          entry={dialog.entry}
          dates={dates}
          onOpenChange={(open) => !open && setDialog(null)}
          onMove={(date, slot) => {
            moveTo(dialog.entry, date, slot);
            setDialog(null);
            toast({
              title: t`Meal moved`,
              description: `${entryName(dialog.entry, i18n)}: ${placeName(date, slot)}`,
            });
          }}
        />
      ) : null}
      {dialog?.type === 'edit' ? (
        <EditEntryDialog
          doc={doc}
          entry={dialog.entry}
          onOpenChange={(open) => !open && setDialog(null)}
        />
      ) : null}
    </div>
  );
}
