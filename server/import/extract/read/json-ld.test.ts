import { describe, expect, it } from 'vitest';
import { extractRecipe } from '..';
import { parseHtml } from '../dom/dom';
import {
  extractJsonLd,
  numberedRun,
  splitAtPhotoMarks,
  splitGluedSentences,
  splitInlineNumbering,
} from './json-ld';
import { parseLenientJson } from './lenient-json';

const page = (blocks: string[], body = '') =>
  `<!doctype html><html><head><title>Test page</title>${blocks
    .map((block) => `<script type="application/ld+json">${block}</script>`)
    .join('')}</head><body>${body}</body></html>`;

const fromBlocks = (...blocks: string[]) => extractJsonLd(parseHtml(page(blocks)));

describe('JSON-LD shapes', () => {
  it('reads a bare Recipe object', () => {
    const recipe = fromBlocks(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Toast',
        description: 'Crisp &amp; warm',
        recipeIngredient: ['1 slice bread', '1 tsp butter'],
        recipeInstructions: 'Toast the bread.\nButter it.',
        prepTime: 'PT5M',
        cookTime: 'PT1H30M',
        recipeYield: ['2', '2 slices'],
      }),
    );
    expect(recipe).toMatchObject({
      title: 'Toast',
      description: 'Crisp & warm',
      ingredients: ['1 slice bread', '1 tsp butter'],
      steps: ['Toast the bread.', 'Butter it.'],
      prepTime: 5,
      cookTime: 90,
      servings: '2 slices',
    });
  });

  it('finds the Recipe in an @graph and follows @id references to its image', () => {
    const recipe = fromBlocks(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', '@id': 'https://x.test/#page', name: 'Page' },
          {
            '@type': 'ImageObject',
            '@id': 'https://x.test/#img',
            url: 'https://x.test/big.jpg',
            width: 1200,
            height: 800,
          },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Soup',
            image: { '@id': 'https://x.test/#img' },
            recipeIngredient: ['1 l stock'],
            recipeInstructions: [{ '@type': 'HowToStep', text: 'Heat it.' }],
          },
        ],
      }),
    );
    expect(recipe?.title).toBe('Soup');
    expect(recipe?.images).toEqual([{ url: 'https://x.test/big.jpg', width: 1200, height: 800 }]);
  });

  it('reads arrays of blocks, nested mainEntity and prefixed types', () => {
    const recipe = fromBlocks(
      JSON.stringify([
        { '@type': 'Organization', name: 'Site' },
        {
          '@type': 'WebPage',
          mainEntity: {
            '@type': 'http://schema.org/Recipe',
            name: 'Pie',
            recipeIngredient: ['1 crust'],
          },
        },
      ]),
    );
    expect(recipe?.title).toBe('Pie');
  });

  it('prefers the Recipe with ingredients when a page has several', () => {
    const recipe = fromBlocks(
      JSON.stringify({ '@type': 'Recipe', name: 'Stub' }),
      JSON.stringify({ '@type': 'Recipe', name: 'Real', recipeIngredient: ['1 egg'] }),
    );
    expect(recipe?.title).toBe('Real');
  });

  it('picks the recipe named like the page over a sub-recipe that comes first', () => {
    const html = page([
      JSON.stringify([
        { '@type': 'Recipe', name: 'Lemon vinaigrette', recipeIngredient: ['1 lemon'] },
        { '@type': 'Recipe', name: 'Parmesan chicken', recipeIngredient: ['4 chicken breasts'] },
      ]),
    ]).replace('<title>Test page</title>', '<title>Parmesan Chicken | Barefoot</title>');
    expect(extractRecipe(html, 'https://x.test/')?.title).toBe('Parmesan chicken');
  });

  it('flattens HowToSection trees into their steps, without section names, step names or labels', () => {
    const recipe = fromBlocks(
      JSON.stringify({
        '@type': 'Recipe',
        name: 'Cake',
        recipeIngredient: ['flour'],
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'For the sponge',
            itemListElement: [
              { '@type': 'HowToStep', name: 'Mix', text: 'Mix the flour.' },
              { '@type': 'HowToStep', text: 'Step 2' },
              { '@type': 'HowToStep', text: 'Bake it.' },
            ],
          },
          {
            '@type': 'HowToSection',
            name: 'To finish',
            itemListElement: [{ '@type': 'HowToStep', text: 'Dust with sugar.' }],
          },
        ],
      }),
    );
    expect(recipe?.steps).toEqual(['Mix the flour.', 'Bake it.', 'Dust with sugar.']);
  });

  it('joins an amount-and-unit line to the ingredient on the next line', () => {
    const recipe = fromBlocks(
      JSON.stringify({
        '@type': 'Recipe',
        recipeIngredient: ['1/2 teaspoon\nground cinnamon', '200 g\nflour\n2 eggs', '1 tbsp.'],
      }),
    );
    expect(recipe?.ingredients).toEqual([
      '1/2 teaspoon ground cinnamon',
      '200 g flour',
      '2 eggs',
      '1 tbsp.',
    ]);
  });

  it('keeps a line break inside one step of a list as a space, but splits HTML paragraphs', () => {
    const recipe = fromBlocks(
      JSON.stringify({
        '@type': 'Recipe',
        recipeInstructions: [
          'Heat the syrup to 100°C \n(210°F), without stirring.',
          '<p>Pour it out.</p><p>Let it set.</p>',
        ],
      }),
    );
    expect(recipe?.steps).toEqual([
      'Heat the syrup to 100°C (210°F), without stirring.',
      'Pour it out.',
      'Let it set.',
    ]);
  });

  it('leaves out group names written as Markdown headings', () => {
    const recipe = fromBlocks(
      JSON.stringify({
        '@type': 'Recipe',
        recipeIngredient: ['1 pound spaghetti', '## Sauce', '1 can tomatoes', '#hashtag salt'],
      }),
    );
    expect(recipe?.ingredients).toEqual(['1 pound spaghetti', '1 can tomatoes', '#hashtag salt']);
  });

  it('reads an image given as a string, an object or a list', () => {
    expect(
      fromBlocks(JSON.stringify({ '@type': 'Recipe', image: 'https://x.test/a.jpg' }))?.images,
    ).toEqual([{ url: 'https://x.test/a.jpg' }]);
    expect(
      fromBlocks(
        JSON.stringify({
          '@type': 'Recipe',
          image: ['https://x.test/a.jpg', { url: 'https://x.test/b.jpg', width: '600' }],
        }),
      )?.images,
    ).toEqual([
      { url: 'https://x.test/a.jpg' },
      { url: 'https://x.test/b.jpg', width: 600, height: undefined },
    ]);
  });

  it('cleans text: entities, tags, doubled parentheses, whitespace', () => {
    const recipe = fromBlocks(
      JSON.stringify({
        '@type': 'Recipe',
        name: 'Caf&eacute;  <b>latte</b>',
        recipeIngredient: [
          '2 tbsp butter ((melted))',
          '1 cup rice ((see notes) (about 200 g))',
          '1&amp;#189; cups milk',
        ],
        recipeInstructions: '<p>Heat&nbsp;the milk.</p><p>Pour.</p>',
      }),
    );
    expect(recipe?.title).toBe('Café latte');
    expect(recipe?.ingredients).toEqual([
      '2 tbsp butter (melted)',
      '1 cup rice (see notes) (about 200 g)',
      '1½ cups milk',
    ]);
    expect(recipe?.steps).toEqual(['Heat the milk.', 'Pour.']);
  });

  it('splits an ingredient entry holding several lines, keeping a bare quantity with its line', () => {
    const recipe = fromBlocks(
      JSON.stringify({
        '@type': 'Recipe',
        recipeIngredient: ['1 onion\n2 carrots', '2\nbay leaves'],
      }),
    );
    expect(recipe?.ingredients).toEqual(['1 onion', '2 carrots', '2 bay leaves']);
  });

  it('treats instructions that only repeat the description as missing', () => {
    const recipe = fromBlocks(
      JSON.stringify({
        '@type': 'Recipe',
        description: 'A lovely cake for tea.',
        recipeIngredient: ['x'],
        recipeInstructions: 'A lovely cake',
      }),
    );
    expect(recipe?.steps).toEqual([]);
  });
});

describe('single-string instructions', () => {
  it('splits sentences glued by stripped paragraphs', () => {
    expect(splitGluedSentences('Line the tin.Snap the chocolate. Melt it.')).toEqual([
      'Line the tin.',
      'Snap the chocolate. Melt it.',
    ]);
  });

  it('splits at step numbers before words that count up inside a step ("speed 1")', () => {
    expect(
      splitInlineNumbering(
        '1. Beat the eggs on speed 1. Add the sugar. 2. Increase to speed 2. Beat well. 3. Fold in the flour.',
      ),
    ).toEqual([
      '1. Beat the eggs on speed 1. Add the sugar.',
      '2. Increase to speed 2. Beat well.',
      '3. Fold in the flour.',
    ]);
  });

  it('splits inline numbered steps that count up from 1', () => {
    expect(
      splitInlineNumbering('1. Preheat. 2. Mix well. 3. Bake for 20 minutes at 180 °C.'),
    ).toEqual(['1. Preheat.', '2. Mix well.', '3. Bake for 20 minutes at 180 °C.']);
    expect(splitInlineNumbering('Bake 2. Then 5. rest')).toEqual(['Bake 2. Then 5. rest']);
  });

  it('splits steps labelled with one word and a number counting up from 1, in any language', () => {
    expect(
      splitInlineNumbering('Step 1: Preheat the oven. Step 2: Mix the flour. Step 3: Bake.'),
    ).toEqual(['Step 1: Preheat the oven.', 'Step 2: Mix the flour.', 'Step 3: Bake.']);
    expect(splitInlineNumbering('Intro. Schritt 1. Mehl sieben. Schritt 2. Backen.')).toEqual([
      'Intro.',
      'Schritt 1. Mehl sieben.',
      'Schritt 2. Backen.',
    ]);
    // Labels that do not count up, or a figure after a word, are the step's own text.
    for (const text of [
      'Bake at gas mark 4. Rest for 1 hour.',
      'Step 2: Mix the flour. Step 3: Bake.',
      'Heat to level 1. Then raise to level 3: stir.',
      'Beat the eggs on speed 1. Then raise the mixer to speed 2. Bake for 25 minutes.',
    ])
      expect(splitInlineNumbering(text), text).toEqual([text]);
  });

  it('reads numbered steps whose line breaks fall inside them as one run', () => {
    expect(
      numberedRun([
        '1. Soften the cheese. 2. Line the tin. 3. Melt the gelatine',
        'and stir. 4. Chill. 5. 6.',
      ]),
    ).toEqual([
      '1. Soften the cheese.',
      '2. Line the tin.',
      '3. Melt the gelatine and stir.',
      '4. Chill.',
    ]);
    // Chinese wraps without a space, and is joined without one.
    expect(numberedRun(['1.奶油软化 2.模具垫油纸 3.吉利丁片泡软', '搅拌融化 4.冷藏'])).toEqual([
      '1.奶油软化',
      '2.模具垫油纸',
      '3.吉利丁片泡软搅拌融化',
      '4.冷藏',
    ]);
    // A number ending a step is its own; only numbers that go on counting are dropped.
    expect(
      numberedRun([
        '1. Preheat the oven to gas mark 4. 2. Cream the butter and sugar.',
        '3. Beat in the eggs',
        'one at a time. 4. Bake for 25 minutes, then cut into 12.',
      ]),
    ).toEqual([
      '1. Preheat the oven to gas mark 4.',
      '2. Cream the butter and sugar.',
      '3. Beat in the eggs one at a time.',
      '4. Bake for 25 minutes, then cut into 12.',
    ]);
    // Lines that each start with their number are the steps already; unnumbered ones are not a run.
    expect(numberedRun(['1. Mix.', '2. Bake.', '3. Serve.'])).toBeNull();
    expect(numberedRun(['Mix well.', 'Bake for 2. hours', 'Serve.'])).toBeNull();
  });
});

describe('single-string instructions with photo marks', () => {
  it('splits after the sentence holding each mark when the marks count up from 1', () => {
    expect(
      splitAtPhotoMarks(
        'Slice the leeks [1]. Salt them. Melt the butter [2]. When it foams, add the flour [3] ' +
          'and stir for a minute. Pour in the milk [4]. Serve hot.',
      ),
    ).toEqual([
      'Slice the leeks [1].',
      'Salt them. Melt the butter [2].',
      'When it foams, add the flour [3] and stir for a minute.',
      'Pour in the milk [4].',
      'Serve hot.',
    ]);
  });

  it('leaves text with stray bracketed numbers whole', () => {
    const text = 'Use a 20 cm tin [see note 2]. Bake [3]. Cool [1].';
    expect(splitAtPhotoMarks(text)).toEqual([text]);
  });
});

describe('lenient JSON-LD parsing', () => {
  it('reads raw control characters inside strings', () => {
    expect(parseLenientJson('{"name": "Line one\nline\ttwo"}')).toEqual([
      { name: 'Line one\nline\ttwo' },
    ]);
  });

  it('strips CDATA and HTML comment wrappers', () => {
    expect(parseLenientJson('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual([{ a: 1 }]);
    expect(parseLenientJson('<!-- {"a": 2} -->')).toEqual([{ a: 2 }]);
  });

  it('ignores trailing text, semicolons and trailing commas, and reads back-to-back objects', () => {
    expect(parseLenientJson('{"a": [1, 2,],}; var x = 1;')).toEqual([{ a: [1, 2] }]);
    expect(parseLenientJson('{"a": 1}{"b": 2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('repairs invalid escapes and returns nothing for garbage', () => {
    expect(parseLenientJson('{"a": "it\\\'s"}')).toEqual([{ a: "it's" }]);
    expect(parseLenientJson('not json at all')).toEqual([]);
  });

  it('extracts a recipe from a malformed block end to end', () => {
    const html = page([
      '<![CDATA[{"@type": "Recipe", "name": "Stew", "recipeIngredient": ["1 kg beef",], "recipeInstructions": "Brown the beef.\n\tSimmer."}]]>; trailing',
    ]);
    expect(extractRecipe(html, 'https://x.test/stew')).toMatchObject({
      title: 'Stew',
      ingredients: ['1 kg beef'],
      steps: ['Brown the beef.', 'Simmer.'],
    });
  });
});
