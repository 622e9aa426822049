import { useRef, type ComponentProps, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses =
  'fixed inset-0 z-50 bg-stone-950/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in';

/** Centred in the screen out of the toast's band, if a toast shows (ui/toaster.tsx). */
export const contentClasses =
  'fixed top-[calc(50%_+_(var(--toast-top,0px)_-_var(--toast-bottom,0px))_/_2)] left-1/2 z-50 flex max-h-[calc(100dvh_-_1.5rem_-_var(--toast-top,0px)_-_var(--toast-bottom,0px))] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-lifted focus:outline-none data-[state=open]:animate-pop-in';

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Tailwind max-width class, e.g. 'max-w-lg'. */
  size?: string;
  hideClose?: boolean;
}

/**
 * What focus should go back to: the focused element, or for an item of a menu (which closes as
 * the dialog opens) the button that opened the menu.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return menu ? trigger : active;
}

/**
 * Focus goes back to what opened a dialog when it closes, also when it was opened by state (a
 * card, a menu item) rather than by its Trigger, which is all the primitive returns focus to.
 * The opener is what has focus as the content mounts, before focus moves into it.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
} = {}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

export function DialogContent({
  className,
  size = 'max-w-lg',
  hideClose,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  const { t } = useLingui();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(contentClasses, size, className)}
        {...returnFocus}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-3.5 end-3.5 rounded-lg p-1.5 text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-900"
            aria-label={t`Close`}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('border-b border-stone-100 px-5 pt-5 pb-4 sm:px-6', className)} {...props} />
  );
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6', className)} {...props} />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-stone-100 bg-stone-50/60 px-5 py-4 sm:flex-row sm:justify-end sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn(
        'pe-8 font-display text-xl font-semibold text-stone-900 sm:text-2xl',
        className,
      )}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('mt-1 text-sm text-stone-600', className)}
      {...props}
    />
  );
}

/** For dialogs whose visible heading is an editable field: the title still needs a name. */
export function VisuallyHiddenTitle({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Title className="sr-only">{children}</DialogPrimitive.Title>;
}
