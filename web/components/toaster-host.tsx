import { Suspense, lazy } from 'react';
import { useCurrentToast } from '../lib/toast';

const Toaster = lazy(() => import('./ui/toaster'));

/** Loads the toaster with the first toast, so pages that never toast do not pay for it. */
export function ToasterHost() {
  const current = useCurrentToast();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Fetches the toaster ahead of need, e.g. once a signed-in screen is up. */
export function preloadToaster() {
  void import('./ui/toaster');
}
