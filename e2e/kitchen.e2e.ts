// Cooking from a recipe: servings scaling and US/metric conversion on the recipe page (the choice
// of units kept on the account), cook mode by keyboard and by swipe with a timer that runs and
// rings, and the print view as a PDF.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SCREENSHOT_DIR, snapBoth } from './browser';
import { it } from './journey';
import { createRecipe, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');

const ingredientList = (page: Page) =>
  page.getByRole('heading', { name: 'Ingredients' }).locator('xpath=following-sibling::ul[1]');

describe('in the kitchen', () => {
  it('scales and converts a recipe, cooks it step by step with a timer, and prints it', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP, locale: 'en-US' });
    await signUp(context, baseUrl, { firstName: 'Kim', lastName: 'Kitchen' });
    const recipe = await createRecipe(context, baseUrl, {
      title: 'Sunday pancakes',
      servings: '4',
      ingredients: ['1 cup milk', '2 cups all-purpose flour', '3 large eggs', 'salt to taste'],
      steps: [
        'Heat the oven to 180°C and grease a tray.',
        'Whisk everything and rest the batter 2 seconds.',
        'Bake 25-30 minutes until golden.',
      ],
    });
    const page = await context.newPage();

    // Scaling: 2× doubles the amounts, leaves "salt to taste" alone, and reads the servings.
    await page.goto(`${baseUrl}/recipe/${recipe.id}`);
    await expectVisible(page, 'Sunday pancakes');
    await page.getByRole('button', { name: 'US', exact: true }).click();
    await page.getByRole('button', { name: '2×' }).click();
    await expect.poll(() => ingredientList(page).innerText()).toContain('2 cups milk');
    const doubled = await ingredientList(page).innerText();
    expect(doubled).toContain('4 cups all-purpose flour');
    expect(doubled).toContain('6 large eggs');
    expect(doubled).toContain('salt to taste');
    await expectVisible(page, '8 servings');
    expect(page.url()).toContain('x=2');
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await expectVisible(page, '7 servings');
    await page.getByRole('button', { name: '2×' }).click();

    // Metric: volume to millilitres, flour to grams (approximate), the oven in both scales.
    await page.getByRole('button', { name: 'Metric' }).click();
    await expect.poll(() => ingredientList(page).innerText()).toContain('480 ml milk');
    expect(await ingredientList(page).innerText()).toContain('~500 g all-purpose flour');
    await expectVisible(page, '180 °C (350 °F)');
    await snapBoth(page, 'kitchen-scaled-metric');

    // The choice is kept on the account: a fresh page still shows metric.
    await page.reload();
    await expect.poll(() => ingredientList(page).innerText()).toContain('480 ml milk');

    // Cook mode, keyboard only: arrows and Space move between steps.
    await page.getByRole('link', { name: 'Cook' }).click();
    await expectVisible(page, 'Step 1 of 3');
    expect(page.url()).toContain('/cook?x=2');
    await snapBoth(page, 'cook-mode-step-1');
    await page.keyboard.press('ArrowRight');
    await expectVisible(page, 'Step 2 of 3');
    await page.keyboard.press('ArrowRight');
    await expectVisible(page, 'Step 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await expectVisible(page, 'Step 2 of 3');

    // The step offers its timer; started from the keyboard it runs, then rings until dismissed.
    const timerButton = page.getByRole('button', { name: 'Start 2 s timer' });
    await timerButton.focus();
    await page.keyboard.press('Enter');
    const timer = page.getByRole('region', { name: 'Timers' }).locator('li').first();
    await expect.poll(() => timer.getAttribute('data-timer-state')).toBe('running');
    await snapBoth(page, 'cook-mode-timer-running');
    await expect
      .poll(() => timer.getAttribute('data-timer-state'), { timeout: 10_000 })
      .toBe('ringing');
    await expectVisible(page, 'Done!');
    await snapBoth(page, 'cook-mode-timer-done');
    await page.getByRole('button', { name: /^Dismiss Step 2/ }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Timers' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/recipe/${recipe.id}`);

    // Print: the chosen scale and units on as few pages as the recipe needs.
    // The view opens the browser's print dialog by itself; here that call is counted instead, so
    // it cannot race the PDF below ("Page is already being printed").
    await page.addInitScript(() => {
      window.print = () => {
        const counted = window as unknown as { printCalls?: number };
        counted.printCalls = (counted.printCalls ?? 0) + 1;
      };
    });
    await page.goto(`${baseUrl}/recipe/${recipe.id}?x=2&print=1`);
    await expectVisible(page, 'Include photo');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printCalls?: number }).printCalls))
      .toBe(1);
    await page.emulateMedia({ media: 'print' });
    await snapBoth(page, 'kitchen-print');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    fs.writeFileSync(path.join(SCREENSHOT_DIR, 'kitchen-print.pdf'), pdf);
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBe(1);
    expect(await page.getByText('Include photo').isVisible()).toBe(false);
  });

  it('turns steps by swiping on a phone', async ({ newContext }) => {
    const context = await newContext({ viewport: PHONE, hasTouch: true });
    await signUp(context, baseUrl, { firstName: 'Sol', lastName: 'Swipe' });
    const recipe = await createRecipe(context, baseUrl, {
      title: 'Quick salad',
      ingredients: ['1 head lettuce'],
      steps: ['Wash the lettuce.', 'Dress it.'],
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/recipe/${recipe.id}/cook`);
    await expectVisible(page, 'Step 1 of 2');
    const box = (await page.getByRole('main').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, y, { steps: 5 });
    await page.mouse.up();
    await expectVisible(page, 'Step 2 of 2');
    await snapBoth(page, 'cook-mode-swiped');
  });
});
