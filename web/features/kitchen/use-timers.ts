// Kitchen timers: several at once, each pausable, ringing (sound, vibration and a notification
// when allowed) until dismissed. Times are kept as end instants, so a timer stays right when the
// tab was in the background and its ticks were slowed.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDuration } from '../../../contract/kitchen/timers';
import { playChime, unlockChime } from './chime';

export interface KitchenTimer {
  id: number;
  label: string;
  durationSeconds: number;
  /** When it ends (ms since the epoch) while running; null while paused or done. */
  endsAt: number | null;
  /** Time left when paused; 0 once done. */
  remainingMs: number;
  isDone: boolean;
}

/** How often a ringing timer chimes again until dismissed, and for how long at most. */
const RING_EVERY_MS = 2500;
const RING_FOR_MS = 60_000;

export function remainingSeconds(timer: KitchenTimer, now: number): number {
  return (timer.endsAt === null ? timer.remainingMs : Math.max(0, timer.endsAt - now)) / 1000;
}

export function useTimers() {
  const { i18n } = useLingui();
  const [timers, setTimers] = useState<KitchenTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const nextId = useRef(1);
  const timersRef = useRef(timers);
  useEffect(() => {
    timersRef.current = timers;
  }, [timers]);
  const ringingSince = useRef<Map<number, number>>(new Map());

  const isActive = timers.some((timer) => timer.endsAt !== null || timer.isDone);
  useEffect(() => {
    if (!isActive) return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      // Side effects stay out of the state update, which React may run twice.
      const due = timersRef.current.filter((timer) => timer.endsAt !== null && timer.endsAt <= at);
      if (due.length > 0) {
        const dueIds = new Set(due.map((timer) => timer.id));
        for (const timer of due) {
          announce(timer, i18n);
          ringingSince.current.set(timer.id, at);
        }
        setTimers((current) =>
          current.map((timer) =>
            dueIds.has(timer.id) ? { ...timer, endsAt: null, remainingMs: 0, isDone: true } : timer,
          ),
        );
      }
      for (const [id, since] of ringingSince.current) {
        if (at - since > RING_FOR_MS) ringingSince.current.delete(id);
        else if ((at - since) % RING_EVERY_MS < 250) playChime();
      }
    }, 250);
    return () => clearInterval(tick);
  }, [isActive, i18n]);

  const start = useCallback((label: string, seconds: number) => {
    unlockChime();
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().catch(() => {});
    }
    const id = nextId.current++;
    const at = Date.now();
    setNow(at);
    setTimers((current) => [
      ...current,
      {
        id,
        label,
        durationSeconds: seconds,
        endsAt: at + seconds * 1000,
        remainingMs: seconds * 1000,
        isDone: false,
      },
    ]);
  }, []);

  const pause = useCallback((id: number) => {
    setTimers((current) =>
      current.map((timer) =>
        timer.id === id && timer.endsAt !== null
          ? { ...timer, endsAt: null, remainingMs: Math.max(0, timer.endsAt - Date.now()) }
          : timer,
      ),
    );
  }, []);

  const resume = useCallback((id: number) => {
    setTimers((current) =>
      current.map((timer) =>
        timer.id === id && timer.endsAt === null && !timer.isDone
          ? { ...timer, endsAt: Date.now() + timer.remainingMs }
          : timer,
      ),
    );
  }, []);

  const dismiss = useCallback((id: number) => {
    ringingSince.current.delete(id);
    setTimers((current) => current.filter((timer) => timer.id !== id));
  }, []);

  return { timers, now, start, pause, resume, dismiss };
}

const TIMER_DONE = msg`Timer done`;

function announce(timer: KitchenTimer, i18n: I18n) {
  playChime();
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(i18n._(TIMER_DONE), {
      body: `${timer.label} (${formatDuration(timer.durationSeconds)})`,
      tag: `potluck-timer-${timer.id}`,
    });
  } catch {
    // Some browsers only notify through a service worker; the sound and the screen still tell.
  }
}
