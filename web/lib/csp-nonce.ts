// The page's Content-Security-Policy admits only styles from the app's origin and those carrying
// this page load's nonce, which the server writes into <meta property="csp-nonce">. Parts that
// inject a <style> (dialog scroll locking, the select list) must carry it. The attribute reads as
// empty once the page has loaded; the element's nonce property keeps the value.
import { setNonce } from 'get-nonce';

let nonce: string | undefined;

/** This page load's style nonce, or undefined when the page was served without one (dev server). */
export function cspNonce(): string | undefined {
  if (nonce === undefined) {
    nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || '';
  }
  return nonce || undefined;
}

/** Hands the nonce to the library that injects the dialogs' scroll-lock styles. */
export function shareCspNonce() {
  const value = cspNonce();
  if (value) setNonce(value);
}
