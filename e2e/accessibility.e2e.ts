// Accessibility: every screen and every open dialog, signed out, signed in and as the admin, at
// phone and desktop widths, has no axe violation (WCAG 2.2 A and AA, and axe's best practices:
// landmarks, heading order).
import { describe, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, type AxeFinding } from './axe';
import { DESKTOP, PHONE, snap } from './browser';
import { it } from './journey';
import { api, createRecipe, createShoppingList, expectVisible, signIn, signUp } from './helpers';

const baseUrl = inject('baseUrl');
const ADMIN = { email: 'admin@potluck.test', password: 'admin-password' };
const SIZES = { phone: PHONE, desktop: DESKTOP } as const;

type Findings = Record<string, AxeFinding[]>;

/** Audits the page at both widths, as `name`; `prepare` brings it to the state to audit. */
async function audit(page: Page, name: string, findings: Findings, prepare?: () => Promise<void>) {
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    if (prepare) await prepare();
    // Animations (a dialog's fade) end before the colours are read.
    await page.waitForTimeout(350);
    const found = await axeViolations(page);
    if (found.length > 0) findings[`${name} (${label})`] = found;
  }
}

async function visit(page: Page, path: string, text: string | RegExp) {
  await page.goto(`${baseUrl}${path}`);
  await expectVisible(page, text);
}

describe('accessibility', () => {
  it('has no violations on the public screens', async ({ newContext }) => {
    const owner = await newContext();
    await signUp(owner, baseUrl, { firstName: 'Ada', lastName: 'Audit' });
    const recipe = await createRecipe(owner, baseUrl, {
      title: 'Lemon tart',
      description: 'Sharp and sweet',
      ingredients: ['3 lemons', '200 g sugar'],
      steps: ['Bake the shell', 'Fill and chill'],
      tags: ['dessert'],
      visibility: 'public',
      prepTime: 30,
      servings: '8',
    });
    const context = await newContext();
    const page = await context.newPage();
    const findings: Findings = {};
    await visit(page, '/', 'Collaborative Recipe Management');
    await audit(page, 'landing', findings);
    await visit(page, '/login', /Sign in|Welcome/i);
    await audit(page, 'login', findings);
    await visit(page, '/reset-password', /Reset/i);
    await audit(page, 'reset password', findings);
    await visit(page, '/learn-more', 'A recipe box for everyone you cook with');
    await audit(page, 'learn more', findings);
    await visit(page, `/recipe/${recipe.id}`, 'Lemon tart');
    await audit(page, 'shared recipe (visitor)', findings);
    await visit(page, `/recipe/${recipe.id}/cook`, 'Bake the shell');
    await audit(page, 'cook mode (visitor)', findings);
    await visit(page, '/no-such-page', '404 Page Not Found');
    await audit(page, 'not found', findings);
    expect(findings).toEqual({});
  });

  it('has no violations on the signed-in screens and dialogs', async ({ newContext }) => {
    const context = await newContext();
    await signUp(context, baseUrl, { firstName: 'Ada', lastName: 'Lovelace' });
    const friend = await newContext();
    const bea = await signUp(friend, baseUrl, { firstName: 'Bea', lastName: 'Baker' });
    const recipe = await createRecipe(context, baseUrl, {
      title: 'Tomato soup',
      description: 'Quick and warming',
      ingredients: ['4 tomatoes', '1 onion', '500 ml stock'],
      steps: ['Chop', 'Simmer for 20 minutes', 'Blend'],
      tags: ['soup', 'quick'],
      visibility: 'link-view',
      prepTime: 10,
      cookTime: 20,
      servings: '4',
    });
    await api(context.request, baseUrl, 'POST', '/api/recipes/invite', {
      recipeId: recipe.id,
      email: bea.email,
      inviteType: 'email',
    });
    const trashed = await createRecipe(context, baseUrl, { title: 'Old stew' });
    const deleted = await context.request.delete(`${baseUrl}/api/recipes/${trashed.id}`, {
      headers: { origin: baseUrl },
    });
    expect(deleted.status()).toBe(200);
    const { list } = await createShoppingList(context, baseUrl, 'Weekend', [
      '2 lb potatoes',
      '1 bunch parsley',
    ]);

    const page = await context.newPage();
    const findings: Findings = {};
    await visit(page, '/', 'Tomato soup');
    await audit(page, 'my recipes', findings);
    await audit(page, 'account menu', findings, async () => {
      // Opened again if the click left it closed (seen only in full runs of the suite; the cause
      // is not yet known).
      const signOut = page.getByText('Sign Out').first();
      await expect
        .poll(
          async () => {
            if (await signOut.isVisible()) return true;
            await page.keyboard.press('Escape');
            await page.getByRole('button', { name: /account menu/i }).click();
            await signOut.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
            return signOut.isVisible();
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await snap(page, `account-menu-${page.viewportSize()!.width < 600 ? 'phone' : 'desktop'}`);
    });
    await page.keyboard.press('Escape');

    const detail = page.getByRole('dialog', { name: 'Tomato soup' });
    await audit(page, 'recipe dialog', findings, async () => {
      if (!(await detail.isVisible()))
        await page.getByRole('button', { name: 'Tomato soup' }).first().click();
      await expect.poll(() => detail.isVisible()).toBe(true);
    });
    await audit(page, 'recipe dialog, editing', findings, async () => {
      const edit = detail.getByRole('button', { name: 'Edit', exact: true });
      if (await edit.isVisible()) await edit.click();
      await expect.poll(() => detail.getByLabel('Title').isVisible()).toBe(true);
    });
    const history = page.getByRole('dialog', { name: /History/ });
    await audit(page, 'history dialog', findings, async () => {
      if (!(await history.isVisible())) {
        await detail.getByRole('button', { name: 'History' }).click();
      }
      await expect.poll(() => history.isVisible()).toBe(true);
    });
    await page.keyboard.press('Escape');
    await expect.poll(() => history.isVisible()).toBe(false);
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share Recipe' });
    await audit(page, 'share dialog', findings, async () => {
      if (!(await share.isVisible())) await detail.getByRole('button', { name: 'Share' }).click();
      await expectVisible(page, 'Bea Baker');
    });
    await page.keyboard.press('Escape');
    await expect.poll(() => share.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);

    const add = page.getByRole('dialog', { name: 'Add New Recipe' });
    await audit(page, 'add recipe', findings, async () => {
      if (!(await add.isVisible())) {
        await page
          .getByRole('button', { name: /^Add( Recipe)?$/ })
          .first()
          .click();
      }
      await add.getByRole('tab', { name: 'Manual Entry' }).click();
    });
    await audit(page, 'add recipe, import', findings, async () => {
      await add.getByRole('tab', { name: 'Import from URL' }).click();
    });
    await audit(page, 'add recipe, import pasted text', findings, async () => {
      await add.getByRole('radio', { name: 'Pasted text' }).click();
    });
    await audit(page, 'add recipe, import a photo', findings, async () => {
      await add.getByRole('radio', { name: 'Photo' }).click();
    });
    await page.keyboard.press('Escape');

    await visit(page, '/discover', 'Discover Recipes');
    await audit(page, 'discover', findings);
    await visit(page, '/plan', 'Meal plan');
    await audit(page, 'plan', findings);
    await visit(page, '/shopping', 'Weekend');
    await audit(page, 'shopping lists', findings);
    await visit(page, `/shopping/${list.id}`, 'parsley');
    await audit(page, 'shopping list', findings);
    await visit(page, '/household', 'Members');
    await audit(page, 'household', findings);
    await visit(page, '/help', 'Help Center');
    await audit(page, 'help', findings);
    await visit(page, '/subscribe', 'Choose Your Plan');
    await audit(page, 'subscribe', findings);
    await visit(page, '/trash', 'Old stew');
    await audit(page, 'trash', findings);
    await visit(page, `/recipe/${recipe.id}`, 'Tomato soup');
    await audit(page, 'recipe page', findings);
    await visit(page, `/recipe/${recipe.id}/cook`, 'Chop');
    await audit(page, 'cook mode', findings);
    await visit(page, '/learn-more', 'A recipe box for everyone you cook with');
    await audit(page, 'learn more (signed in)', findings);
    await visit(page, '/settings/api-tokens', 'You have no tokens yet.');
    await audit(page, 'api tokens', findings);
    await visit(page, '/api-docs', 'API Reference');
    await audit(page, 'api reference', findings);
    await visit(page, '/import', 'Choose a File');
    await audit(page, 'import recipes', findings);
    const exportDialog = page.getByRole('dialog', { name: 'Export My Recipes' });
    await audit(page, 'export dialog', findings, async () => {
      if (!(await exportDialog.isVisible())) {
        await page.getByRole('button', { name: /account menu/i }).click();
        await page.getByRole('menuitem', { name: 'Export My Recipes' }).click();
      }
      await expect.poll(() => exportDialog.isVisible()).toBe(true);
    });
    await page.keyboard.press('Escape');
    expect(findings).toEqual({});
  });

  it('has no violations on the admin dashboard', async ({ newContext }) => {
    const context: BrowserContext = await newContext();
    await signIn(context, baseUrl, ADMIN.email, ADMIN.password);
    const page = await context.newPage();
    const findings: Findings = {};
    await visit(page, '/admin', 'Admin Dashboard');
    await audit(page, 'admin', findings);
    expect(findings).toEqual({});
  });
});
