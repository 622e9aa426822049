import { useState } from 'react';
import { Link } from 'wouter';
import { CircleAlert, TriangleAlert, X } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

const DISMISSED_KEY = 'potluck.limitBannerDismissed';
const WARNING_SHARE = 0.8;

function readDismissed() {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Warns at 80% of the plan's recipe limit and turns red at 100% (SPEC §9). Hidden for unlimited
 * plans, and for the rest of the browser session once dismissed.
 */
export function RecipeLimitBanner({ count, limit }: { count: number; limit: number | null }) {
  const [isDismissed, setDismissed] = useState(readDismissed);
  const { t } = useLingui();
  if (limit === null || isDismissed || count < limit * WARNING_SHARE) return null;
  const isFull = count >= limit;

  function dismiss() {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage may be unavailable (private mode); the banner then stays hidden until reload.
    }
  }

  const Icon = isFull ? CircleAlert : TriangleAlert;
  return (
    <div
      role={isFull ? 'alert' : 'status'}
      className={cn(
        'relative mb-6 flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center',
        isFull
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <div className="flex flex-1 items-start gap-3 pe-8 sm:pe-0">
        <Icon
          className={cn('mt-0.5 size-5 shrink-0', isFull ? 'text-red-600' : 'text-amber-600')}
          aria-hidden="true"
        />
        <div>
          <p className="font-semibold">
            {isFull ? (
              <Trans>
                Recipe limit reached ({count}/{limit})
              </Trans>
            ) : (
              <Trans>
                Almost at your recipe limit ({count}/{limit})
              </Trans>
            )}
          </p>
          <p className="mt-0.5 text-sm opacity-90">
            <Trans>Upgrade to Pro for just $2/month or $50 lifetime</Trans>
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Link href="/subscribe" className={buttonVariants({ size: 'sm', variant: 'primary' })}>
          <Trans>Upgrade</Trans>
        </Link>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t`Dismiss`}
        className="absolute top-3 end-3 rounded-lg p-1.5 opacity-70 transition-opacity hover:opacity-100 sm:static"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
