import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOIN_HOUSEHOLD_PATH } from './household-values';
import { APP_ROUTE_PATHS, isAppRoute } from './app-routes';
import { JOIN_RECIPE_PATH } from './recipe-values';

describe('isAppRoute', () => {
  it('matches the screens as the router does', () => {
    for (const screen of ['/', '', '/discover', '/Discover/', '/recipe/r1', '/recipe/r1/cook']) {
      expect(isAppRoute(screen), screen).toBe(true);
    }
    expect(isAppRoute('/shopping/list-1')).toBe(true);
    expect(isAppRoute(JOIN_RECIPE_PATH)).toBe(true);
  });

  it('does not match other paths', () => {
    for (const other of ['/nope', '/recipe', '/recipe/r1/edit', '/shopping/a/b', '/discoverx']) {
      expect(isAppRoute(other), other).toBe(false);
    }
  });
});

/**
 * The paths a router file routes: `path="/x"`, and `path={NAME}` for the shared constants
 * (`path={path}` is a route made from this list itself).
 */
function routedPaths(file: string): string[] {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '..', 'web', file), 'utf8');
  const constants: Record<string, string> = { JOIN_HOUSEHOLD_PATH, JOIN_RECIPE_PATH };
  return [...source.matchAll(/<Route\b[^>]*\bpath=(?:"([^"]+)"|\{(\w+)\})/g)]
    .filter(([, , name]) => name !== 'path')
    .map(([, literal, name]) => literal ?? constants[name!] ?? `{${name}}`);
}

describe('the list of screens', () => {
  it('holds every path the web routers route, so the server answers them 200', () => {
    const routed = [...routedPaths('routes.tsx'), ...routedPaths('signed-in-routes.tsx')];
    expect(routed.length).toBeGreaterThan(20);
    expect(routed.filter((route) => !APP_ROUTE_PATHS.includes(route))).toEqual([]);
  });
});
