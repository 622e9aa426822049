// The meal menu's dialogs: move a meal to another day and meal without dragging, and change its
// servings and note.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type * as Y from 'yjs';
import {
  PLAN_NOTE_MAX,
  addDays,
  type MealSlot,
  type PlanEntry,
} from '../../../contract/plan/plan-doc';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SelectField } from '../../components/ui/select';
import { MealSlotField } from './meal-slot-field';
import { updatePlanEntry } from './plan-changes';
import { entryName } from './plan-slots';
import { ServingsInput, readServings } from './servings-input';
import { dayLabels } from './week';

function EntryDialog({
  title,
  submitLabel,
  onOpenChange,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  onOpenChange: (open: boolean) => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="max-w-md" aria-describedby={undefined}>
        <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle className="text-xl sm:text-xl">{title}</DialogTitle>
          </DialogHeader>
          <DialogBody className="space-y-4">{children}</DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit">{submitLabel}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Where to: a day of the week shown or the next, and a meal. */
export function MoveEntryDialog({
  entry,
  dates,
  onOpenChange,
  onMove,
}: {
  entry: PlanEntry;
  dates: string[];
  onOpenChange: (open: boolean) => void;
  onMove: (date: string, slot: MealSlot) => void;
}) {
  const [date, setDate] = useState(entry.date);
  const [slot, setSlot] = useState<MealSlot>(entry.slot);
  const days = [...dates, ...dates.map((day) => addDays(day, 7))];
  const { t, i18n } = useLingui();
  const name = entryName(entry, i18n);
  return (
    <EntryDialog
      title={t`Move ${name}`}
      submitLabel={t`Move`}
      onOpenChange={onOpenChange}
      onSubmit={() => onMove(date, slot)}
    >
      <SelectField
        label={t`Day`}
        value={date}
        onChange={setDate}
        options={days}
        labels={Object.fromEntries(days.map((day) => [day, dayLabels(day).full]))}
        triggerClassName="w-full"
        contentClassName="max-h-72"
      />
      <MealSlotField value={slot} onChange={setSlot} triggerClassName="w-full" />
    </EntryDialog>
  );
}

/** Servings and the note; a meal that is only a note keeps some note. */
export function EditEntryDialog({
  doc,
  entry,
  onOpenChange,
}: {
  doc: Y.Doc;
  entry: PlanEntry;
  onOpenChange: (open: boolean) => void;
}) {
  const [servings, setServings] = useState(entry.servings ? String(entry.servings) : '');
  const [note, setNote] = useState(entry.note ?? '');
  const servingsId = useId();
  const noteId = useId();
  const isNoteOnly = !entry.title.trim();
  const { t, i18n } = useLingui();

  function handleSave() {
    const trimmed = note.trim();
    updatePlanEntry(doc, entry.id, {
      servings: readServings(servings),
      note: isNoteOnly && !trimmed ? entry.note : trimmed || null,
    });
    onOpenChange(false);
  }

  return (
    <EntryDialog
      title={entryName(entry, i18n)}
      submitLabel={t`Save`}
      onOpenChange={onOpenChange}
      onSubmit={handleSave}
    >
      <div className="space-y-1.5">
        <Label htmlFor={servingsId}>
          <Trans>Servings</Trans>
        </Label>
        <ServingsInput id={servingsId} value={servings} onChange={setServings} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={noteId}>
          <Trans>Note</Trans>
        </Label>
        <Input
          id={noteId}
          value={note}
          maxLength={PLAN_NOTE_MAX}
          required={isNoteOnly}
          onChange={(event) => setNote(event.target.value)}
          placeholder={isNoteOnly ? undefined : t`Optional: double the sauce, make ahead…`}
        />
      </div>
    </EntryDialog>
  );
}
