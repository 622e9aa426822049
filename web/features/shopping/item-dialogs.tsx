// The item menu's dialogs: move an item to another store section (remembered for that food next
// time), and edit its line.
import { useId, useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';
import { ITEM_TEXT_MAX, type ListItem } from '../../../contract/shopping/list-doc';
import { STORE_SECTIONS, type StoreSection } from '../../../contract/shopping/sections';
import { sectionName } from './section-names';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';

export function SectionDialog({
  item,
  onOpenChange,
  onChoose,
}: {
  item: ListItem;
  onOpenChange: (open: boolean) => void;
  onChoose: (section: StoreSection) => void;
}) {
  const food = item.food;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="max-w-md">
        <DialogHeader>
          <DialogTitle className="text-xl sm:text-xl">
            <Trans>Section for {food}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Your household’s lists will remember it.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ul className="grid grid-cols-2 gap-2">
            {STORE_SECTIONS.map((section) => {
              const isCurrent = section === item.section;
              return (
                <li key={section}>
                  <button
                    type="button"
                    aria-pressed={isCurrent}
                    onClick={() => onChoose(section)}
                    className={cn(
                      'flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border px-3 text-start text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
                      isCurrent
                        ? 'border-brand-400 bg-brand-50 text-brand-900'
                        : 'border-stone-200 text-stone-800 hover:bg-stone-50',
                    )}
                  >
                    {sectionName(section)}
                    {isCurrent ? <Check className="size-4" aria-hidden="true" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

export function EditItemDialog({
  item,
  onOpenChange,
  onSave,
}: {
  item: ListItem;
  onOpenChange: (open: boolean) => void;
  onSave: (text: string) => void;
}) {
  const [text, setText] = useState(item.display);
  const inputId = useId();
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) onSave(text.trim());
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="max-w-md" aria-describedby={undefined}>
        <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle className="text-xl sm:text-xl">
              <Trans>Edit item</Trans>
            </DialogTitle>
          </DialogHeader>
          <DialogBody className="space-y-1.5">
            <Label htmlFor={inputId}>
              <Trans>Item</Trans>
            </Label>
            <Input
              id={inputId}
              value={text}
              maxLength={ITEM_TEXT_MAX}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
            />
            <p className="text-xs text-stone-500">
              <Trans>An amount first is read as one: “2 lb potatoes”.</Trans>
            </p>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={!text.trim()}>
              <Trans>Save</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
