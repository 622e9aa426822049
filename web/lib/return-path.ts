// Coming back after signing in: a signed-out visit to a signed-in screen (an invitation's link
// to join a household, a list someone shared the address of) goes to /login?next=…, and signing
// in goes on to that screen, query included.

const HOME_PATHS = new Set(['/', '/dashboard']);

/** The sign-in address that returns to `path` (path and query) afterwards. */
export function loginPathFor(path: string): string {
  return HOME_PATHS.has(path) ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}

/**
 * Where to go after signing in: the `next` of the login page's query when it is a path of this
 * app, else home. Anything else (another site, "//host", "/\host") is ignored, so a crafted link
 * cannot send someone away after they signed in.
 */
export function returnPathOf(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
