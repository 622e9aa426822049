// Controls for things only the server can do (sharing, deleting, imports, uploads, admin, contact,
// plans, Discover copies) are disabled while offline and say why, instead of failing silently.
import { useId, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useOnline } from '../../lib/online';

export const NEEDS_CONNECTION = msg`Needs a connection`;

export interface ConnectionGuard {
  isOffline: boolean;
  /** Spread on the disabled control: a tooltip, and the reason for screen readers. */
  reasonProps: { title?: string; 'aria-describedby'?: string };
  /** The id OfflineReason must carry for reasonProps to point at it. */
  reasonId: string;
}

/** Whether server-bound controls must be disabled now, and how they say why. */
export function useConnectionGuard(): ConnectionGuard {
  const isOnline = useOnline();
  const reasonId = useId();
  const { i18n } = useLingui();
  return {
    isOffline: !isOnline,
    reasonProps: isOnline ? {} : { title: i18n._(NEEDS_CONNECTION), 'aria-describedby': reasonId },
    reasonId,
  };
}

/** Ends a menu item that is disabled while offline with why; renders nothing while online. */
export function OfflineMenuNote({ isOffline }: { isOffline: boolean }) {
  const { i18n } = useLingui();
  if (!isOffline) return null;
  return <span className="ms-auto ps-3 text-xs text-stone-500">{i18n._(NEEDS_CONNECTION)}</span>;
}

/**
 * Why the controls near it are disabled; renders nothing while online. `visible` shows it as a
 * small note; otherwise only screen readers read it (the controls carry it as a tooltip too).
 */
export function OfflineReason({
  guard,
  visible = false,
  children,
  className,
}: {
  guard: ConnectionGuard;
  visible?: boolean;
  /** The reason; 'Needs a connection' unless given. */
  children?: ReactNode;
  className?: string;
}) {
  const { i18n } = useLingui();
  if (!guard.isOffline) return null;
  children ??= i18n._(NEEDS_CONNECTION);
  if (!visible) {
    return (
      <span id={guard.reasonId} className="sr-only">
        {children}
      </span>
    );
  }
  return (
    <p
      id={guard.reasonId}
      className={cn('flex items-center gap-1.5 text-xs text-stone-500', className)}
    >
      <WifiOff className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
