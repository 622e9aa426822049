// Shared steps of the journeys: accounts and recipes made through the API, so each journey
// spends its browser time on the screens it is about.
import { expect } from 'vitest';
import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import type { Recipe, User } from '../contract';
import type { Household, ShoppingList } from '../contract/households';

let serial = 0;

/** A unique address for this run, e.g. `bob.1732250000000.3@example.com`. */
export function uniqueEmail(name: string) {
  serial += 1;
  return `${name.toLowerCase()}.${Date.now()}.${serial}@example.com`;
}

/** Sends JSON with the app's own Origin, as the browser does, and answers status and body. */
export async function api<T = unknown>(
  request: APIRequestContext,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await request.fetch(baseUrl + path, {
    method,
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** Registers an account in this browser context (its cookie signs the context in). */
export async function signUp(
  context: BrowserContext,
  baseUrl: string,
  person: { firstName: string; lastName: string; email?: string; password?: string },
): Promise<User & { password: string }> {
  const password = person.password ?? 'secret-pass';
  const res = await api<User>(context.request, baseUrl, 'POST', '/api/auth/register', {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? uniqueEmail(person.firstName),
    password,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, password };
}

/** Signs this browser context in through the API. */
export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
) {
  const res = await api(context.request, baseUrl, 'POST', '/api/auth/login', { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function createRecipe(
  context: BrowserContext,
  baseUrl: string,
  recipe: Partial<Recipe> & { title: string },
): Promise<Recipe> {
  const res = await api<Recipe>(context.request, baseUrl, 'POST', '/api/recipes', {
    ingredients: ['1 cup stock'],
    steps: ['Simmer'],
    ...recipe,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function getRecipe(context: BrowserContext, baseUrl: string, id: string) {
  return api<Recipe>(context.request, baseUrl, 'GET', `/api/recipes/${id}`);
}

/** Waits until `text` shows somewhere on the page. */
export async function expectVisible(page: Page, text: string | RegExp, timeout = 10_000) {
  await expect
    .poll(() => page.getByText(text).first().isVisible(), { timeout, message: String(text) })
    .toBe(true);
}

/** The signed-in user's household, and a new shopping list in it holding `lines`. */
export async function createShoppingList(
  context: BrowserContext,
  baseUrl: string,
  name: string,
  lines: string[],
): Promise<{ household: Household; list: ShoppingList }> {
  const { body } = await api<{ households: Household[] }>(
    context.request,
    baseUrl,
    'GET',
    '/api/households',
  );
  const household = body.households[0]!;
  const list = await api<ShoppingList>(
    context.request,
    baseUrl,
    'POST',
    `/api/households/${household.id}/lists`,
    { name },
  );
  expect(list.status, JSON.stringify(list.body)).toBe(201);
  await api(context.request, baseUrl, 'POST', `/api/lists/${list.body.id}/items`, { lines });
  return { household, list: list.body };
}

/**
 * Opens Add Recipe and its Import from URL tab, on one of its ways in (a web page's address
 * unless told: 'Pasted text', 'Photo').
 */
export async function openImportTab(
  page: Page,
  way: 'Web page' | 'Pasted text' | 'Photo' = 'Web page',
) {
  await page
    .getByRole('button', { name: /^Add( Recipe)?$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Import from URL' }).click();
  await dialog.getByRole('radio', { name: way }).click();
  return dialog;
}

/**
 * The page is under the service worker, which has stored the user's list holding `recipes` (each
 * an id or a title; the list is read in the background once My Recipes has settled).
 */
export async function waitForOfflineReady(
  page: Page,
  recipes: readonly string[],
  { controlTimeout = 20_000 }: { controlTimeout?: number } = {},
) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: controlTimeout,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const stored = await caches.match('/api/recipes');
          if (!stored) return false;
          const listed = (await stored.json()) as Array<{ id: string; title: string }>;
          return wanted.every((want) => listed.some((r) => r.id === want || r.title === want));
        }, recipes),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Makes a toast appear and holds it on screen: the pointer rests on it, which pauses its timer
 * (the toast primitive pauses while the pointer is over its viewport), so the checks after this
 * never race its closing by itself however busy the machine is. Should the toast have closed
 * before the pointer got there, `show` runs again, up to `attempts` times (1 when showing it
 * cannot be repeated, e.g. a delete).
 */
export async function showHeldToast(
  toast: Locator,
  show: () => Promise<unknown>,
  { attempts = 3 } = {},
) {
  for (let attempt = 1; ; attempt += 1) {
    await show();
    await expect.poll(() => toast.first().isVisible(), { timeout: 15_000 }).toBe(true);
    const held = await toast
      .first()
      .hover({ timeout: 2_000 })
      .then(() => toast.first().isVisible())
      .catch(() => false);
    if (held) return;
    if (attempt >= attempts) throw new Error('the toast closed before it could be held');
  }
}
