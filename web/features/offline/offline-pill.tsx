import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/online';

/**
 * 'Offline' in the header for as long as the browser is offline. The status region is always
 * there, so screen readers announce the pill when it appears.
 */
export function OfflinePill({ className }: { className?: string }) {
  const isOnline = useOnline();
  const { t } = useLingui();
  return (
    // Out of the layout while empty (sr-only), but kept, so the region exists before it changes.
    <span role="status" className={isOnline ? 'sr-only' : className}>
      {isOnline ? null : (
        <span
          title={t`Changes are kept on this device and will sync when you're back online.`}
          className="inline-flex items-center gap-1.5 rounded-full bg-stone-800 px-2.5 py-1 text-xs font-semibold text-white"
        >
          <WifiOff className="size-3.5" aria-hidden="true" />
          <Trans>Offline</Trans>
        </span>
      )}
    </span>
  );
}
