import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Pause, Play, X } from 'lucide-react';
import { formatClock, formatDuration } from '../../../contract/kitchen/timers';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { remainingSeconds, type KitchenTimer } from './use-timers';

/** The running timers, fixed at the bottom of cook mode; a finished one rings until dismissed. */
export function TimerTray({
  timers,
  now,
  onPause,
  onResume,
  onDismiss,
}: {
  timers: KitchenTimer[];
  now: number;
  onPause: (id: number) => void;
  onResume: (id: number) => void;
  onDismiss: (id: number) => void;
}) {
  const { t } = useLingui();
  if (timers.length === 0) return null;
  return (
    <section
      aria-label={t`Timers`}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 px-3 py-2 shadow-lifted backdrop-blur"
    >
      <ul className="mx-auto flex max-w-6xl gap-2 overflow-x-auto">
        {timers.map((timer) => {
          const left = remainingSeconds(timer, now);
          const isRunning = timer.endsAt !== null;
          const label = timer.label;
          const duration = formatDuration(Math.ceil(left));
          return (
            <li
              key={timer.id}
              data-timer-state={timer.isDone ? 'ringing' : isRunning ? 'running' : 'paused'}
              className={cn(
                'flex shrink-0 items-center gap-2 rounded-xl border px-3 py-1.5',
                timer.isDone
                  ? 'animate-pulse border-red-300 bg-red-50 text-red-800'
                  : 'border-stone-200 bg-stone-50 text-stone-800',
              )}
            >
              {timer.isDone ? <BellRing className="size-4" aria-hidden="true" /> : null}
              <span className="max-w-40 truncate text-sm">{timer.label}</span>
              <span
                className="font-mono text-lg font-semibold tabular-nums"
                role={timer.isDone ? 'alert' : undefined}
                aria-label={timer.isDone ? t`${label}: time is up` : t`${label}: ${duration} left`}
              >
                {timer.isDone ? <Trans>Done!</Trans> : formatClock(left)}
              </span>
              {timer.isDone ? null : isRunning ? (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t`Pause ${label}`}
                  onClick={() => onPause(timer.id)}
                >
                  <Pause aria-hidden="true" />
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t`Resume ${label}`}
                  onClick={() => onResume(timer.id)}
                >
                  <Play aria-hidden="true" />
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={timer.isDone ? t`Dismiss ${label}` : t`Cancel ${label}`}
                onClick={() => onDismiss(timer.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
