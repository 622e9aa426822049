import { describe, expect, it } from 'vitest';
import { explainRecipe, extractRecipe } from '..';
import { PAGE_READING_RULES } from './page-reading';
import { INGREDIENT_RULES, STEP_RULES } from './reconcile';
import { always, decide } from './rules';

describe('rule lists', () => {
  it('decide takes the first rule that holds and names it', () => {
    const rules = [
      { name: 'odd', take: 'a', when: (n: number) => n % 2 === 1 },
      { name: 'big', take: 'b', when: (n: number) => n > 10 },
      { name: 'default', take: 'c', when: always },
    ];
    expect(decide(rules, 13)).toEqual({ take: 'a', rule: 'odd' });
    expect(decide(rules, 12)).toEqual({ take: 'b', rule: 'big' });
    expect(decide(rules, 2)).toEqual({ take: 'c', rule: 'default' });
    expect(() => decide(rules.slice(0, 2), 2)).toThrow();
  });

  it.each([
    ['PAGE_READING_RULES', PAGE_READING_RULES],
    ['INGREDIENT_RULES', INGREDIENT_RULES],
    ['STEP_RULES', STEP_RULES],
  ])('%s names each rule once and ends with a default', (_, rules) => {
    const names = rules.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    expect(rules.at(-1)!.when).toBe(always);
  });

  const page = (jsonLd: object, shown: string) =>
    `<html><head><title>Soup</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><h1>Soup</h1>${shown}</body></html>`;
  const markup = {
    '@type': 'Recipe',
    name: 'Soup',
    recipeIngredient: ['carrots', 'onion'],
    recipeInstructions: [
      'Chop the carrots and the onion finely.',
      'Simmer them for twenty minutes.',
    ],
  };

  it('names the rules that decided a page, which the preview does not carry', () => {
    const shown =
      '<h2>Ingredients</h2><ul><li>2 carrots</li><li>1 onion</li></ul>' +
      '<h2>Instructions</h2><ol><li>Chop the carrots and the onion finely.</li>' +
      '<li>Simmer them for twenty minutes.</li></ol>';
    const { preview, decisions } = explainRecipe(page(markup, shown), 'https://example.com/soup');
    expect(decisions).toMatchObject({
      'page reading': 'markup has ingredients',
      'page ingredients': 'titled',
      'page method': 'under a section title, named method after the ingredients',
      ingredients: 'page shows more',
      steps: 'markup by default',
    });
    expect(preview?.ingredients).toEqual(['2 carrots', '1 onion']);
    const plain = extractRecipe(page(markup, shown), 'https://example.com/soup');
    expect(plain).toEqual(preview);
    expect(JSON.stringify(plain)).not.toContain('markup by default');
  });

  it('names the default where the page shows what the markup holds', () => {
    const shown = '<h2>Ingredients</h2><ul><li>2 carrots</li><li>1 onion</li></ul>';
    const measured = { ...markup, recipeIngredient: ['2 carrots', '1 onion'] };
    const { decisions } = explainRecipe(page(measured, shown), 'https://example.com/soup');
    expect(decisions.ingredients).toBe('markup by default');
    expect(decisions.steps).toBe('markup by default');
    expect(decisions['page method']).toBe('none');
  });
});
