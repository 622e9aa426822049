// Journey: a recipe whose stored document holds what no client writes (a null and a number among
// its ingredient lines, as was possible before every update was checked against the recipe's
// schema: docs/decisions/015). The server refuses such updates now, so the document is written
// into the database directly. The editor must still open, show the real lines and let them be
// edited; it blanked before (`t.observe is not a function`).
import path from 'node:path';
import Database from 'better-sqlite3';
import * as Y from 'yjs';
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { recipeList, recipeText } from '../contract/sync/recipe-doc';
import { DESKTOP, snapBoth } from './browser';
import { it } from './journey';
import { createRecipe, signUp } from './helpers';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** Appends `change` to the recipe's stored document, past the server's checks. */
async function writeIntoStoredDoc(page: Page, recipeId: string, change: (doc: Y.Doc) => void) {
  const res = await page.context().request.get(`${baseUrl}/api/recipes/${recipeId}/doc`);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(await res.body()));
  const before = Y.encodeStateVector(doc);
  doc.transact(() => change(doc));
  const update = Y.encodeStateAsUpdate(doc, before);
  const db = new Database(path.join(dataDir, 'potluck.db'));
  try {
    const head = db.prepare('SELECT seq FROM sync_docs WHERE doc_id = ?').get(recipeId) as {
      seq: number;
    };
    db.prepare(
      'INSERT INTO sync_updates (doc_id, seq, data, user_id, created_at) VALUES (?, ?, ?, NULL, ?)',
    ).run(recipeId, head.seq + 1, Buffer.from(update), new Date().toISOString());
    db.prepare('UPDATE sync_docs SET seq = ? WHERE doc_id = ?').run(head.seq + 1, recipeId);
  } finally {
    db.close();
  }
}

describe('a malformed recipe document', () => {
  it('opens in the editor with its real lines, which stay editable', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(context, baseUrl, { firstName: 'Mallory', lastName: 'Doc' });
    const recipe = await createRecipe(context, baseUrl, {
      title: 'Odd Soup',
      ingredients: ['1 onion', '2 leeks'],
      steps: ['Simmer'],
    });
    // A first change stores the document (it is built from the row until then).
    const edit = await context.request.put(`${baseUrl}/api/recipes/${recipe.id}`, {
      headers: { origin: baseUrl, 'content-type': 'application/json' },
      data: JSON.stringify({ description: 'Stored' }),
    });
    expect(edit.status()).toBe(200);
    await writeIntoStoredDoc(page, recipe.id, (doc) => {
      recipeList(doc, 'ingredients').insert(1, [null as never, 42 as never]);
      recipeText(doc, 'title').insertEmbed(0, { junk: true });
    });

    await page.goto(baseUrl);
    await page.getByText('Odd Soup', { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    const title = dialog.getByLabel('Title', { exact: true });
    await expect.poll(() => title.isVisible()).toBe(true);
    const lines = () =>
      dialog
        .locator('input[id^="edit-ingredient-"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect.poll(lines).toEqual(['1 onion', '2 leeks']);
    await snapBoth(page, 'malformed-doc-editor');

    // The lines still edit, at their places in the list.
    await dialog.locator('input[id^="edit-ingredient-"]').nth(1).fill('3 leeks');
    await expect.poll(lines).toEqual(['1 onion', '3 leeks']);
    expect(errors).toEqual([]);
  });
});
