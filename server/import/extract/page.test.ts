import { describe, expect, it } from 'vitest';
import { extractRecipe } from '.';
import { absoluteHttpUrl, chooseImage, isNotAPhoto } from './choose/image';

const recipeBlock = (extra: Record<string, unknown> = {}) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Bread',
    recipeIngredient: ['500 g flour'],
    recipeInstructions: ['Knead.'],
    ...extra,
  })}</script>`;

describe('best image', () => {
  it('takes the largest candidate by declared size, from JSON-LD, og:image or twitter:image', () => {
    const html = `<html><head>${recipeBlock({ image: { url: '/small.jpg', width: 300, height: 200 } })}
      <meta property="og:image" content="https://cdn.test/og.jpg"><meta property="og:image:width" content="1200">
      <meta property="og:image:height" content="630"><meta name="twitter:image" content="https://cdn.test/tw.jpg">
      </head><body></body></html>`;
    expect(extractRecipe(html, 'https://site.test/bread')?.imageUrl).toBe(
      'https://cdn.test/og.jpg',
    );
  });

  it('prefers the recipe markup when no size is known, and makes it absolute', () => {
    const html = `<html><head>${recipeBlock({ image: ['img/bread.jpg'] })}
      <meta property="og:image" content="https://cdn.test/og.jpg"></head><body></body></html>`;
    expect(extractRecipe(html, 'https://site.test/r/bread')?.imageUrl).toBe(
      'https://site.test/r/img/bread.jpg',
    );
  });

  it('reads sizes from WordPress-style names and drops javascript: and data: images', () => {
    expect(
      chooseImage(
        [{ url: 'https://a.test/x-300x200.jpg' }, { url: 'https://a.test/x-1200x800.jpg' }],
        'https://a.test/',
      ),
    ).toBe('https://a.test/x-1200x800.jpg');
    expect(
      chooseImage(
        [{ url: 'javascript:alert(1)' }, { url: 'data:image/png;base64,AAAA' }],
        'https://a.test/',
      ),
    ).toBeNull();
    expect(absoluteHttpUrl('  //cdn.test/a.jpg ', 'https://a.test/')).toBe(
      'https://cdn.test/a.jpg',
    );
    expect(absoluteHttpUrl('JaVaScRiPt:alert(1)', 'https://a.test/')).toBeNull();
  });

  it("passes over the site's logo in og:image for the first photo after the title", () => {
    const html = `<html><head><meta property="og:image" content="https://a.test/wp-content/uploads/site-logo-01.png">
      </head><body><header><img src="/wp-content/themes/a/images/serving-size.png"></header>
      <h1>Okonomiyaki</h1><img src="../media/recipes/okonomiyaki.jpg">
      <h2>Ingredients</h2><ul><li>160 g nagaimo</li><li>500 g cabbage</li></ul></body></html>`;
    expect(extractRecipe(html, 'https://a.test/site/okonomiyaki')?.imageUrl).toBe(
      'https://a.test/media/recipes/okonomiyaki.jpg',
    );
  });

  it('tells furniture from photos by whole words, not letters inside ids and names', () => {
    for (const furniture of [
      'https://a.test/img/logo.png',
      'https://a.test/wp-content/themes/x/images/serving-size.png',
      'https://a.test/api/image?src=%2F_next%2Fstatic%2Fmedia%2FrecipeImgFallback.593c.png',
      'https://a.test/Images/printer.png',
      'https://a.test/static/star-rating.png',
    ])
      expect(isNotAPhoto(furniture), furniture).toBe(true);
    for (const photo of [
      'https://cdn.test/images/8b/46/8b46181ad1eb42e98d7b05cfdf21e0a9/16x9/1280@80.jpg',
      'https://a.test/uploads/custard-tart.jpg',
      'https://a.test/uploads/starbucks-grilled-cheese.jpg',
      'https://a.test/medias/W920xH575?context=bWFzdGVyfHJvb3R8aW1hZ2UvanBlZw',
    ])
      expect(isNotAPhoto(photo), photo).toBe(false);
  });

  it('answers null when the page has no picture', () => {
    expect(
      extractRecipe(`<html><head>${recipeBlock()}</head></html>`, 'https://a.test/')?.imageUrl,
    ).toBeNull();
  });
});

describe('title fallbacks', () => {
  const body =
    '<h2>Ingredients</h2><ul><li>1 cup oats</li><li>2 cups milk</li></ul><h2>Method</h2><ol><li>Simmer the oats in the milk.</li></ol>';

  it('uses the <h1> the page title agrees with, not a logo <h1>', () => {
    const html = `<html><head><title>Recipe - Creamy Porridge | Oat House</title><meta property="og:site_name" content="Oat House"></head>
      <body><h1>Oat House</h1><h1>Creamy Porridge</h1>${body}</body></html>`;
    expect(extractRecipe(html, 'https://oathouse.test/porridge')?.title).toBe('Creamy Porridge');
  });

  it('strips the site name from og:title when there is no usable <h1>', () => {
    const html = `<html><head><link rel="canonical" href="https://www.janeskitchen.test/porridge">
      <meta property="og:title" content="Creamy Porridge - Jane's Kitchen"></head><body>${body}</body></html>`;
    expect(extractRecipe(html, 'http://127.0.0.1/p')?.title).toBe('Creamy Porridge');
  });

  it("drops a wiki's namespace, not a label followed by a space", () => {
    const page = (h1: string) =>
      `<html><head><title>${h1} - Wikibooks</title></head><body><h1>${h1}</h1>
        <h2>Ingredients</h2><ul><li>1 pumpkin</li><li>2 eggs</li></ul></body></html>`;
    expect(extractRecipe(page('Cookbook:Pumpkin Pie'), 'https://wiki.test/')?.title).toBe(
      'Pumpkin Pie',
    );
    expect(extractRecipe(page('Quick: Pumpkin Pie'), 'https://wiki.test/')?.title).toBe(
      'Quick: Pumpkin Pie',
    );
  });

  it('drops a trailing "Recipe" word from a structured title', () => {
    const html = `<html><head>${recipeBlock({ name: 'Arretjescake – Recept' })}</head></html>`;
    expect(extractRecipe(html, 'https://a.test/')?.title).toBe('Arretjescake');
  });
});

describe('description fallback', () => {
  it('takes the headnote under the <h1> when neither markup nor meta tags describe the recipe', () => {
    const html = `<html><head><title>Latkes</title></head><body><h1>Latkes</h1><p>By Molly</p>
      <p>The key to crisp latkes is wringing out as much moisture from the potatoes as you can.</p>
      <h2>Ingredients</h2><ul><li>2 lb potatoes</li><li>1 onion</li></ul>
      <h2>Method</h2><ol><li>Grate and wring out the potatoes.</li><li>Fry until crisp.</li></ol></body></html>`;
    expect(extractRecipe(html, 'https://a.test/latkes')?.description).toBe(
      'The key to crisp latkes is wringing out as much moisture from the potatoes as you can.',
    );
  });

  it('prefers the meta description, and takes no line from the list or the method', () => {
    const listed = `<h1>Latkes</h1><h2>Ingredients</h2><ul><li>2 lb potatoes, peeled and grated as finely as you can manage.</li>
      <li>1 onion</li></ul><h2>Method</h2><ol><li>Grate and wring out the potatoes, then fry them until crisp and golden.</li></ol>`;
    const described = `<html><head><meta name="description" content="Crisp potato pancakes."></head><body>${listed}</body></html>`;
    expect(extractRecipe(described, 'https://a.test/')?.description).toBe('Crisp potato pancakes.');
    expect(
      extractRecipe(`<html><body>${listed}</body></html>`, 'https://a.test/')?.description,
    ).toBe('');
  });
});

describe('preview shape', () => {
  it('answers the ImportPreview fields, with times and servings only when present', () => {
    const preview = extractRecipe(
      `<html><head>${recipeBlock({ description: 'Plain &amp; simple.', prepTime: 'PT15M', recipeYield: 1 })}</head></html>`,
      'https://a.test/bread',
    );
    expect(preview).toEqual({
      title: 'Bread',
      description: 'Plain & simple.',
      ingredients: ['500 g flour'],
      steps: ['Knead.'],
      sourceUrl: 'https://a.test/bread',
      imageUrl: null,
      prepTime: 15,
      servings: '1',
    });
  });
});

describe('markup against the visible page', () => {
  const page = (markup: Record<string, unknown>, body: string) =>
    `<html><head>${recipeBlock(markup)}</head><body>${body}</body></html>`;

  it('takes the visible list when the markup kept only part of the ingredients, in any order', () => {
    const html = page(
      { recipeIngredient: ['1/2 teaspoon salt', '1 pound chicken thighs'] },
      `<h2>Ingredients</h2><ul><li>1 pound chicken thighs</li><li>½ teaspoon salt</li>
        <li>3 tablespoons soy sauce</li><li>2 tablespoons vinegar</li><li>1 tablespoon sugar</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '1 pound chicken thighs',
      '½ teaspoon salt',
      '3 tablespoons soy sauce',
      '2 tablespoons vinegar',
      '1 tablespoon sugar',
    ]);
  });

  it('takes the visible amount-first lines when the markup put the name first', () => {
    const html = page(
      { recipeIngredient: ['milk, 500 ml', 'plain flour 10 tbsp', 'eggs, 2 large'] },
      `<h2>Ingredients</h2><table><tr><th colspan="2">For the batter:</th></tr>
        <tr><td>500 ml</td><td><div><a href="/milk">milk</a></div></td></tr>
        <tr><td>10 tbsp</td><td><div>plain flour (or spelt)</div></td></tr>
        <tr><td>2 large</td><td><div>eggs</div></td></tr></table>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '500 ml milk',
      '10 tbsp plain flour (or spelt)',
      '2 large eggs',
    ]);
  });

  it('keeps the amount-first markup when the page puts the name first', () => {
    const html = page(
      { recipeIngredient: ['500 ml milk', '10 tbsp plain flour', '2 large eggs'] },
      `<h2>Ingredients</h2><ul><li>milk 500 ml</li><li>plain flour 10 tbsp</li><li>eggs 2 large</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '500 ml milk',
      '10 tbsp plain flour',
      '2 large eggs',
    ]);
  });

  it('takes the visible "1 cup" / "2 cups" lines when the markup wrote "cup(s)"', () => {
    const html = page(
      { recipeIngredient: ['1 cup(s) rice', '2 cup(s) water', '3 clove(s) garlic, sliced'] },
      `<h2>Ingredients</h2><ul><li>1 cup rice</li><li>2 cups water</li><li>SAUCE</li>
        <li>3 cloves garlic, sliced</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '1 cup rice',
      '2 cups water',
      'SAUCE',
      '3 cloves garlic, sliced',
    ]);
  });

  it("takes the page's own measures when the markup converted them to decimal weights", () => {
    const html = page(
      {
        recipeIngredient: ['250g pasta', '18.20 gm olive oil', '125.00 gm water', '0.25 cup milk'],
      },
      `<h2>Ingredients</h2><ul><li>250g pasta</li><li>1 tbsp olive oil</li><li>1/2 cup water</li>
        <li>1/4 cup milk</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '250g pasta',
      '1 tbsp olive oil',
      '1/2 cup water',
      '1/4 cup milk',
    ]);
  });

  it('keeps markup that writes quarters as decimals glued to the unit, whole numbers as such', () => {
    const html = page(
      { recipeIngredient: ['450.0g tofu', '0.75tsp ground ginger', '1.0tsp sugar'] },
      `<h2>Ingredients</h2><ul><li>450g tofu</li><li>¾ tsp ground ginger</li><li>1 tsp sugar</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '450g tofu',
      '0.75tsp ground ginger',
      '1tsp sugar',
    ]);
  });

  it('keeps markup that writes quarters as decimals', () => {
    const html = page(
      { recipeIngredient: ['0.25 cup olive oil', '0.5 teaspoon salt', '2 eggs'] },
      `<h2>Ingredients</h2><ul><li>1/4 cup olive oil</li><li>1/2 teaspoon salt</li><li>2 eggs</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '0.25 cup olive oil',
      '0.5 teaspoon salt',
      '2 eggs',
    ]);
  });

  it('takes the visible lines when the markup holds the whole list in one entry', () => {
    const html = page(
      {
        recipeIngredient: [
          '2 tbsp sesame oil2 small onions, chopped.3 cloves garlic.Salt, to taste',
        ],
      },
      `<h2>Ingredients</h2><ul><li>2 tbsp sesame oil</li><li>2 small onions, chopped.</li>
        <li>3 cloves garlic.</li><li>Salt, to taste</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '2 tbsp sesame oil',
      '2 small onions, chopped.',
      '3 cloves garlic.',
      'Salt, to taste',
    ]);
  });

  it('reads amounts glued to the name in the markup as separate words', () => {
    const html = page(
      { recipeIngredient: ['1Zwiebel', '1Knoblauchzehe'] },
      `<h2>Zutaten</h2><ul><li>90 g Parmesan</li><li>1 Zwiebel</li><li>1 Knoblauchzehe</li>
        <li>30 g Butter</li><li>250 ml Milch</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '90 g Parmesan',
      '1 Zwiebel',
      '1 Knoblauchzehe',
      '30 g Butter',
      '250 ml Milch',
    ]);
  });

  it("takes the page's steps when the markup kept only the first of them", () => {
    const body = `<h2>Ingredients</h2><ul><li>200 g gnocchi</li><li>1 onion</li></ul>
      <h2>Method</h2><ol><li>1Peel the onion and chop it finely.</li><li>2Melt the butter in the pot.</li>
      <li>3Cook the gnocchi as the packet says.</li><li>4Stir the sauce into the gnocchi and serve.</li></ol>`;
    const truncated = page(
      {
        recipeIngredient: ['200 g gnocchi', '1 onion'],
        recipeInstructions: ['Peel the onion and chop it finely.', 'Melt the butter in the pot.'],
      },
      body,
    );
    expect(extractRecipe(truncated, 'https://a.test/')?.steps).toEqual([
      'Peel the onion and chop it finely.',
      'Melt the butter in the pot.',
      'Cook the gnocchi as the packet says.',
      'Stir the sauce into the gnocchi and serve.',
    ]);
    // Markup whose steps the page does not show word for word stays the recipe's.
    const reworded = page(
      {
        recipeIngredient: ['200 g gnocchi', '1 onion'],
        recipeInstructions: ['Chop the onion.', 'Melt the butter.'],
      },
      body,
    );
    expect(extractRecipe(reworded, 'https://a.test/')?.steps).toEqual([
      'Chop the onion.',
      'Melt the butter.',
    ]);
  });

  it('takes the visible lines when the markup ran several ingredients into one entry', () => {
    const html = page(
      {
        recipeIngredient: [
          '3 Tbsp olive oil\n3 garlic cloves, minced\n5 tsp grated ginger',
          '2 large carrots, diced\n1 can full fat coconut milk\n3 oz chopped baby spinach',
        ],
      },
      `<h2>Ingredients</h2><ul><li>3 Tbsp olive oil</li><li>3 garlic cloves, minced</li>
        <li>1.5 tsp grated ginger</li><li>2 large carrots, diced</li>
        <li>1 can full fat coconut milk</li><li>3 oz chopped baby spinach</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '3 Tbsp olive oil',
      '3 garlic cloves, minced',
      '1.5 tsp grated ginger',
      '2 large carrots, diced',
      '1 can full fat coconut milk',
      '3 oz chopped baby spinach',
    ]);
  });

  it("takes the page's word order when the markup was assembled from fields", () => {
    const html = page(
      {
        recipeIngredient: [
          '2 Numbers onions sliced',
          '1 tablespoon garlic finely chopped',
          '0 As required salt',
          '250 grams rice',
        ],
      },
      `<h2>Ingredients</h2><ul><li>2 sliced onions</li><li>1 tablespoon finely chopped garlic</li>
        <li>250 grams rice</li><li>salt as required</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '2 sliced onions',
      '1 tablespoon finely chopped garlic',
      '250 grams rice',
      'salt as required',
    ]);
  });

  it('keeps amount-first markup over a page that shows the same words name first', () => {
    const html = page(
      { recipeIngredient: ['500 g quark, low-fat', '140 g flour', '2 pcs eggs'] },
      `<h2>Ingredients</h2><ul><li>quark (low-fat) 500 g</li><li>flour 140 g</li>
        <li>eggs 2 pcs</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '500 g quark, low-fat',
      '140 g flour',
      '2 pcs eggs',
    ]);
  });

  it("gives markup written without spaces the page's spacing, in the markup's order", () => {
    const html = page(
      { recipeIngredient: ['250克奶油奶酪', '半根胡萝卜', '盐'] },
      `<h2>用料</h2><table><tr><td>蛋糕</td><td></td></tr>
        <tr><td><a href="/c/1">奶油奶酪</a></td><td>250克</td></tr>
        <tr><td><a href="/c/2">胡萝卜</a></td><td>半根</td></tr>
        <tr><td><a href="/c/3">盐</a></td><td></td></tr></table>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '250克 奶油奶酪',
      '半根 胡萝卜',
      '盐',
    ]);
  });

  it('keeps spaced markup when the page only splits amount and unit differently', () => {
    const html = page(
      { recipeIngredient: ['180g dark chocolate', '6 db potatoes', 'flaky salt'] },
      `<h2>Ingredients</h2><ul><li>dark chocolate 180 g</li><li>6db potatoes</li>
        <li>flaky salt</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '180g dark chocolate',
      '6 db potatoes',
      'flaky salt',
    ]);
  });

  it('keeps the markup when the page only adds equipment or group names', () => {
    const html = page(
      { recipeIngredient: ['1 cup chocolate chips', '2 tbsp cream'] },
      `<h2>Ingredients</h2><ul><li>1 cup chocolate chips</li><li>2 tbsp cream</li>
        <li>silicone mould</li><li>piping bag</li><li>For serving</li></ul>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual([
      '1 cup chocolate chips',
      '2 tbsp cream',
    ]);
  });

  it('takes the visible steps when the markup ran them together', () => {
    const html = page(
      {
        recipeIngredient: ['2 eggs'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Beat the eggs. Season them well.' },
          { '@type': 'HowToStep', text: 'Melt the butter. Pour in the eggs and stir.' },
        ],
      },
      `<h2>Instructions</h2><ol><li>Beat the eggs.</li><li>Season them well.</li>
        <li>Melt the butter.</li><li>Pour in the eggs and stir.</li></ol>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.steps).toEqual([
      'Beat the eggs.',
      'Season them well.',
      'Melt the butter.',
      'Pour in the eggs and stir.',
    ]);
  });

  it("weighs the markup without its list's bullets and numbers against the page", () => {
    const html = page(
      {
        recipeIngredient: ['- 1 tablespoon butter', '- 1 can milk (full fat)', '- 2 cups cheese'],
        recipeInstructions: ['1. Melt the butter.', '2. 2 cups of cheese go in next.', '3. Serve.'],
      },
      `<h2>Ingredients</h2><ul><li>1 tablespoon butter</li><li>1 can milk, (full fat)</li>
        <li>2 cups cheese</li></ul><h2>Method</h2><ol><li>Melt the butter.</li>
        <li>2 cups of cheese go in next.</li><li>Serve.</li></ol>`,
    );
    const recipe = extractRecipe(html, 'https://a.test/');
    expect(recipe?.ingredients).toEqual([
      '1 tablespoon butter',
      '1 can milk (full fat)',
      '2 cups cheese',
    ]);
    expect(recipe?.steps).toEqual(['Melt the butter.', '2 cups of cheese go in next.', 'Serve.']);
  });

  it('keeps the markup steps when the page adds only a tip', () => {
    const html = page(
      {
        recipeIngredient: ['2 eggs'],
        recipeInstructions: ['Beat the eggs.', 'Cook them gently.'],
      },
      `<h2>Instructions</h2><ol><li>Beat the eggs.</li><li>Cook them gently.</li>
        <li>Tip: a pinch of salt helps.</li></ol>`,
    );
    expect(extractRecipe(html, 'https://a.test/')?.steps).toEqual([
      'Beat the eggs.',
      'Cook them gently.',
    ]);
  });
});

describe('a recipe the page keeps hidden until a script shows it', () => {
  const card = (style: string, title: string, ingredient: string) => `
    <div ${style}><h2>${title}</h2>
      <h3>Ingredients</h3><ul><li><p>${ingredient}</p></li><li><p>1 brown onion</p></li>
        <li><p>2 tsp curry powder</p></li></ul>
      <h3>Method</h3><ol><li>Fry the onion in the butter until soft.</li>
        <li>Stir in the curry powder and cook for a minute.</li></ol></div>`;

  it('reads a card hidden by style or the hidden attribute when nothing else holds a recipe', () => {
    for (const hiding of ['style="display: none;"', 'hidden']) {
      const html = `<html><body><h1>Curry sauce</h1><p>A story about curry.</p>
        ${card(hiding, 'Curry sauce', '40g butter')}</body></html>`;
      const preview = extractRecipe(html, 'https://site.test/curry');
      expect(preview?.ingredients, hiding).toEqual([
        '40g butter',
        '1 brown onion',
        '2 tsp curry powder',
      ]);
      expect(preview?.steps).toHaveLength(2);
    }
  });

  it('reads a hidden card when what the page shows is a list with no method', () => {
    const tips = [
      '1 Use fresh leeks',
      '2 Do not overcook the eggs',
      '3 Let it rest',
      '4 Serve warm',
    ];
    const html = `<html><body><h1>Curry sauce</h1>
      <div>${tips.map((tip) => `<p>${tip}</p>`).join('')}</div>
      ${card('hidden', 'Curry sauce', '40g butter')}</body></html>`;
    const preview = extractRecipe(html, 'https://site.test/curry');
    expect(preview?.ingredients[0]).toBe('40g butter');
    expect(preview?.steps).toHaveLength(2);
  });

  it("keeps what the page shows over another recipe's hidden card", () => {
    const html = `<html><body><h1>Carbonara</h1>
      <h2>Ingredients</h2><ul><li>200 g spaghetti</li><li>2 eggs</li><li>50 g pecorino</li></ul>
      <ul><li>2 chicken breasts</li><li>1 lemon</li><li>200 g rice</li></ul>
      ${card('hidden', 'Lemon drizzle cake', '225 g butter')}</body></html>`;
    expect(extractRecipe(html, 'https://site.test/carbonara')?.ingredients[0]).toBe(
      '200 g spaghetti',
    );
    const kit = `<html><body><h1>Chicken and rice</h1>
      <ul><li>2 chicken breasts</li><li>1 lemon</li><li>200 g rice</li></ul>
      ${card('hidden', 'Lemon drizzle cake', '225 g butter')}</body></html>`;
    expect(extractRecipe(kit, 'https://site.test/kit')?.ingredients[0]).toBe('2 chicken breasts');
  });

  it('prefers what the page shows over what it hides', () => {
    const html = `<html><body><h1>Curry sauce</h1>
      ${card('', 'Curry sauce', '40g butter')}
      ${card('style="display:none"', 'Old curry sauce', '100g lard')}</body></html>`;
    expect(extractRecipe(html, 'https://site.test/curry')?.ingredients[0]).toBe('40g butter');
  });

  it('still leaves out text kept for screen readers', () => {
    const html = `<html><body><h1>Curry sauce</h1>
      <div style="display:none">${card('', 'Curry sauce', '40g butter <span class="sr-only">(forty grams)</span>')}</div>
      </body></html>`;
    expect(extractRecipe(html, 'https://site.test/curry')?.ingredients[0]).toBe('40g butter');
  });
});
