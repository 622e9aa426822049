// The web app's screens, by the paths its router (web/routes.tsx, web/signed-in-routes.tsx)
// routes. The server answers a page load of any other path with 404 (the app still shows its
// 404 page), so a new screen is added here as well as to the router; app-routes.test.ts checks
// the two agree. Zod-free: the browser imports it.
import { JOIN_HOUSEHOLD_PATH } from './household-values';
import { JOIN_RECIPE_PATH } from './recipe-values';

/** Screens only a signed-in person sees; a visitor is sent to sign in first. */
export const SIGNED_IN_PATHS = [
  '/dashboard',
  '/discover',
  '/help',
  '/subscribe',
  '/admin',
  '/trash',
  '/plan',
  '/shopping',
  '/shopping/:listId',
  '/household',
  '/settings',
  '/settings/api-tokens',
  '/api-docs',
  '/import',
  JOIN_HOUSEHOLD_PATH,
  JOIN_RECIPE_PATH,
] as const;

/** Screens anyone may open (some read differently signed in). */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/reset-password',
  '/learn-more',
  '/recipe/:id',
  '/recipe/:id/cook',
  '/shared/:id',
  '/import/receive',
] as const;

export const APP_ROUTE_PATHS: readonly string[] = [...PUBLIC_PATHS, ...SIGNED_IN_PATHS];

/**
 * A route pattern as the router matches it: `:name` is one segment, letters in any case, and a
 * trailing slash allowed (wouter's matcher, regexparam).
 */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? '/[^/]+?' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    );
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const APP_ROUTE_PATTERNS = APP_ROUTE_PATHS.map(patternOf);

/** Whether `pathname` (no query) is one of the app's screens rather than its 404 page. */
export function isAppRoute(pathname: string): boolean {
  return APP_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
