import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { buttonVariants, type ButtonVariant } from './button';
import { contentClasses, overlayClasses, useReturnFocus } from './dialog';
import { cn } from '../../lib/cn';

interface ConfirmDialogProps {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Destructive unless said otherwise. */
  confirmVariant?: ButtonVariant;
  /** Another way out, shown between Cancel and the confirm action (a link, say). */
  alternative?: ReactNode;
}

/** A confirmation: Cancel, an optional alternative, and the confirm action (destructive by default). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  open,
  onOpenChange,
  confirmVariant = 'destructive',
  alternative,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content
          className={cn(contentClasses, 'max-w-md gap-2 p-6')}
          {...returnFocus}
        >
          <AlertDialogPrimitive.Title className="font-display text-xl font-semibold text-stone-900">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-stone-600">
            {description}
          </AlertDialogPrimitive.Description>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'outline' })}>
              <Trans>Cancel</Trans>
            </AlertDialogPrimitive.Cancel>
            {alternative}
            <AlertDialogPrimitive.Action
              className={buttonVariants({ variant: confirmVariant })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
