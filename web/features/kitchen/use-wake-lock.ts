// Keeps the screen on while cooking (Screen Wake Lock API). Browsers without it, or that refuse
// (battery saver, a hidden tab), simply let the screen sleep; the lock is taken again when the
// page becomes visible, since browsers drop it whenever the page is hidden.
import { useEffect } from 'react';

export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isCancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await navigator.wakeLock.request('screen');
        if (isCancelled) void sentinel.release();
      } catch {
        // Refused: the screen may sleep; cooking goes on.
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => {});
    };
  }, [active]);
}
