import { describe, expect, it } from 'vitest';
import { extractRecipe } from '..';
import { extractAppState } from './app-state';
import { parseHtml } from '../dom/dom';

const page = (head: string, body = '') =>
  `<html><head><title>Lemon Cake | Bakery</title>${head}</head><body><h1>Lemon Cake</h1>${body}</body></html>`;
const script = (text: string, type = '') =>
  `<script${type ? ` type="${type}"` : ''}>${text.replace(/</g, '\\u003c')}</script>`;
const read = (html: string) =>
  extractAppState(parseHtml(html), ['Lemon Cake | Bakery', 'Lemon Cake']);

const lemonCake = {
  title: 'Lemon Cake',
  ingredients: [
    { amount: 200, unit: { name: 'g' }, name: 'flour' },
    { amount: '2', unit: '', name: 'eggs' },
    { quantity: null, unit: null, ingredient: { name: 'zest of a lemon' } },
  ],
  instructions: [
    { header: 'Step 1', body: 'Whisk the eggs with the\nflour.' },
    { header: 'Step 2', body: '<p>Bake for 40 minutes.</p>' },
  ],
  cookTimeMinutes: 40,
};

describe('recipes in the state a page hands its scripts', () => {
  it('reads __NEXT_DATA__: lines from their parts, steps from their text, labels left out', () => {
    const html = page(
      script(
        JSON.stringify({ props: { pageProps: { recipe: lemonCake, related: [] } } }),
        'application/json',
      ).replace('<script', '<script id="__NEXT_DATA__"'),
    );
    expect(read(html)).toMatchObject({
      ingredients: ['200 g flour', '2 eggs', 'zest of a lemon'],
      steps: ['Whisk the eggs with the flour.', 'Bake for 40 minutes.'],
    });
  });

  it('reads a streamed payload whose rows are split across chunks', () => {
    const row = `5:${JSON.stringify(['$', 'div', null, { recipe: lemonCake }])}\n`;
    const cut = Math.floor(row.length / 2);
    const push = (text: string) => script(`self.__next_f.push([1,${JSON.stringify(text)}])`);
    const html = page(`${push('0:["$","html"]\n' + row.slice(0, cut))}${push(row.slice(cut))}`);
    expect(read(html)?.ingredients).toEqual(['200 g flour', '2 eggs', 'zest of a lemon']);
  });

  it("reads a component's props from an attribute, keys spelled with underscores", () => {
    const props = {
      component: 'Recipe/Show',
      props: {
        recipe: {
          title: 'Lemon Cake',
          ingredient_sections: [
            { section: 'Cake', ingredients: [{ title: 'flour', unit: 'g', quantity: '200' }] },
            { section: 'Glaze', ingredients: [{ title: 'lemons', unit: '', quantity: '2' }] },
          ],
          method: [{ section: 'Bake', steps: [{ step: 'Mix and bake for 40 minutes.' }] }],
        },
      },
    };
    const attribute = JSON.stringify(props).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const html = page('', `<div id="app" data-page="${attribute}"></div>`);
    expect(read(html)).toMatchObject({
      ingredients: ['200 g flour', '2 lemons'],
      steps: ['Mix and bake for 40 minutes.'],
    });
    // A short attribute is an option, not a component's data, even one that reads as a recipe.
    const short = JSON.stringify({ ingredients: ['a', 'b'], steps: ['c'] });
    expect(short.length).toBeLessThan(200);
    expect(read(page('', `<div data-options='${short}'></div>`))).toBeNull();
    // An attribute of countless values is read as far as the page's own scripts would be.
    const countless = `<div data-x="${'[0]'.repeat(300_000)}"></div>`;
    expect(read(page('', countless + `<div data-page="${attribute}"></div>`))).toBeNull();
    expect(() => extractRecipe(page('', countless), 'https://example.com/cake')).not.toThrow();
  });

  it('reads a global assigned at the start of a script, with ingredients in groups', () => {
    const state = {
      recipe: {
        name: 'Lemon Cake',
        ingredientGroups: [
          { name: 'Cake', ingredients: ['200 g flour', '2 eggs'] },
          { name: 'Glaze', ingredients: [{ text: '100 g icing sugar' }] },
        ],
        steps: 'Mix.\nBake.',
      },
    };
    const html = page(script(`window.__INITIAL_STATE__ = ${JSON.stringify(state)};`));
    expect(read(html)).toMatchObject({
      ingredients: ['200 g flour', '2 eggs', '100 g icing sugar'],
      steps: ['Mix.', 'Bake.'],
    });
  });

  it('takes the recipe the page is titled after, and none when it cannot tell them apart', () => {
    const other = { ...lemonCake, title: 'Apple Pie', ingredients: ['6 apples', '1 crust'] };
    const both = (first: object) =>
      page(script(JSON.stringify({ main: first, more: [other] }), 'application/json'));
    expect(read(both(lemonCake))?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      'zest of a lemon',
    ]);
    expect(read(both({ ...lemonCake, title: 'Plum Tart' }))).toBeNull();
  });

  it('ignores objects with only one of the lists, and stays within its bounds on deep data', () => {
    const deep = `${'{"inner":'.repeat(5_000)}${JSON.stringify(lemonCake)}${'}'.repeat(5_000)}`;
    const html = page(
      script(JSON.stringify({ ingredients: ['1 egg', '2 cups milk'] }), 'application/json') +
        script(deep, 'application/json'),
    );
    expect(read(html)).toBeNull();
  });

  it('reads a schema.org Recipe in the page data without a method, unlike an untyped list', () => {
    const schema = {
      '@type': 'Recipe',
      name: 'Lemon Cake',
      recipeIngredient: ['200 g flour', '2 eggs'],
    };
    const attribute = (data: unknown) =>
      JSON.stringify({
        component: 'Recipe/Show',
        props: { schema: [data], padding: 'x'.repeat(200) },
      })
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;');
    expect(read(page('', `<div id="app" data-page="${attribute(schema)}"></div>`))).toMatchObject({
      ingredients: ['200 g flour', '2 eggs'],
      steps: [],
    });
    expect(
      read(
        page(
          '',
          `<div id="app" data-page="${attribute({ ...schema, '@type': 'Product' })}"></div>`,
        ),
      ),
    ).toBeNull();
    // Beside the screen's own object with the method, the typed one gives way.
    const both = JSON.stringify({
      props: {
        schema: [schema],
        recipe: {
          title: 'Lemon Cake',
          ingredients: ['200 g flour', '2 eggs'],
          instructions: ['Mix and bake.'],
        },
      },
    });
    expect(read(page(script(both, 'application/json')))?.steps).toEqual(['Mix and bake.']);
  });

  it('reads hostile scripts in time linear in their length, and never throws', () => {
    // Two open runs of name characters in the assignment pattern took minutes on this.
    expect(read(page(script('data'.repeat(500_000))))).toBeNull();
    // Cutting trailing commas from the value built so far took half a minute on this.
    expect(
      read(page(script(`${'['.repeat(80_000)}${']'.repeat(79_999)}x`, 'application/json'))),
    ).toBeNull();
    // One spread argument per value overflowed the stack.
    expect(read(page(script('{}'.repeat(200_000), 'application/json')))).toBeNull();
  });

  it("reads a state assignment followed by more code, by the lists' own keys only", () => {
    const state = {
      recipe: {
        title: 'Lemon Cake',
        mainIngredients: ['lemons', 'flour'],
        ingredientIds: ['6f1c2a', '9b7e10'],
        storageInstructions: 'Keeps 3 days.',
        direction: 'ltr',
        ingredients: ['200 g flour', '2 eggs'],
        instructions: ['Mix.', 'Bake.'],
      },
    };
    const html = page(
      script(`window.__PRELOADED_STATE__ = ${JSON.stringify(state)};\nwindow.boot(1, [2]);`),
    );
    expect(read(html)).toMatchObject({
      ingredients: ['200 g flour', '2 eggs'],
      steps: ['Mix.', 'Bake.'],
    });
  });

  it("builds lines from fields, leaving record ids out, and gives way to the page's own lines", () => {
    const state = {
      recipe: {
        title: 'Lemon Cake',
        ingredients: [
          { quantity: 350, unitId: 69, unitName: 'g', name: 'lemon curd' },
          { quantity: 3, unitId: 12, unitName: 'clove', name: 'egg' },
          { quantity: null, unitId: null, name: 'salt' },
        ],
        steps: [{ text: 'Fold the curd into the eggs and bake.' }],
      },
    };
    const html = page(script(JSON.stringify(state), 'application/json'));
    expect(read(html)).toMatchObject({
      ingredients: ['350 g lemon curd', '3 clove egg', 'salt'],
      ingredientsAssembled: true,
    });
    // The page writes them as the cook does: its lines are the recipe's.
    const shown = extractRecipe(
      page(
        script(JSON.stringify(state), 'application/json'),
        '<h2>Ingredients</h2><ul><li>350 g of lemon curd</li><li>3 eggs, beaten</li><li>salt</li></ul>',
      ),
      'https://example.com/cake',
    );
    expect(shown?.ingredients).toEqual(['350 g of lemon curd', '3 eggs, beaten', 'salt']);
  });

  it('fills what the page shows without it, and gives way to the page’s recipe markup', () => {
    const body = '<h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>';
    const state = script(JSON.stringify({ recipe: lemonCake }), 'application/json');
    const filled = extractRecipe(page(state, body), 'https://example.com/cake');
    expect(filled?.steps).toEqual(['Whisk the eggs with the flour.', 'Bake for 40 minutes.']);

    const jsonLd = script(
      JSON.stringify({
        '@type': 'Recipe',
        name: 'Lemon Cake',
        recipeIngredient: ['250 g flour', '3 eggs'],
        recipeInstructions: ['Stir.', 'Bake.'],
      }),
      'application/ld+json',
    );
    const marked = extractRecipe(page(jsonLd + state, body), 'https://example.com/cake');
    expect(marked).toMatchObject({
      ingredients: ['250 g flour', '3 eggs'],
      steps: ['Stir.', 'Bake.'],
    });
  });
});
