// A dialog that asks for a name (a new list, renaming a list or the household).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
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
import { toastError } from '../../lib/error-toast';
import { useConnectionGuard } from '../offline/connection-guard';

export function NameDialog({
  title,
  label,
  initialName = '',
  maxLength,
  submitLabel,
  isPending = false,
  disabled = false,
  onOpenChange,
  onSubmit,
  failureTitle,
}: {
  title: string;
  label: string;
  initialName?: string;
  maxLength: number;
  submitLabel: string;
  isPending?: boolean;
  /** The submit button is off (offline, for names only the server changes). */
  disabled?: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the trimmed name. When it answers a promise (a call to the server), the dialog
   * shows it pending, closes once it resolves, and toasts `failureTitle` if it fails.
   */
  onSubmit: (name: string) => void | Promise<unknown>;
  failureTitle?: string;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(initialName);
  const [isSaving, setSaving] = useState(false);
  const inputId = useId();
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const saving = onSubmit(trimmed);
    if (!(saving instanceof Promise)) return;
    setSaving(true);
    try {
      await saving;
      onOpenChange(false);
    } catch (error) {
      toastError({ title: failureTitle ?? t`Could not save the name`, error });
    } finally {
      setSaving(false);
    }
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="max-w-md" aria-describedby={undefined}>
        <form
          onSubmit={(event) => void handleSubmit(event)}
          className="flex min-h-0 flex-1 flex-col"
        >
          <DialogHeader>
            <DialogTitle className="text-xl sm:text-xl">{title}</DialogTitle>
          </DialogHeader>
          <DialogBody className="space-y-1.5">
            <Label htmlFor={inputId}>{label}</Label>
            <Input
              id={inputId}
              value={name}
              maxLength={maxLength}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
              required
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              pending={isPending || isSaving}
              pendingLabel={t`Saving`}
              disabled={!name.trim() || disabled}
            >
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * NameDialog for renaming what only the server renames (a list, the household): "Rename …",
 * its current name to start from, and no saving while offline.
 */
export function RenameDialog({
  thing,
  label,
  name,
  maxLength,
  onOpenChange,
  onRename,
  failureTitle,
}: {
  thing: 'list' | 'household';
  label: string;
  name: string;
  maxLength: number;
  onOpenChange: (open: boolean) => void;
  onRename: (name: string) => Promise<unknown>;
  failureTitle: string;
}) {
  const { t } = useLingui();
  const connection = useConnectionGuard();
  return (
    <NameDialog
      title={thing === 'list' ? t`Rename list` : t`Rename household`}
      label={label}
      initialName={name}
      maxLength={maxLength}
      submitLabel={t`Rename`}
      disabled={connection.isOffline}
      onOpenChange={onOpenChange}
      onSubmit={onRename}
      failureTitle={failureTitle}
    />
  );
}
