import { toast } from './toast';

/** Delay before the full-page redirect, so the toast can be read (SPEC §9). */
export const LOGGED_OUT_REDIRECT_MS = 500;

let isRedirecting = false;

/** A 401 whose message contains 'Unauthorized': the session is gone (SPEC §8). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}

/**
 * The one logged-out handler: toast, then a full-page load of /api/login (the server sends the
 * browser on to /login). Returns true when it took over the error.
 */
export function redirectIfLoggedOut(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  if (isRedirecting) return true;
  isRedirecting = true;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  window.setTimeout(() => {
    window.location.href = '/api/login';
  }, LOGGED_OUT_REDIRECT_MS);
  return true;
}
