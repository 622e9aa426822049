// Every action reachable by keyboard. On each screen and open dialog, Tab is pressed until focus
// comes round again, and every visible control a pointer could use (links, buttons, fields,
// checkboxes, menu triggers; roving groups by their one tabbable member) must have been focused
// on the way. Then the everyday path is done with the keyboard alone: add a recipe, open it,
// close it with focus back where it was, reach the Trash through the account menu, tick a
// shopping item.
import { describe, expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser';
import { it } from './journey';
import { api, createRecipe, createShoppingList, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');

/** Marks every control a pointer could use, inside `scope` (a dialog) or the whole page. */
async function markControls(page: Page, scope: string | null): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const root = scopeSelector ? document.querySelector(scopeSelector) : document.body;
    if (!root) throw new Error(`no ${scopeSelector}`);
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=combobox]',
      '[role=tab]',
      '[tabindex]',
    ].join(',');
    const names: string[] = [];
    let serial = 0;
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      // Inside a closed <details> counts as hidden: its summary is what Tab reaches.
      const visible =
        element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) &&
        !element.closest('[aria-hidden=true], [inert]');
      const disabled = (element as HTMLButtonElement).disabled || element.ariaDisabled === 'true';
      // tabindex=-1: taken out of the order on purpose (a roving group's other members, a file
      // input behind its button); the group's tabbable member is what Tab must reach.
      if (!visible || disabled || element.tabIndex < 0) continue;
      serial += 1;
      element.dataset.kbControl = String(serial);
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      names.push(`${serial}: <${element.tagName.toLowerCase()}> ${name.slice(0, 40)}`);
    }
    return names;
  }, scope);
}

/** Presses Tab until focus has gone round once; answers the marked controls never focused. */
async function unreached(page: Page, scope: string | null = null): Promise<string[]> {
  const controls = await markControls(page, scope);
  const reached = new Set<string>();
  for (let press = 0; press < controls.length * 2 + 20; press += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(
      () => document.activeElement?.closest<HTMLElement>('[data-kb-control]')?.dataset.kbControl,
    );
    if (id) reached.add(id);
    if (reached.size === controls.length) break;
  }
  return controls.filter((control) => !reached.has(control.split(':')[0]!));
}

describe('keyboard', () => {
  it('reaches every control on every signed-in screen and dialog, at both widths', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Kim', lastName: 'Keys' });
    const recipe = await createRecipe(context, baseUrl, {
      title: 'Tomato soup',
      ingredients: ['4 tomatoes', '1 onion'],
      steps: ['Chop', 'Simmer'],
      tags: ['soup'],
      servings: '4',
    });
    const trashed = await createRecipe(context, baseUrl, { title: 'Old stew' });
    await context.request.delete(`${baseUrl}/api/recipes/${trashed.id}`, {
      headers: { origin: baseUrl },
    });
    const { household, list } = await createShoppingList(context, baseUrl, 'Weekend', [
      '2 lb potatoes',
      '1 bunch parsley',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    await api(context.request, baseUrl, 'POST', `/api/households/${household.id}/plan`, {
      date: today,
      slot: 'dinner',
      recipeId: recipe.id,
    });

    const page = await context.newPage();
    const missed: Record<string, string[]> = {};
    const screens: Array<[string, string | RegExp]> = [
      ['/', 'Tomato soup'],
      ['/discover', 'Discover Recipes'],
      ['/plan', 'Tomato soup'],
      ['/shopping', 'Weekend'],
      [`/shopping/${list.id}`, 'parsley'],
      ['/household', 'Members'],
      ['/help', 'Help Center'],
      ['/trash', 'Old stew'],
      ['/import', 'Choose a File'],
      ['/settings/api-tokens', 'You have no tokens yet.'],
      ['/subscribe', 'Choose Your Plan'],
      [`/recipe/${recipe.id}`, 'Simmer'],
      [`/recipe/${recipe.id}/cook`, 'Chop'],
    ];
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      for (const [path, text] of screens) {
        await page.goto(`${baseUrl}${path}`);
        await expectVisible(page, text);
        await page.waitForTimeout(300);
        const left = await unreached(page);
        if (left.length > 0) missed[`${path} (${size.width})`] = left;
      }
      await page.goto(baseUrl);
      await expectVisible(page, 'Tomato soup');
      await page.getByRole('button', { name: 'Tomato soup' }).first().click();
      await page.getByRole('dialog', { name: 'Tomato soup' }).waitFor();
      await page.waitForTimeout(300);
      const inDialog = await unreached(page, '[role=dialog]');
      if (inDialog.length > 0) missed[`recipe dialog (${size.width})`] = inDialog;
    }
    expect(missed).toEqual({});
  });

  it('adds, opens and closes a recipe, reaches the Trash and ticks an item with keys alone', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Lee', lastName: 'Keys' });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await expectVisible(page, /No recipes/i);

    const tabTo = async (field: Locator) => {
      for (let press = 0; press < 30; press += 1) {
        await page.keyboard.press('Tab');
        if (await field.evaluate((element) => element === document.activeElement)) return;
      }
      throw new Error('Tab never reached the field');
    };
    const focusOn = async (name: RegExp | string, role: 'button' | 'link' = 'button') => {
      for (let press = 0; press < 60; press += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          return {
            role: element?.tagName === 'A' ? 'link' : element?.tagName === 'BUTTON' ? 'button' : '',
            name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
          };
        });
        const matches = typeof name === 'string' ? focused.name === name : name.test(focused.name);
        if (focused.role === role && matches) return;
      }
      throw new Error(`Tab never reached ${String(name)}`);
    };

    await focusOn('Add Recipe');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    // Focus starts on the Manual Entry tab; the fields follow it in order.
    await tabTo(page.getByLabel(/^Recipe Title/));
    await page.keyboard.type('Keyboard pancakes');
    await tabTo(page.getByLabel(/^Ingredients/));
    await page.keyboard.type('2 eggs\n1 cup flour');
    await tabTo(page.getByLabel(/^Instructions/));
    await page.keyboard.type('Whisk\nFry');
    await focusOn(/^Save Recipe$|^Create Recipe$|^Save$/);
    await page.keyboard.press('Enter');
    await expectVisible(page, 'Keyboard pancakes');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.locator('body').focus();
    await focusOn('Keyboard pancakes');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Keyboard pancakes' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Focus goes back to the card a task after the dialog unmounts. Moving on before it has would
    // let that late focus land after the next key, and close the menu the key opened.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return (
            active !== document.body && (active?.textContent ?? '').includes('Keyboard pancakes')
          );
        }),
      )
      .toBe(true);

    const menuHasFocus = () =>
      page.evaluate(() => document.activeElement?.closest('[role=menu]') != null);
    await focusOn(/account menu/);
    await page.keyboard.press('Enter');
    // The menu moves focus into itself, and along its items, a moment after each key: every
    // press waits for focus to have moved before reading where it is.
    const focusedMenuItem = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'menuitem'
          ? (document.activeElement.textContent?.trim() ?? '')
          : null,
      );
    // Focus lands on the first item, or on the menu itself when the browser reported a pointer
    // move just after the key (it then takes focus as a pointer-opened menu does); ArrowDown
    // moves from there to the first item either way.
    await expect.poll(menuHasFocus).toBe(true);
    for (let press = 0; press < 10 && (await focusedMenuItem()) !== 'Trash'; press += 1) {
      const before = await focusedMenuItem();
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedMenuItem).not.toBe(before);
    }
    expect(await focusedMenuItem()).toBe('Trash');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${baseUrl}/trash`);

    const { list } = await createShoppingList(context, baseUrl, 'Groceries', ['milk']);
    await page.goto(`${baseUrl}/shopping/${list.id}`);
    await expectVisible(page, 'milk');
    const item = page.getByRole('checkbox', { name: /milk/ });
    for (
      let press = 0;
      press < 60 && !(await item.evaluate((el) => el === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    await expect.poll(() => item.getAttribute('aria-checked')).toBe('true');
  });
});
