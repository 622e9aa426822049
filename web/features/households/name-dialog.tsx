// A dialog that asks for a name (a new list, renaming a list or the household).
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
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(initialName);
  const inputId = useId();
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim());
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="max-w-md" aria-describedby={undefined}>
        <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
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
              Cancel
            </Button>
            <Button
              type="submit"
              pending={isPending}
              pendingLabel="Saving"
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
