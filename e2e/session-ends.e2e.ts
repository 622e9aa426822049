// Journey: a session that ends mid-edit. A cook is typing in a recipe when their session is
// deleted on the server (signed out elsewhere, expired); the last words never reached the server.
// The app says so ('Unauthorized'), sends them to sign in, and brings them back to the recipe
// they had open, with what they typed kept on the device and then sent.
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, inject } from 'vitest';
import { DESKTOP, snap } from './browser';
import { it } from './journey';
import { createRecipe, expectVisible, getRecipe, signUp } from './helpers';

const baseUrl = inject('baseUrl');
const databaseFile = path.join(inject('dataDir'), 'potluck.db');

/** Deletes every session of a user straight in the server's database. */
function deleteSessionsOf(userId: string) {
  const db = new Database(databaseFile);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('delete from sessions where user_id = ?').run(userId);
  } finally {
    db.close();
  }
}

describe('a session that ends mid-edit', () => {
  it('keeps the typing and comes back to the recipe after signing in again', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    const cook = await signUp(context, baseUrl, { firstName: 'Eda', lastName: 'Editor' });
    const recipe = await createRecipe(context, baseUrl, { title: 'Midnight dal' });
    const page = await context.newPage();
    // The socket's messages pass through here; holding the edits makes the last words ones the
    // server never got, as when a session ends before they are sent.
    let holdEdits = false;
    await page.routeWebSocket(/\/ws$/, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        if (holdEdits && String(message).includes('"type":"sync_update"')) return;
        server.send(message);
      });
      server.onMessage((message) => socket.send(message));
    });

    await page.goto(baseUrl);
    await page.getByText('Midnight dal', { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    const title = dialog.getByLabel('Title', { exact: true });
    await expect.poll(() => title.isVisible()).toBe(true);
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' with');
    await expect
      .poll(async () => (await getRecipe(context, baseUrl, recipe.id)).body.title)
      .toBe('Midnight dal with');

    holdEdits = true;
    await page.keyboard.type(' smoked garlic');
    await expect.poll(() => title.inputValue()).toBe('Midnight dal with smoked garlic');
    deleteSessionsOf(cook.id);

    // The server closes the socket of the ended session; the app says so and goes to sign in.
    await expectVisible(page, 'You are logged out. Logging in again...', 15_000);
    await page.waitForURL(/\/login\?/, { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/?recipe=${recipe.id}`);
    holdEdits = false;
    await snap(page, 'session-ended-sign-in-desktop');

    await page.getByLabel('Email').fill(cook.email);
    await page.getByLabel('Password').fill(cook.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Back on the recipe they had open, with the words the server never got.
    const reopened = page.getByRole('dialog');
    await expect
      .poll(() => reopened.getByText('Midnight dal with smoked garlic').first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await snap(page, 'session-ended-typing-kept-desktop');
    // And they reach the server now.
    await expect
      .poll(async () => (await getRecipe(context, baseUrl, recipe.id)).body.title, {
        timeout: 15_000,
      })
      .toBe('Midnight dal with smoked garlic');
  });
});
