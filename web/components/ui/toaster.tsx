import { useLayoutEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, WifiOff, X } from 'lucide-react';
import { useDirection } from '../../i18n/direction';
import { dismissToast, useCurrentToast } from '../../lib/toast';
import { cn } from '../../lib/cn';
import { Button } from './button';

const TOAST_DURATION_MS = 5000;

const variantClasses = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-sage-100 bg-white text-stone-900',
  destructive: 'border-red-200 bg-red-50 text-red-950',
  offline: 'border-stone-300 bg-stone-800 text-white',
} as const;

function ToastIcon({ variant }: { variant: keyof typeof variantClasses }) {
  const className = 'mt-0.5 size-5 shrink-0';
  if (variant === 'destructive') {
    return <CircleAlert className={cn(className, 'text-red-600')} aria-hidden="true" />;
  }
  if (variant === 'offline') {
    return <WifiOff className={cn(className, 'text-amber-300')} aria-hidden="true" />;
  }
  return <CircleCheck className={cn(className, 'text-sage-500')} aria-hidden="true" />;
}

/**
 * On a phone toasts show at the top, under the page's header (--toast-under-header: its bottom
 * edge), so they never cover the logo, Add or the account button; the header is sticky, so its
 * bottom edge only moves when it changes size. Wider screens show them at the bottom.
 */
function useHeaderClearance(toastId: number | undefined) {
  useLayoutEffect(() => {
    if (toastId === undefined) return;
    const root = document.documentElement;
    // The page's own header: the first one, outside any dialog.
    const header = document.querySelector('body header:not([role=dialog] header)');
    const measure = () => {
      const bottom = header ? Math.max(0, Math.ceil(header.getBoundingClientRect().bottom)) : 0;
      root.style.setProperty('--toast-under-header', `${bottom}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (header) observer.observe(header);
    window.addEventListener('resize', measure);
    // A header that is not sticky (a shared recipe's) scrolls away, and the toast goes up with it.
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [toastId]);
}

/**
 * While a toast shows, the band of the screen it takes, as CSS variables: --toast-top on a phone
 * (toasts show at the top, under the header, clear of the bottom of a dialog) and --toast-bottom
 * on wider screens (at the bottom, clear of the header's buttons). Dialogs (ui/dialog.tsx) keep
 * out of the band, so a toast never covers their title, close button or actions, at any size.
 */
function useToastSpace() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const { top, bottom } = element.getBoundingClientRect();
      const atTop = top < window.innerHeight / 2;
      const band = Math.ceil(atTop ? bottom : window.innerHeight - top);
      root.style.setProperty('--toast-top', `${atTop ? band : 0}px`);
      root.style.setProperty('--toast-bottom', `${atTop ? 0 : band}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--toast-top');
      root.style.removeProperty('--toast-bottom');
    };
  }, [element]);
  return setElement;
}

/** Renders the one current toast (see lib/toast.ts). Loaded on the first toast. */
export default function Toaster() {
  const current = useCurrentToast();
  const variant = current?.variant ?? 'default';
  const measureToast = useToastSpace();
  const { t } = useLingui();
  const dir = useDirection();
  useHeaderClearance(current?.id);
  return (
    // A provider per toast: Radix's provider remembers a pause (focus or pointer in the toasts,
    // as after a click on Close) that nothing ends once that toast is gone, so every later toast
    // stayed until it was touched.
    // It sits at the end of the reading direction (the right, the left in Arabic) and is swiped
    // away off that edge. The labels screen readers hear with each toast and on its region are
    // the app's (Radix's own are English).
    <Toast.Provider
      key={current?.id}
      duration={TOAST_DURATION_MS}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      label={t`Notification`}
    >
      {current ? (
        <Toast.Root
          ref={measureToast}
          key={current.id}
          open={current.open}
          duration={current.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-10 shadow-lifted data-[state=open]:animate-slide-in data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
            variantClasses[variant],
          )}
        >
          <ToastIcon variant={variant} />
          <div className="min-w-0 flex-1 space-y-0.5">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description ? (
              <Toast.Description className="text-sm break-words opacity-85">
                {current.description}
              </Toast.Description>
            ) : null}
            {current.action ? (
              <Toast.Action altText={current.action.label} asChild>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  onClick={current.action.onClick}
                >
                  {current.action.label}
                </Button>
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t`Close`}
            className="absolute top-3 end-3 rounded-md p-1 opacity-60 transition-opacity hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      {/* Under the header on a phone, at the bottom on wider screens; open dialogs make room. */}
      <Toast.Viewport
        // Radix puts the keys that reach the toasts in place of {hotkey}.
        label={`${t`Notifications`} ({hotkey})`}
        className="pointer-events-none fixed top-[var(--toast-under-header,0px)] end-0 z-[100] flex w-full flex-col gap-2 px-4 pt-2 pb-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm sm:pt-4"
      />
    </Toast.Provider>
  );
}
