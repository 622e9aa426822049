import { loginPathFor } from './return-path';
import { toast } from './toast';

/** Delay before the full-page redirect, so the toast can be read (SPEC §9). */
export const LOGGED_OUT_REDIRECT_MS = 500;

let isRedirecting = false;
/**
 * Deletes what the ended session left on the device (the offline app's stored answers and
 * photos: web/features/offline/offline-data.ts). Passed in by main.tsx, since lib/ imports no
 * feature; until then there is nothing stored to delete.
 */
let clearDeviceData: () => Promise<void> = () => Promise.resolve();
let isSigningOut = false;
/** Where the person is beyond the address (a recipe open in a dialog), to come back to. */
let placeOfScreen: (() => string | null) | null = null;

/** Names what a session ending deletes from the device before the browser signs in again. */
export function setLoggedOutCleanup(clear: () => Promise<void>) {
  clearDeviceData = clear;
}

/**
 * Lets a screen say where the person is when its address alone does not (My Recipes with a recipe
 * open: `/?recipe={id}`); answers the function that takes it back.
 */
export function setReturnPlace(place: () => string | null): () => void {
  placeOfScreen = place;
  return () => {
    if (placeOfScreen === place) placeOfScreen = null;
  };
}

/** The page to come back to after signing in again: the screen's place, else the address. */
export function currentPlace(): string {
  return placeOfScreen?.() ?? `${window.location.pathname}${window.location.search}`;
}

/**
 * The user is signing out (or deleting their account) on purpose: a session ending now is no
 * surprise to report. `false` takes it back when that failed (a wrong password).
 */
export function markSigningOut(signingOut = true) {
  isSigningOut = signingOut;
}

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
  handleLoggedOut();
  return true;
}

/**
 * The session ended (a 401, or the server closed the live socket because the account was signed
 * out or disabled): tell the user and send the browser to sign in again.
 */
export function handleLoggedOut() {
  if (isRedirecting || isSigningOut) return;
  isRedirecting = true;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  window.setTimeout(() => {
    // The stored answers belong to the session that ended; the next sign-in may be someone else.
    // Edits not yet sent stay in the device's documents (web/features/offline/sync/stored-docs.ts) until
    // the next sign-in: kept if it is the same person, deleted if not. Signing in comes back here.
    const returnTo = `/api${loginPathFor(currentPlace())}`;
    void clearDeviceData().finally(() => {
      window.location.href = returnTo;
    });
  }, LOGGED_OUT_REDIRECT_MS);
}
