// Journey: the app in Arabic, right to left. The device's language is set before the first load,
// and the screens are found by their Arabic texts (e2e/messages.ts reads them from the catalogue
// by their English). Sign up, add a recipe, then My Recipes, the recipe, its editor, cook mode, a
// shopping list, the meal plan and Settings at desktop and phone widths: the document reads right
// to left, nothing runs past the screen's sides, and cook mode goes on to the left (its Next
// button, ArrowLeft, a swipe to the right).
// Screenshots as rtl-<screen>-<width> (E2E_SCREENSHOT_DIR=/tmp puts them in /tmp).
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, snap } from './browser';
import { it } from './journey';
import { api, createRecipe, createShoppingList, expectVisible } from './helpers';
import { escapeRegExp, messagesIn } from './messages';

const baseUrl = inject('baseUrl');
/** The app's texts as the Arabic screens show them, by their English. */
const ar = messagesIn('ar');
/** Cook mode's step counter for a recipe of three steps, in Arabic. */
const stepOf = (stepNumber: number) =>
  ar('Step {stepNumber} of {stepCount}', { stepNumber, stepCount: 3 });

/** The document's direction, and what sticks out past the screen's sides (empty when nothing). */
async function layout(page: Page) {
  return page.evaluate(() => {
    const html = document.documentElement;
    const overflowing = [html, document.body]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.tagName} ${element.scrollWidth} > ${element.clientWidth}`);
    // What is seen past a side, for the message: an element's box outside the viewport whose
    // ancestors do not clip it.
    const width = html.clientWidth;
    const outside: string[] = [];
    if (overflowing.length > 0) {
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
        outside.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
        if (outside.length >= 8) break;
      }
    }
    return { dir: html.dir, overflowing, outside };
  });
}

/** At desktop and then phone width: right to left, nothing past the sides, a screenshot each. */
async function checkScreen(page: Page, name: string) {
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    const seen = await layout(page);
    expect(seen.dir, name).toBe('rtl');
    expect(seen.overflowing, `${name} at ${label}: ${seen.outside.join('; ')}`).toEqual([]);
    await snap(page, `rtl-${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('right to left', () => {
  it('lays every screen out mirrored in Arabic, and cook mode goes on to the left', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP, hasTouch: true });
    await context.addInitScript(() => localStorage.setItem('potluck:locale', 'ar'));
    const page = await context.newPage();

    // The landing page, then sign up through the form, right to left.
    await page.goto(baseUrl);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expectVisible(page, ar('Collaborative Recipe Management'));
    await checkScreen(page, 'landing');
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: ar('Sign up') }).click();
    await page.getByLabel(ar('First Name')).fill('Rania');
    await page.getByLabel(ar('Last Name')).fill('Rtl');
    const email = page.getByLabel(ar('Email'));
    await email.fill(`rania.${Date.now()}@example.com`);
    // An address reads left to right on an Arabic screen too.
    expect(await email.getAttribute('dir')).toBe('ltr');
    await page.getByLabel(ar('Password')).fill('secret-pass');
    await checkScreen(page, 'sign-up');
    await page.getByRole('button', { name: ar('Create Account') }).click();
    await expectVisible(page, ar('Get started by adding your first recipe'));

    // A recipe added through the dialog (a Latin title), and one written in Arabic.
    await page
      .getByRole('button', {
        name: new RegExp(`^(${escapeRegExp(ar('Add'))}|${escapeRegExp(ar('Add Recipe'))})$`),
      })
      .first()
      .click();
    const addDialog = page.getByRole('dialog');
    const title = addDialog.getByLabel(ar('Recipe Title *'));
    await title.fill('Tomato Basil Soup');
    // A title is set in its own direction (a Latin one left to right), the empty field in the page's.
    expect(await title.evaluate((field) => getComputedStyle(field).unicodeBidi)).toBe('plaintext');
    await addDialog
      .getByLabel(ar('Ingredients * (one per line)'))
      .fill('4 tomatoes\n1 bunch basil\n1 onion');
    await addDialog
      .getByLabel(ar('Instructions * (one per line)'))
      .fill('Chop everything.\nSimmer for 20 minutes.\nBlend and season.');
    await addDialog.getByLabel(ar('Tags (comma separated)')).fill('soup, vegetarian');
    await checkScreen(page, 'add-recipe');
    await addDialog.getByRole('button', { name: ar('Save Recipe') }).click();
    await expect.poll(() => addDialog.isVisible()).toBe(false);
    const arabic = await createRecipe(context, baseUrl, {
      title: 'شوربة العدس',
      description: 'شوربة دافئة للشتاء',
      ingredients: ['كوب عدس أحمر', 'بصلة واحدة', '4 cups water'],
      steps: ['اغسل العدس.', 'اطبخه مع البصل 25 دقيقة.', 'اهرسه وقدمه.'],
      tags: ['شوربة'],
      servings: '4',
    });
    const recipes = await api<Array<{ id: string; title: string }>>(
      context.request,
      baseUrl,
      'GET',
      '/api/recipes',
    );
    const soup = recipes.body.find((recipe) => recipe.title === 'Tomato Basil Soup')!;
    expect(soup).toBeTruthy();

    // My Recipes: the Latin title reads left to right inside the mirrored card.
    await page.goto(baseUrl);
    await expectVisible(page, 'Tomato Basil Soup');
    await expectVisible(page, 'شوربة العدس');
    await checkScreen(page, 'my-recipes');

    // The recipe, and its editor (the detail dialog, editing).
    await page.goto(`${baseUrl}/recipe/${arabic.id}`);
    await expectVisible(page, 'اغسل العدس.');
    await checkScreen(page, 'recipe');
    await page.goto(`${baseUrl}/recipe/${soup.id}`);
    await expectVisible(page, 'Chop everything.');
    await checkScreen(page, 'recipe-latin');
    await page.goto(baseUrl);
    await page.getByText('Tomato Basil Soup').first().click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: ar('Edit'), exact: true }).click();
    await expect.poll(() => detail.getByLabel(ar('Title')).isVisible()).toBe(true);
    await checkScreen(page, 'editor');
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);

    // Cook mode: Next is on the left, and it, ArrowLeft and a swipe to the right go on.
    await page.goto(`${baseUrl}/recipe/${soup.id}/cook`);
    await expectVisible(page, stepOf(1));
    const next = page.getByRole('button', { name: ar('Next') });
    const previous = page.getByRole('button', { name: ar('Previous') });
    const nextBox = (await next.boundingBox())!;
    const previousBox = (await previous.boundingBox())!;
    expect(nextBox.x).toBeLessThan(previousBox.x);
    await checkScreen(page, 'cook-mode');
    await next.click();
    await expectVisible(page, stepOf(2));
    await page.keyboard.press('ArrowLeft');
    await expectVisible(page, stepOf(3));
    await page.keyboard.press('ArrowRight');
    await expectVisible(page, stepOf(2));
    await page.keyboard.press('ArrowRight');
    await expectVisible(page, stepOf(1));
    const main = (await page.getByRole('main').boundingBox())!;
    const y = main.y + main.height / 2;
    await page.mouse.move(main.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(main.x + main.width - 20, y, { steps: 5 });
    await page.mouse.up();
    await expectVisible(page, stepOf(2));
    await page.setViewportSize(PHONE);
    await page.reload();
    await expectVisible(page, stepOf(1));
    await checkScreen(page, 'cook-mode-phone-first');

    // A shopping list with Latin and Arabic items.
    const { household, list } = await createShoppingList(context, baseUrl, 'Weekend', [
      '2 lb potatoes',
      'حزمة بقدونس',
    ]);
    await page.goto(`${baseUrl}/shopping`);
    await expectVisible(page, 'Weekend');
    await checkScreen(page, 'shopping-lists');
    await page.goto(`${baseUrl}/shopping/${list.id}`);
    await expectVisible(page, 'potatoes');
    await checkScreen(page, 'shopping-list');

    // The meal plan, with both recipes in it.
    const today = new Date().toISOString().slice(0, 10);
    for (const [recipeId, slot] of [
      [soup.id, 'dinner'],
      [arabic.id, 'lunch'],
    ]) {
      const planned = await api(
        context.request,
        baseUrl,
        'POST',
        `/api/households/${household.id}/plan`,
        { date: today, slot, recipeId },
      );
      expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    }
    await page.goto(`${baseUrl}/plan`);
    await expectVisible(page, 'Tomato Basil Soup');
    await checkScreen(page, 'plan');

    // The week runs from the right, and a meal dragged with the keyboard goes the way the arrow
    // points: ArrowLeft to the next day.
    const columns = await page
      .locator('section[aria-labelledby^="plan-day-"]')
      .evaluateAll((sections) =>
        sections.map((section) => ({
          date: section.getAttribute('aria-labelledby')!.slice('plan-day-'.length),
          left: section.getBoundingClientRect().left,
        })),
      );
    const byPlace = columns.sort((a, b) => a.left - b.left).map((column) => column.date);
    expect(byPlace).toEqual([...byPlace].sort().reverse());
    const here = byPlace.indexOf(today);
    const [key, there] =
      here > 0 ? ['ArrowLeft', byPlace[here - 1]!] : ['ArrowRight', byPlace[here + 1]!];
    await page
      .getByRole('button', { name: ar('Drag {name}', { name: 'Tomato Basil Soup' }) })
      .focus();
    await page.keyboard.press('Space');
    // dnd-kit measures the slots once the drag has begun, and the dragged card once it moved.
    await page.waitForTimeout(300);
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect
      .poll(() =>
        page
          .locator(`section[aria-labelledby="plan-day-${there}"]`)
          .getByText('Tomato Basil Soup')
          .count(),
      )
      .toBe(1);

    // The recipe's history and sharing dialogs.
    await page.goto(baseUrl);
    await page.getByText('Tomato Basil Soup').first().click();
    await detail.getByRole('button', { name: ar('Edit'), exact: true }).click();
    await detail.getByRole('button', { name: ar('History'), exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    await checkScreen(page, 'history');
    await page.keyboard.press('Escape');
    await page.goto(baseUrl);
    await page.getByText('Tomato Basil Soup').first().click();
    await detail.getByRole('button', { name: ar('Share'), exact: true }).click();
    await page.waitForTimeout(500);
    await checkScreen(page, 'share');
    await page.keyboard.press('Escape');

    for (const [path, text, name] of [
      ['/discover', 'Discover Recipes', 'discover'],
      ['/household', 'Members', 'household'],
      ['/help', 'Help Center', 'help'],
      ['/trash', 'Trash', 'trash'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await expectVisible(page, ar(text));
      await checkScreen(page, name);
    }

    await page.goto(`${baseUrl}/settings`);
    await expectVisible(page, ar('Your account, sign-in and preferences.'));
    await checkScreen(page, 'settings');

    // On a phone the navigation menu opens under its button, at the page's start (the right).
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: ar('Open menu') }).click();
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    const menu = (await page.getByRole('menu').boundingBox())!;
    expect(menu.x + menu.width).toBeGreaterThan(PHONE.width - 40);
    await snap(page, 'rtl-navigation-menu-phone');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);

    // The account menu opens at the page's end (the left), under its button.
    await page
      .getByRole('button', {
        name: ar('{initials}: account menu for {displayName}', {
          initials: 'RR',
          displayName: 'Rania Rtl',
        }),
      })
      .click();
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    await checkScreen(page, 'account-menu');
  });
});
