// Journey: a cook makes a read-only API token from the account menu, a script reads their
// recipes with it (and cannot write), and revoking it in the app stops the script at once.
import { describe, expect, inject } from 'vitest';
import { DESKTOP, snapBoth } from './browser';
import { it } from './journey';
import { createRecipe, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');

describe('personal API tokens', () => {
  it('makes a read token, lets a script read with it, and revokes it', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Tia', lastName: 'Tokens' });
    const recipe = await createRecipe(context, baseUrl, { title: 'Scripted stew' });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'API Tokens' }).click();
    await expectVisible(page, 'You have no tokens yet.');

    await page.getByLabel('Name').fill('Kitchen display');
    await page.getByRole('button', { name: 'Create Token' }).click();
    const secret = page.getByLabel('New token');
    await expect.poll(() => secret.isVisible()).toBe(true);
    const token = await secret.inputValue();
    expect(token).toMatch(/^potluck_/);
    await expectVisible(page, 'Read only');
    await snapBoth(page, 'api-token-created');

    // A script, with no cookie: reads, but may not write.
    const script = await newContext();
    const auth = { authorization: `Bearer ${token}` };
    const list = await script.request.get(`${baseUrl}/api/recipes`, { headers: auth });
    expect(list.status()).toBe(200);
    expect(((await list.json()) as Array<{ title: string }>).map((r) => r.title)).toEqual([
      'Scripted stew',
    ]);
    const write = await script.request.put(`${baseUrl}/api/recipes/${recipe.id}`, {
      headers: { ...auth, 'content-type': 'application/json' },
      data: JSON.stringify({ title: 'Changed by a script' }),
    });
    expect(write.status()).toBe(403);

    // Once the secret is put away, only the name and its use show.
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByLabel('New token').count()).toBe(0);
    await page.reload();
    await expectVisible(page, 'Kitchen display');
    expect(await page.content()).not.toContain(token);

    await page.getByRole('button', { name: 'Revoke Kitchen display' }).click();
    const confirm = page.getByRole('alertdialog', { name: /Revoke “Kitchen display”/ });
    await confirm.getByRole('button', { name: 'Revoke Token' }).click();
    await expectVisible(page, 'You have no tokens yet.');
    const after = await script.request.get(`${baseUrl}/api/recipes`, { headers: auth });
    expect(after.status()).toBe(401);
  });
});
