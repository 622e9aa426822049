// Choosing which of the household's shopping lists something goes on (the week's ingredients, a
// recipe's); a household without a list gets one called "Shopping list". Needs a connection: the
// server reads the recipes and writes the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Household } from '../../../contract/households';
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
import { cn } from '../../lib/cn';
import { toastError } from '../../lib/error-toast';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { useCreateList } from './use-households';
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The name of a household's first list, in the language of whoever makes it. */
export function defaultListName(i18n: I18n = activeI18n): string {
  return i18n._(msg`Shopping list`);
}

export function ChooseListDialog({
  household,
  title,
  description,
  confirmLabel,
  onOpenChange,
  onConfirm,
  children,
}: {
  household: Household;
  title: string;
  description?: string;
  confirmLabel: string;
  onOpenChange: (open: boolean) => void;
  /** Does the work with the chosen list; a rejection is shown and keeps the dialog open. */
  onConfirm: (listId: string, listName: string) => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const lists = household.lists;
  const householdName = household.name;
  const defaultName = defaultListName();
  const [chosenId, setChosenId] = useState(lists[0]?.id ?? null);
  const [isWorking, setWorking] = useState(false);
  const createList = useCreateList();
  const connection = useConnectionGuard();
  const groupId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setWorking(true);
    try {
      const chosen = lists.find((list) => list.id === chosenId);
      const list =
        chosen ??
        (await createList.mutateAsync({ householdId: household.id, name: defaultListName() }));
      await onConfirm(list.id, list.name);
      onOpenChange(false);
    } catch (error) {
      toastError({ title: t`Could not add to the list`, error });
    } finally {
      setWorking(false);
    }
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        size="max-w-md"
        // Without a description, say so (Radix warns otherwise); with one, Radix links it.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle className="text-xl sm:text-xl">{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          <DialogBody className="space-y-4">
            {lists.length === 0 ? (
              <p className="text-sm text-stone-600">
                <Trans>
                  {householdName} has no shopping list yet: one called “{defaultName}” will be made.
                </Trans>
              </p>
            ) : (
              <fieldset className="space-y-1.5">
                <legend id={groupId} className="mb-1.5 text-sm font-medium text-stone-800">
                  <Trans>Shopping list</Trans>
                </legend>
                {lists.map((list) => {
                  const toBuy = list.uncheckedCount;
                  return (
                    <label
                      key={list.id}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                        list.id === chosenId
                          ? 'border-brand-400 bg-brand-50 text-brand-900'
                          : 'border-stone-200 hover:bg-stone-50',
                      )}
                    >
                      <input
                        type="radio"
                        name="shopping-list"
                        className="size-4 accent-brand-600"
                        checked={list.id === chosenId}
                        onChange={() => setChosenId(list.id)}
                      />
                      {/* Sized to the name, beside its radio button: a Latin name on an
                          Arabic screen reads left to right without leaving the button's side. */}
                      <span dir="auto" className="min-w-0 truncate font-medium">
                        {list.name}
                      </span>
                      <span className="ms-auto shrink-0 text-xs text-stone-500">
                        <Trans>{toBuy} to buy</Trans>
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            )}
            {children}
            <OfflineReason guard={connection} visible />
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              pending={isWorking}
              pendingLabel={t`Adding`}
              disabled={connection.isOffline}
              {...connection.reasonProps}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
