// Coming back after signing in: a signed-out visit to a signed-in screen (an invitation's link
// to join a household, a list someone shared the address of) goes to /login?next=…, and signing
// in goes on to that screen, query included.

const HOME_PATHS = new Set(['/', '/dashboard']);

/**
 * The sign-in address that returns to `path` (path and query) afterwards; `signUp` opens it on
 * the sign-up form.
 */
export function loginPathFor(path: string, { signUp = false } = {}): string {
  const query = new URLSearchParams();
  if (signUp) query.set('mode', 'signup');
  if (!HOME_PATHS.has(path)) query.set('next', path);
  const text = query.toString();
  return text ? `/login?${text}` : '/login';
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
