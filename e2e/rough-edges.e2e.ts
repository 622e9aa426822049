// The details a new user meets: focus goes back to what opened a dialog, a toast never covers a
// dialog's buttons, the header search works from every screen, a premium account is never
// offered an upgrade, Learn More reads right signed in, the limit banner moves nothing, and long
// titles wrap at words.
import { describe, expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { User } from '../contract';
import { DESKTOP, PHONE, snap } from './browser';
import { it } from './journey';
import { api, createRecipe, expectVisible, showHeldToast, signIn, signUp } from './helpers';

const baseUrl = inject('baseUrl');
const ADMIN = { email: 'admin@potluck.test', password: 'admin-password' };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element that has focus, described by its accessible name or text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const item of await locator.all()) {
    const box = await item.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

describe('rough edges', () => {
  it('returns focus to what opened a dialog, and keeps toasts off dialog buttons', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Fay', lastName: 'Focus' });
    await createRecipe(context, baseUrl, { title: 'Tomato soup', visibility: 'link-view' });
    const page = await context.newPage();
    await page.goto(baseUrl);
    const card = page.getByRole('button', { name: 'Tomato soup' }).first();
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);

    // The recipe opened from its card by keyboard; Escape brings focus back to the card.
    await card.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Tomato soup' });
    await expect.poll(() => detail.isVisible()).toBe(true);
    // Share opened from the recipe: closing it returns to its Share button.
    await detail.getByRole('button', { name: 'Share' }).focus();
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: 'Share Recipe' });
    await expect.poll(() => share.isVisible()).toBe(true);

    // A toast while the share dialog is open, at phone and desktop sizes.
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      const toast = page.locator('li').filter({ hasText: 'Email Required' });
      await showHeldToast(toast, () => share.getByRole('button', { name: 'Invite' }).click());
      await page.waitForTimeout(300);
      const toastBox = (await toast.boundingBox())!;
      for (const box of await boxesOf(share.getByRole('button'))) {
        expect(overlaps(toastBox, box), JSON.stringify({ size, toastBox, box })).toBe(false);
      }
      await snap(page, `toast-over-dialog-${size === PHONE ? 'phone' : 'desktop'}`);
      // The modal hides the rest of the page from the accessibility tree; the toast is announced.
      await toast.locator('button[aria-label="Close"]').click();
      await expect.poll(() => toast.count()).toBe(0);
    }

    await share.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => share.isVisible()).toBe(false);
    // The primitive moves focus back a task after the dialog unmounts, so the check waits for it.
    await expect.poll(() => focusedName(page)).toBe('Share');
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);
    await expect.poll(() => focusedName(page)).toContain('Tomato soup');

    // A dialog opened from a menu item: focus goes back to the button that opened the menu.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Export My Recipes' }).click();
    const exporting = page.getByRole('dialog', { name: 'Export My Recipes' });
    await expect.poll(() => exporting.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => exporting.isVisible()).toBe(false);
    await expect.poll(() => focusedName(page)).toMatch(/account menu/i);

    // A dialog as tall as a phone: the toast of a failed import keeps clear of it too.
    await page.setViewportSize(PHONE);
    await page
      .getByRole('button', { name: /^Add( Recipe)?$/ })
      .first()
      .click();
    const add = page.getByRole('dialog', { name: 'Add New Recipe' });
    await add.getByRole('tab', { name: 'Import from URL' }).click();
    await add.getByLabel('Recipe URL').fill('http://127.0.0.1:9/no-such-page');
    const failed = page.locator('li').filter({ hasText: /could not|not|refused|failed/i });
    await showHeldToast(failed, () =>
      add.getByRole('button', { name: 'Import', exact: true }).click(),
    );
    await page.waitForTimeout(300);
    const failedBox = (await failed.first().boundingBox())!;
    for (const box of await boxesOf(add.getByRole('button'))) {
      expect(overlaps(failedBox, box), JSON.stringify({ failedBox, box })).toBe(false);
    }
    await snap(page, 'toast-over-tall-dialog-phone');
  });

  it('searches from every screen, and wraps long titles at words', async ({ newContext }) => {
    const context = await newContext({ viewport: PHONE });
    await signUp(context, baseUrl, { firstName: 'Sid', lastName: 'Search' });
    const long =
      'Grandmother’s extraordinarily slow-roasted Mediterranean vegetable lasagna with homemade béchamel';
    await createRecipe(context, baseUrl, { title: long });
    await createRecipe(context, baseUrl, { title: 'Pea risotto' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/plan`);
    await expectVisible(page, 'Meal plan');
    await page
      .getByRole('searchbox', { name: 'Search recipes or tags' })
      .pressSequentially('risotto');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // Focus stayed in the box, with every letter typed, and the list is searched.
    expect(await page.getByRole('searchbox').inputValue()).toBe('risotto');
    await expect
      .poll(() => page.getByText('Pea risotto', { exact: true }).first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(long).count()).toBe(0);

    await page.getByRole('searchbox').fill('');
    const title = page.getByRole('heading', { name: long });
    await expect.poll(() => title.first().isVisible()).toBe(true);
    const layout = await title.first().evaluate((el) => ({
      whiteSpace: getComputedStyle(el).whiteSpace,
      overflows: el.scrollWidth > el.clientWidth,
      lines: Math.round(
        el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      ),
    }));
    expect(layout).toMatchObject({ overflows: false });
    expect(layout.whiteSpace).not.toBe('nowrap');
    expect(layout.lines).toBeGreaterThan(1);
    await snap(page, 'long-title-phone');
  });

  it('never offers a premium account an upgrade, and shows Learn More signed in', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    const user = await signUp(context, baseUrl, { firstName: 'Pam', lastName: 'Premium' });
    const adminContext = await newContext();
    await signIn(adminContext, baseUrl, ADMIN.email, ADMIN.password);
    const made = await api<User>(
      adminContext.request,
      baseUrl,
      'PATCH',
      `/api/admin/users/${user.id}`,
      {
        accountType: 'premium',
      },
    );
    expect(made.status).toBe(200);
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Trash' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Upgrade Plan' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // The badge waits for the public settings, which say whether this install has plans.
    await expect.poll(() => page.getByRole('link', { name: 'PREMIUM' }).isVisible()).toBe(true);

    await page.goto(`${baseUrl}/subscribe`);
    await expectVisible(page, 'Your account already has unlimited recipes');
    expect(await page.getByRole('button', { name: 'Current Plan' }).count()).toBe(0);

    await page.goto(`${baseUrl}/learn-more`);
    await expectVisible(page, 'A recipe box for everyone you cook with');
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'My Recipes' }).first().isVisible()).toBe(true);
    await snap(page, 'learn-more-signed-in-desktop');
  });

  it('shows the recipe limit banner without moving anything on screen', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Lin', lastName: 'Limit' });
    for (const title of ['One', 'Two', 'Three', 'Four'])
      await createRecipe(context, baseUrl, { title });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
        }>) {
          if (!entry.hadRecentInput)
            (window as unknown as { shifts: number[] }).shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(baseUrl);
    await expectVisible(page, 'Almost at your recipe limit (4/5)');
    // The whole list loads after the first cards; give it time to arrive too.
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});
