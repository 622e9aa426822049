// Small pages in the shapes common publishing tools give recipes (WordPress recipe plugins, plain
// blogs, microdata-only templates), each showing one way a page's presentation can leak into
// the recipe: fields set in elements of their own, list markers, machine-written numbers, the
// site's buttons, instructions with no markup, microdata spread over nested items.
import { describe, expect, it } from 'vitest';
import { extractRecipe } from '.';

const URL = 'https://blog.test/recipe';
const page = (body: string, head = '') =>
  `<html><head><title>Ham toastie</title>${head}</head><body><h1>Ham toastie</h1>${body}</body></html>`;
const jsonLd = (recipe: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Ham toastie',
    ...recipe,
  })}</script>`;
const extract = (body: string, head = '') => extractRecipe(page(body, head), URL);

describe('fields set in elements of their own', () => {
  it('keeps a unit set in its own span, with or without spaces between the fields', () => {
    const spaced = extract(`
      <h2>Ingredients</h2>
      <ul><li><span class="amount">195</span> <span class="unit">g</span> <span class="name">shaved ham</span></li>
        <li><span class="amount">2</span> <span class="unit">slices</span> <span class="name">bread</span></li></ul>
      <h2>Method</h2><ol><li>Layer the ham on the bread.</li><li>Toast until golden.</li></ol>`);
    expect(spaced?.ingredients).toEqual(['195 g shaved ham', '2 slices bread']);
    const packed = extract(`
      <h2>Ingredients</h2>
      <ul><li><span class="amount">195</span><span class="unit">g</span><span class="name">shaved ham</span></li>
        <li><span class="amount">2</span><span class="unit">slices</span><span class="name">bread</span></li></ul>
      <h2>Method</h2><ol><li>Layer the ham on the bread.</li><li>Toast until golden.</li></ol>`);
    expect(packed?.ingredients).toEqual(['195 g shaved ham', '2 slices bread']);
  });

  it('spaces a figure from the word in the next bare span, and leaves emphasis as it is set', () => {
    const preview = extract(`
      <h2>Ingredients</h2>
      <ul><li><span>195</span><span>g shaved ham</span></li>
        <li><span>2</span><span>slices bread</span></li><li><span>1</span><span>st</span> choice mustard</li></ul>
      <h2>Method</h2><ol><li>Toast for <strong>3</strong><strong>min</strong> a side.</li>
        <li>Cut in half.</li></ol>`);
    expect(preview?.ingredients).toEqual([
      '195 g shaved ham',
      '2 slices bread',
      '1st choice mustard',
    ]);
    expect(preview?.steps).toEqual(['Toast for 3min a side.', 'Cut in half.']);
  });

  it('spaces fields a framework marks alike, and a field from a plain span beside it', () => {
    // Vue marks every element of a component with one valueless attribute ("data-v-…"); that
    // says nothing of what the element holds.
    const scoped = extract(`
      <h2>Ingredients</h2><ul>
        <li><span class="name" data-v-25cf3c40>butter</span><span class="serving" data-v-25cf3c40>10g</span></li>
        <li><span class="name" data-v-25cf3c40>有塩バター</span><span class="serving" data-v-25cf3c40>10g</span></li></ul>
      <h2>Method</h2><ol><li>Melt the butter in a pan.</li><li>Toast the bread in it.</li></ol>`);
    expect(scoped?.ingredients).toEqual(['butter 10g', '有塩バター 10g']);
    const mixed = extract(`
      <h2>Ingredients</h2><ul>
        <li><div><span>2</span><span>large</span><span class="fw-normal">eggs</span><span>(beaten)</span></div></li>
        <li><div><span>1</span><span>kilogram</span><span class="fw-normal">potatoes</span></div></li></ul>
      <h2>Method</h2><ol><li>Boil the potatoes until soft.</li><li>Stir in the eggs.</li></ol>`);
    expect(mixed?.ingredients).toEqual(['2 large eggs (beaten)', '1 kilogram potatoes']);
    // Not inside a word: a drop cap, a plural's ending, a highlight in a Japanese sentence.
    const words = extract(`
      <h2>Ingredients</h2><ul><li>2 tomatoes</li><li>1 onion</li></ul>
      <h2>Method</h2><ol><li><span class="dropcap">C</span><span>hop the onion and fry it gently.</span></li>
        <li>Add the <span class="name">tomato</span><span>es</span> and simmer for ten minutes.</li>
        <li><span data-v-1>玉ねぎを</span><span class="em" data-v-1>薄切り</span><span data-v-1>にする。</span></li></ol>`);
    expect(words?.steps).toEqual([
      'Chop the onion and fry it gently.',
      'Add the tomatoes and simmer for ten minutes.',
      '玉ねぎを薄切りにする。',
    ]);
  });

  it('joins an amount set inline before the block holding the rest of its line', () => {
    const entry = (amount: string, label: string) =>
      `<x-number class="amount">${amount}</x-number><p class="label">${label}</p>`;
    const preview = extract(`
      <section class="ingredients"><h3>Zutaten</h3>
        Für <div class="count">4</div> Portionen<x-portions class="list">
          ${entry('200', '<span>g</span> Kritharaki-Nudeln')}${entry('2', 'Paprikaschoten (rot oder gelb)')}
          ${entry('0.5', '<span>Bund</span> Petersilie')}<p class="label">Salz</p></x-portions></section>
      <h3>Zubereitung</h3><div class="step"><span>1</span><p>Nudeln kochen.</p></div>
      <div class="step"><span>2</span><p>Mit dem Gemüse mischen und abschmecken.</p></div>`);
    expect(preview?.ingredients).toEqual([
      '200 g Kritharaki-Nudeln',
      '2 Paprikaschoten (rot oder gelb)',
      '0.5 Bund Petersilie',
      'Salz',
    ]);
    expect(preview?.steps).toEqual(['Nudeln kochen.', 'Mit dem Gemüse mischen und abschmecken.']);
  });

  it("takes the page's lines over markup that names each thing in its dictionary form", () => {
    const preview = extract(
      `<h2>Zutaten</h2><ul><li>200 g Kritharaki-Nudeln</li><li>2 Paprikaschoten (rot oder gelb)</li>
        <li>100 g Cocktailtomaten</li><li>1 rote Zwiebel (klein)</li></ul>`,
      jsonLd({
        recipeIngredient: [
          '200 g Kritharaki-Nudel',
          '2 Paprikaschote',
          '100 g Cocktailtomate',
          '1 rote Zwiebel',
        ],
        recipeInstructions: ['Alles mischen.'],
      }),
    );
    expect(preview?.ingredients).toEqual([
      '200 g Kritharaki-Nudeln',
      '2 Paprikaschoten (rot oder gelb)',
      '100 g Cocktailtomaten',
      '1 rote Zwiebel (klein)',
    ]);
    // A page that only adds conversions to the markup's own words is no reason to leave it.
    const converted = extract(
      `<h2>Ingredients</h2><ul><li>1 cup (240 ml) milk</li><li>7 oz (200 g) tempeh</li></ul>`,
      jsonLd({ recipeIngredient: ['1 cup milk', '7 oz tempeh'], recipeInstructions: ['Mix.'] }),
    );
    expect(converted?.ingredients).toEqual(['1 cup milk', '7 oz tempeh']);
  });

  it('keeps a unit set apart from rows of like-classed fields in microdata', () => {
    const preview = extract(`
      <div itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Ham toastie">
        <div itemprop="recipeIngredient"><span class="part">195</span><abbr title="grams">g</abbr><span class="part">shaved ham</span></div>
        <div itemprop="recipeIngredient"><span class="part">2</span><span class="part">slices bread</span></div>
        <p itemprop="recipeInstructions">Layer the ham on the bread and toast.</p></div>`);
    expect(preview?.ingredients).toEqual(['195 g shaved ham', '2 slices bread']);
    const cells = extract(`
      <div itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Ham toastie">
        <div itemprop="recipeIngredient"><div class="cell">195</div><span class="unit">g</span><div class="cell">shaved ham</div></div>
        <div itemprop="recipeIngredient"><div class="cell">2</div><span class="unit">slices</span><div class="cell">bread</div></div>
        <p itemprop="recipeInstructions">Layer the ham on the bread and toast.</p></div>`);
    expect(cells?.ingredients).toEqual(['195 g shaved ham', '2 slices bread']);
  });

  it('keeps a unit or a word set in a button or menu inside the line, not a button on its own', () => {
    const preview = extract(`
      <h2>Ingredients</h2>
      <ul><li>195 <button class="unit-switch">g</button> shaved ham</li>
        <li>2 <select><option>slices</option><option selected>thick slices</option></select> bread</li></ul>
      <h2>Method</h2><ol><li>Heat a pan to <button aria-haspopup="dialog"><span>medium-high</span></button>.</li>
        <li>Toast the sandwich for 3 minutes a side.</li></ol>
      <div><button>Print</button><button>Save</button></div>`);
    expect(preview?.ingredients).toEqual(['195 g shaved ham', '2 thick slices bread']);
    expect(preview?.steps).toEqual([
      'Heat a pan to medium-high.',
      'Toast the sandwich for 3 minutes a side.',
    ]);
  });

  it('reads a line once when the page adds a copy of it for screen readers only', () => {
    const line = (text: string, amount: string, unit: string, name: string, label: string) =>
      `<li><div class="${label}">${text}</div><span>${amount}</span> <span>${unit}</span> <a href="/p">${name}</a></li>`;
    const preview = extract(`
      <h2>Ingredients</h2><ul>
        ${line('195 g shaved ham', '195', 'g', 'shaved ham', 'onlyForAria')}
        ${line('2 slices bread', '2', 'slices', 'bread', 'srOnly')}
        ${line('20 g butter', '20', 'g', 'butter', 'u-a11y-text')}</ul>
      <h2>Method</h2><ol><li>Layer the ham on the buttered bread.</li><li>Toast until golden.</li></ol>`);
    expect(preview?.ingredients).toEqual(['195 g shaved ham', '2 slices bread', '20 g butter']);
  });

  it("prefers the page's lines when the markup lost the unit after each amount", () => {
    const preview = extract(
      `<div class="wprm-recipe-ingredients-container"><h3>Ingredients</h3><ul class="wprm-recipe-ingredients">
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">195</span>&#32;<span class="wprm-recipe-ingredient-unit">g</span>&#32;<span class="wprm-recipe-ingredient-name">shaved ham</span></li>
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span>&#32;<span class="wprm-recipe-ingredient-name">slices bread</span></li>
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">20</span>&#32;<span class="wprm-recipe-ingredient-unit">g</span>&#32;<span class="wprm-recipe-ingredient-name">butter</span></li>
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">Mustard, to serve</span></li>
      </ul></div>`,
      jsonLd({
        recipeIngredient: ['195 shaved ham', '2 slices bread', '20 butter'],
        recipeInstructions: ['Toast.'],
      }),
    );
    expect(preview?.ingredients).toEqual(['195 g shaved ham', '2 slices bread', '20 g butter']);
  });
});

describe('list markers', () => {
  it('drops bullets before ingredients and numbers before steps in the markup', () => {
    const preview = extract(
      '',
      jsonLd({
        recipeIngredient: ['- 1 cup sugar', '• 2 eggs', '* 100 g butter', '▢ 1 tsp vanilla'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: '1. Preheat the oven to 180C.' },
          { '@type': 'HowToStep', text: 'Step 2: Cream the butter and sugar.' },
          { '@type': 'HowToStep', text: '3) Beat in the eggs.' },
        ],
      }),
    );
    expect(preview?.ingredients).toEqual([
      '1 cup sugar',
      '2 eggs',
      '100 g butter',
      '1 tsp vanilla',
    ]);
    expect(preview?.steps).toEqual([
      'Preheat the oven to 180C.',
      'Cream the butter and sugar.',
      'Beat in the eggs.',
    ]);
  });

  it('drops the number of a lone step but keeps amounts that lead a line', () => {
    const preview = extract(
      '',
      jsonLd({
        recipeIngredient: ['1 cup sugar', '2 eggs'],
        recipeInstructions: ['1. Mix everything and bake for 20 minutes.'],
      }),
    );
    expect(preview?.ingredients).toEqual(['1 cup sugar', '2 eggs']);
    expect(preview?.steps).toEqual(['Mix everything and bake for 20 minutes.']);
  });

  it('drops typed-in numbers and bullets on a plain blog page', () => {
    const preview = extract(`
      <h2>Ingredients</h2><p>- 1 cup sugar<br>- 2 eggs<br>- 1 cup flour</p>
      <h2>Directions</h2><p>1. Preheat the oven to 180C.</p><p>2. Beat the sugar and eggs.</p><p>3. Fold in the flour and bake.</p>`);
    expect(preview?.ingredients).toEqual(['1 cup sugar', '2 eggs', '1 cup flour']);
    expect(preview?.steps).toEqual([
      'Preheat the oven to 180C.',
      'Beat the sugar and eggs.',
      'Fold in the flour and bake.',
    ]);
  });

  it('reads short steps typed with their label ("Step 1: …") as steps, not as titles', () => {
    const preview = extract(`
      <h2>Ingredients</h2><p>• 1 cup sugar</p><p>• 2 eggs</p><p>• 1 cup flour</p>
      <h2>Instructions</h2><p>Step 1: Preheat the oven to 180C.</p><p>Step 2: Beat the sugar and eggs.</p>
      <p>Step 3: Fold in the flour and bake.</p>`);
    expect(preview?.steps).toEqual([
      'Preheat the oven to 180C.',
      'Beat the sugar and eggs.',
      'Fold in the flour and bake.',
    ]);
  });
});

describe('structured data in other shapes', () => {
  it("reads a JSON-LD method given as the HowTo's steps", () => {
    const preview = extract(
      '',
      jsonLd({
        recipeIngredient: ['2 slices bread', '50 g ham'],
        step: [
          { '@type': 'HowToStep', text: 'Layer the ham between the slices of bread.' },
          { '@type': 'HowToStep', text: 'Toast in a hot pan for 3 minutes a side.' },
        ],
      }),
    );
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('reads ingredients given as objects with their quantity apart', () => {
    const preview = extract(
      '',
      jsonLd({
        recipeIngredient: [
          {
            '@type': 'HowToSupply',
            name: 'shaved ham',
            requiredQuantity: { value: 195, unitText: 'g' },
          },
          { '@type': 'PropertyValue', name: 'bread', value: '2', unitText: 'slices' },
          { '@type': 'HowToSupply', name: '1 tbsp butter' },
        ],
        recipeInstructions: ['Toast.'],
      }),
    );
    expect(preview?.ingredients).toEqual(['195 g shaved ham', '2 slices bread', '1 tbsp butter']);
  });
});

describe("the publishing tool's dressing", () => {
  it('reads figures and marks as the author typed them, without affiliate notes', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>1 cup flour</li><li>2 eggs</li><li>1/4″ slice ginger</li></ul>
      <h2>Instructions</h2><ol><li>Grease a 9×13 pan.</li>
        <li>Whisk everything in a <a href="https://amzn.to/x">blender</a> [paid link] until smooth.</li></ol>`);
    expect(preview?.ingredients).toEqual(['1 cup flour', '2 eggs', '1/4" slice ginger']);
    expect(preview?.steps).toEqual([
      'Grease a 9x13 pan.',
      'Whisk everything in a blender until smooth.',
    ]);
  });
});

describe('machine-written numbers', () => {
  it('writes whole amounts without a trailing ".0"', () => {
    const preview = extract(
      '',
      jsonLd({
        recipeIngredient: ['500.0 g flour', '1.0 cup milk', '0.5 tsp salt', '1,000 g potatoes'],
        recipeInstructions: ['Mix.'],
      }),
    );
    expect(preview?.ingredients).toEqual([
      '500 g flour',
      '1 cup milk',
      '0.5 tsp salt',
      '1,000 g potatoes',
    ]);
  });
});

describe("the site's own controls", () => {
  it("leaves out a control's button set after each ingredient, in markup or on the page", () => {
    const entry = (text: string, prop = '') =>
      `<li${prop}><input type="checkbox"> ${text} <button>Add to list</button></li>`;
    const marked = extract(`
      <div itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Ham toastie">
        <ul>${entry('2 slices bread', ' itemprop="recipeIngredient"')}${entry('50 g ham', ' itemprop="recipeIngredient"')}</ul>
        <ol itemprop="recipeInstructions"><li>Fill the bread with the ham.</li><li>Toast until golden.</li></ol></div>`);
    expect(marked?.ingredients).toEqual(['2 slices bread', '50 g ham']);
    const shown =
      extract(`<h2>Ingredients</h2><ul>${entry('2 slices bread')}${entry('50 g ham')}</ul>
      <h2>Method</h2><ol><li>Fill the bread with the ham.</li><li>Toast until golden.</li></ol>`);
    expect(shown?.ingredients).toEqual(['2 slices bread', '50 g ham']);
  });

  it('leaves buttons, link-only prompts and toolbars out of the steps', () => {
    const preview = extract(`
      <div class="recipe-card">
        <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li><li>1 tbsp butter</li></ul>
        <h2>Instructions</h2>
        <ol><li>Butter the bread on one side.</li><li>Layer the ham between the slices.</li>
          <li>Toast in a hot pan for 3 minutes a side.</li></ol>
        <p><a href="/collections/add?r=1">Add to collection</a></p>
        <div role="toolbar"><span>Print</span><span>Share</span></div>
        <div role="button" tabindex="0">Rate this recipe</div>
      </div>`);
    expect(preview?.steps).toEqual([
      'Butter the bread on one side.',
      'Layer the ham between the slices.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('leaves out what is shown only on paper, unless the recipe is shown nowhere else', () => {
    const ingredients = '<h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li></ul>';
    const steps = `<ol><li>Layer the ham between the slices.</li><li>Toast in a hot pan for 3 minutes a side.</li>
      <li class="print-only"><strong>Last step: share it!</strong> Post a picture of your toastie.</li>
      <li class="d-none d-print-block">Printed from blog.test</li></ol>`;
    const preview = extract(`${ingredients}<h2>Method</h2>${steps}`);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
    const printView = extract(`<div class="visible-print-block">${ingredients}<h2>Method</h2>
      <ol><li>Layer the ham between the slices.</li><li>Toast in a hot pan.</li></ol></div>`);
    expect(printView?.ingredients).toEqual(['2 slices bread', '50 g ham']);
  });

  it('leaves out blocks a style framework hides at every width, not those shown at some', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li>
        <li class="hidden md:block">1 tbsp butter</li><li class="d-none">1 tsp mustard</li></ul>
      <h2>Method</h2>
      <div class="steps"><p>Layer the ham between the slices and toast in a hot pan for 3 minutes a side.</p>
        <div class="d-none"><div class="step">1. <p>Layer the ham between the slices.</p></div></div>
        <div class="d-none d-lg-block"><p>Turn it <span class="d-none">(reverse)</span> once, halfway through.</p></div>
        <div class="hidden"><p>Toast in a hot pan for 3 minutes a side.</p></div></div>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham', '1 tbsp butter']);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices and toast in a hot pan for 3 minutes a side.',
      'Turn it (reverse) once, halfway through.',
    ]);
  });

  it('leaves a link on a line of its own out of a method in paragraphs, not a linked step', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li><li>1 tbsp butter</li></ul>
      <h2>Method</h2>
      <p>Butter the bread on one side and layer the ham between the slices.</p>
      <p><a href="/sauces/bechamel">Get our béchamel recipe</a></p>
      <p>Toast in a hot pan for 3 minutes a side.</p>
      <h2>Also try</h2><ol><li>Butter the bread.</li><li><a href="/sauces/bechamel">Make the béchamel</a></li></ol>`);
    expect(preview?.steps).toEqual([
      'Butter the bread on one side and layer the ham between the slices.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('leaves a save prompt inside the instruction container out of the microdata steps', () => {
    const preview = extract(`
      <div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Ham toastie</span>
        <ul><li itemprop="recipeIngredient">2 slices bread</li><li itemprop="recipeIngredient">50 g ham</li></ul>
        <div itemprop="recipeInstructions">
          <p>Layer the ham between the slices of bread.</p>
          <p>Toast in a hot pan for 3 minutes a side.</p>
          <p><a class="save" href="#save" aria-label="Save this recipe">Save</a></p>
          <div role="button">Add to collection</div>
        </div></div>`);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('leaves out links and boxes styled as buttons, whatever they say', () => {
    const preview = extract(`
      <h2>Zutaten</h2><ul><li>2 Scheiben Brot</li><li>50 g Schinken</li></ul>
      <h2>Zubereitung</h2>
      <p>Den Schinken zwischen die Brotscheiben legen und andrücken.</p>
      <p><a class="btn btn-outline" href="/sammlung">Zur Sammlung hinzufügen</a></p>
      <p>In einer heißen Pfanne von jeder Seite 3 Minuten rösten.</p>
      <div class="recipe-card__button">Jetzt kochen</div>`);
    expect(preview?.steps).toEqual([
      'Den Schinken zwischen die Brotscheiben legen und andrücken.',
      'In einer heißen Pfanne von jeder Seite 3 Minuten rösten.',
    ]);
  });

  it('reads an ingredient checklist set in a form, while leaving a sign-up form out', () => {
    const preview = extract(`
      <h2>Ingredients</h2>
      <form class="checklist"><p><input type="checkbox"> 2 slices white sandwich bread</p>
        <p><input type="checkbox"> 50 g shaved ham, at room temperature</p>
        <p><input type="checkbox"> 1 tbsp salted butter, softened</p>
        <p><input type="checkbox"> 1 tsp Dijon mustard, or to taste</p>
        <p><input type="checkbox"> 30 g grated Gruyère or mature cheddar</p></form>
      <h2>Method</h2><p>Butter the bread, fill it with ham, mustard and cheese, and toast it until golden.</p>
      <form class="newsletter"><p>Get our recipes by e-mail</p><input type="email"><button>Sign up</button></form>`);
    expect(preview?.ingredients).toHaveLength(5);
    expect(preview?.steps).toEqual([
      'Butter the bread, fill it with ham, mustard and cheese, and toast it until golden.',
    ]);
  });

  it('leaves out a teaser set in an aside inside a step', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li></ul>
      <h4>Instructions</h4><ul>
        <li><p>Layer the ham between the slices of bread.</p>
          <aside><h4>Learn more</h4><div role="article"><a href="/blog/ham"><h5>All about ham</h5></a><p>By A. Writer</p></div></aside></li>
        <li><p>Toast in a hot pan for 3 minutes a side.</p></li></ul>`);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('leaves out the names of icons drawn by an icon font', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li><span aria-hidden="true">check_box_outline_blank</span> 2 slices bread</li>
        <li><span class="material-icons">check</span> 50 g ham</li></ul>
      <h2>Method</h2><ol><li>Layer the ham between the slices of bread.</li>
        <li>Toast in a hot pan for 3 minutes a side.</li></ol>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham']);
  });

  it('leaves a rating form under the method out', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li></ul>
      <h2>Method</h2><p>Layer the ham between the slices of bread.</p><p>Toast in a hot pan for 3 minutes a side.</p>
      <form class="rating"><p>Rate this recipe</p><input type="radio" name="r" value="5"></form>`);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });
});

describe('instructions with no recipe markup', () => {
  it("reads a paragraph led by a section's name and a colon as that section", () => {
    const preview = extract(`
      <p>Ingredients: 4 apples, 100 g flour, 75 g butter, 50 g sugar.</p>
      <p>Directions: Heat the oven to 180C. Rub the butter into the flour and bake for 35 minutes.</p>
      <p>Preparation: 20 min</p>`);
    expect(preview?.ingredients).toEqual(['4 apples', '100 g flour', '75 g butter', '50 g sugar']);
    expect(preview?.steps).toEqual([
      'Heat the oven to 180C. Rub the butter into the flour and bake for 35 minutes.',
    ]);
    // A step led by the part it makes stays one step.
    const parts = extract(`
      <h2>Ingredients</h2><ul><li>1 kg pork</li><li>2 pears</li></ul>
      <h2>Instructions</h2><p>To make the pulled pork: cut the pork into chunks and season them.</p>
      <p>To make the salsa: mix the pears with the lime juice.</p>`);
    expect(parts?.steps).toEqual([
      'To make the pulled pork: cut the pork into chunks and season them.',
      'To make the salsa: mix the pears with the lime juice.',
    ]);
  });

  it('reads the lines of preformatted text apart', () => {
    const preview = extract(`
      <p><b>INGREDIENTS</b></p><pre>4 apples\n100 g flour\r\n75 g butter</pre>
      <p><b>METHOD</b></p><p>Heat the oven to 180C and slice the apples into a dish.</p>
      <p>Rub the butter into the flour, scatter over and bake for 35 minutes.</p>`);
    expect(preview?.ingredients).toEqual(['4 apples', '100 g flour', '75 g butter']);
  });

  it.each(['Equipment', 'Kochutensilien', 'Matériel', 'Utensilios', 'Keukengerei'])(
    'leaves the list under "%s" out of the ingredients',
    (heading) => {
      const preview = extract(`
        <h3>Zutaten</h3><ul class="list"><li>200 g Mandeln</li><li>70 g Zucker</li><li>1 TL Zimt</li></ul>
        <h3>${heading}</h3><ul class="list"><li>1 Heißluftfritteuse</li><li>1 Backblech</li></ul>
        <h3>Zubereitung</h3><ol><li>Mandeln mit Zucker und Zimt mischen.</li><li>20 Minuten rösten.</li></ol>`);
      expect(preview?.ingredients).toEqual(['200 g Mandeln', '70 g Zucker', '1 TL Zimt']);
    },
  );

  it('keeps notes, facts and other recipes out of a method in paragraphs', () => {
    const method = `<h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>
      <h2>Method</h2><p>Heat the oven to 180C and grease a tin with butter.</p>
      <p>Mix everything and bake for 30 minutes until golden.</p>`;
    const steps = [
      'Heat the oven to 180C and grease a tin with butter.',
      'Mix everything and bake for 30 minutes until golden.',
    ];
    for (const after of [
      '<div>Notes</div><p>Keeps for three days in a tin.</p>',
      '<div>You may also like</div><p>Our best banana bread, moist and easy.</p>',
      '<p>Preparation time: 1 hour 20 minutes</p>',
    ])
      expect(extract(method + after)?.steps).toEqual(steps);
  });

  it('keeps entries that only start like a section name, and measures of one thing together', () => {
    const preview = extract(`<h2>Zutaten</h2><ul><li>200 g Mehl</li><li>2 Eier</li>
      <li>Außerdem: Fett für die Form</li><li>Zutaten für die Glasur nach Wahl</li>
      <li>1 cup | 240 ml | 8 fl oz milk</li><li>200 g butter • 1 cup • 2 sticks</li></ul>
      <h2>Zubereitung</h2><ol><li>Alles verrühren und 30 Minuten backen.</li><li>Abkühlen lassen.</li></ol>`);
    expect(preview?.ingredients).toEqual([
      '200 g Mehl',
      '2 Eier',
      'Außerdem: Fett für die Form',
      'Zutaten für die Glasur nach Wahl',
      '1 cup | 240 ml | 8 fl oz milk',
      '200 g butter • 1 cup • 2 sticks',
    ]);
  });

  it('reads lines alike but for a word as two lines when there is no markup to compare', () => {
    const preview =
      extract(`<h2>Ingredients</h2><ul><li>1 onion</li><li>1 red onion</li><li>2 eggs</li></ul>
      <h2>Method</h2><ol><li>Chop both onions finely.</li><li>Fry them and stir in the eggs.</li></ol>`);
    expect(preview?.ingredients).toEqual(['1 onion', '1 red onion', '2 eggs']);
  });

  it("leaves out a table's first row that names the list", () => {
    const preview = extract(`
      <table><tr><td><b>Ingredients</b></td></tr><tr><td>4</td><td>apples, sliced</td></tr>
        <tr><td>100 g</td><td>flour</td></tr><tr><td>75 g</td><td>butter</td></tr></table>
      <h3>Preparation</h3><p>Heat the oven to 180C and put the apples in a dish.</p>
      <p>Rub the butter into the flour, scatter over and bake for 35 minutes.</p>`);
    expect(preview?.ingredients).toEqual(['4 apples, sliced', '100 g flour', '75 g butter']);
  });

  it('reads a method in lists with a step set as a paragraph between them', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>200 g flour</li><li>100 g butter</li><li>300 g pistachios</li></ul>
      <div class="instructions"><h3>Instructions</h3>
        <p><strong>Prepare the pastry:</strong></p>
        <ol><li>Rub the butter into the flour.</li><li>Roll out and line the tin.</li></ol>
        <p>Bake for 20 minutes, then remove the weights and bake 10 minutes more.</p>
        <p><strong>Prepare the filling:</strong></p>
        <ol><li>Grind the pistachios to a paste.</li><li>Spread the paste over the pastry.</li></ol>
        <p>This pie keeps for two days in the fridge, covered.</p>
      </div>
      <h3>Related</h3><ul><li>Lemon pie</li><li>Apple pie</li></ul>`);
    expect(preview?.steps).toEqual([
      'Rub the butter into the flour.',
      'Roll out and line the tin.',
      'Bake for 20 minutes, then remove the weights and bake 10 minutes more.',
      'Grind the pistachios to a paste.',
      'Spread the paste over the pastry.',
    ]);
  });

  it('leaves step numbers set before short steps apart, and ends the method at other lists', () => {
    const badge = (n: number, text: string) =>
      `<div class="step"><span class="num">${n}</span><p>${text}</p></div>`;
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>200 g lentils</li><li>2 onions</li><li>1 l stock</li></ul>
      <h2>Method</h2>${badge(1, 'Chop the onions finely')}${badge(2, 'Fry them in a little oil until soft')}
      ${badge(3, 'Add the stock and lentils and simmer')}`);
    expect(preview?.steps).toEqual([
      'Chop the onions finely',
      'Fry them in a little oil until soft',
      'Add the stock and lentils and simmer',
    ]);
    const related = extract(`
      <h2>Ingredients</h2><ul><li>200 g lentils</li><li>2 onions</li><li>1 l stock</li></ul>
      <h2>Method</h2><ol><li>Chop the onions finely and fry them until soft.</li>
        <li>Add the stock and lentils and simmer 20 minutes.</li></ol>
      <p>Serve hot with crusty bread and a spoon of yoghurt on top.</p>
      <p><strong>You might also like</strong></p><ol><li>Tomato soup</li><li>Pea soup</li></ol>`);
    expect(related?.steps).toEqual([
      'Chop the onions finely and fry them until soft.',
      'Add the stock and lentils and simmer 20 minutes.',
    ]);
  });

  it('reads numbered step boxes past the tips and amounts set beside the steps', () => {
    const box = (cls: string, text: string) => `<div class="${cls}">${text}</div>`;
    const step = (n: number, text: string, ...asides: string[]) =>
      box('row n', String(n)) + box('row text-body', text) + asides.join('');
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>4 stalks celery</li><li>2 carrots</li><li>310 g butter</li><li>1 chicken</li></ul>
      <h2>Instructions</h2>
      ${step(1, 'Bring a large pot of water to the boil.')}
      ${step(2, 'Add the celery and carrots and simmer.', box('row text-body', '4 stalks celery, 2 carrots'))}
      ${step(3, 'Lay the chicken in the stock.', box('row tip', 'TIP Warm stock keeps the meat tender'))}
      ${step(4, 'Melt the butter in a second pan.', box('row text-body', '250 g butter'))}
      ${step(5, 'Serve the chicken with the sauce.')}
      <h3>Comments</h3><p>Lovely!</p>`);
    expect(preview?.steps).toEqual([
      'Bring a large pot of water to the boil.',
      'Add the celery and carrots and simmer.',
      'Lay the chicken in the stock.',
      'Melt the butter in a second pan.',
      'Serve the chicken with the sauce.',
    ]);
  });

  const ingredients = '<ul><li>200 g Mehl</li><li>2 Eier</li><li>250 ml Milch</li></ul>';
  it.each([
    ['Zubereitung', 'h3'],
    ['Préparation', 'h2'],
    ['Procedimiento', 'h3'],
    ['Så gör du', 'h3'],
    ['Sådan gør du', 'h3'],
    ['Zo maak je het', 'h2'],
    ['Elkészítés', 'h4'],
    ['Method', 'strong'],
    ['Réalisation', 'h3'],
    ["So geht's", 'h3'],
    ['So wird es gemacht:', 'h3'],
    ['Cooking directions', 'h3'],
    ['Anleitungen', 'h3'],
    ['Instruções', 'h3'],
    ['Instrukcje', 'h3'],
    ['Ohjeet', 'h3'],
    ['手順', 'h2'],
    ['Bereiden', 'h2'],
    ['Vorbereitung', 'h3'],
    ['Gaminimas', 'h3'],
    ['Pagatavošana', 'h3'],
    ['Припрема', 'h3'],
    ['Postopek', 'h3'],
    ['Cara memasak', 'h3'],
    ['Paraan ng pagluluto', 'h3'],
  ])('finds the steps under "%s"', (heading, tag) => {
    const preview = extract(`
      <h2>Zutaten</h2>${ingredients}
      <p>Ein Bild sagt mehr als tausend Worte.</p>
      <${tag}>${heading}</${tag}>
      <p>Mehl, Eier und Milch zu einem glatten Teig verrühren und ruhen lassen.</p>
      <p>In einer heißen Pfanne dünne Pfannkuchen backen.</p>
      <h3>Kommentare</h3><p>Sehr lecker!</p>`);
    expect(preview?.steps).toEqual([
      'Mehl, Eier und Milch zu einem glatten Teig verrühren und ruhen lassen.',
      'In einer heißen Pfanne dünne Pfannkuchen backen.',
    ]);
  });

  it.each([
    'Benötigte Zutaten',
    'Liste des ingrédients',
    'Was ihr braucht',
    "Ce qu'il vous faut",
    'Ingredientai',
    'Sastāvdaļas',
    'Састојци',
    'Namirnice',
    'Mga Sangkap',
  ])('finds the ingredients under "%s"', (heading) => {
    const preview = extract(`
        <p>Ein schnelles Rezept für jeden Tag, mit Zutaten aus dem Vorrat.</p>
        <h3>${heading}</h3><p>200 g Mehl</p><p>2 Eier</p><p>250 ml Milch</p>
        <h3>Zubereitung</h3><p>Alles zu einem glatten Teig verrühren und dünn ausbacken.</p>`);
    expect(preview?.ingredients).toEqual(['200 g Mehl', '2 Eier', '250 ml Milch']);
  });

  it('reads an ingredient list set in numbered columns as one list', () => {
    const preview = extract(`
      <h2>Ingredients</h2>
      <ul class="ingr-list ingr-col-1"><li>2 slices bread</li><li>50 g ham</li></ul>
      <ul class="ingr-list ingr-col-2"><li>1 tbsp butter</li><li>30 g cheddar</li></ul>
      <h2>Preparation</h2>
      <p>Butter the bread on the outside and fill it with the ham and cheese.</p>
      <p>Toast in a hot pan for 3 minutes a side.</p>`);
    expect(preview?.ingredients).toEqual([
      '2 slices bread',
      '50 g ham',
      '1 tbsp butter',
      '30 g cheddar',
    ]);
    expect(preview?.steps).toHaveLength(2);
  });

  it('reads a checklist of labelled checkboxes set without list items', () => {
    const preview = extract(`
      <h2>Ingredients</h2>
      <ul class="checklist"><label><input type="checkbox"> <span>2</span> slices bread</label>
        <label><input type="checkbox"> <span>50</span> g ham</label>
        <label><input type="checkbox"> <span>1</span> tbsp butter</label></ul>
      <label><input type="checkbox"> Keep the screen on</label>
      <h2>Preparation</h2>
      <p>Butter the bread on the outside and fill it with the ham.</p>
      <p>Toast in a hot pan for 3 minutes a side.</p>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham', '1 tbsp butter']);
  });

  it('prefers a bare list of amounts to a menu of links under a heading naming ingredients', () => {
    const preview = extract(`
      <nav-menu><div class="menu-title">Popular ingredients</div>
        <ul><li><a href="/chicken">Chicken recipes</a></li><li><a href="/beef">Beef recipes</a></li>
          <li><a href="/pork">Pork recipes</a></li><li><a href="/fish">Fish recipes</a></li>
          <li><a href="/pasta">Pasta recipes</a></li><li><a href="/rice">Rice recipes</a></li></ul></nav-menu>
      <h2>What you need for the crispiest ham toastie on a Sunday</h2>
      <ul><li>2 slices bread</li><li>50 g ham</li><li>1 tbsp butter</li><li>30 g cheddar</li></ul>
      <h2>Preparation</h2>
      <p>Butter the bread on the outside and fill it with the ham and cheese.</p>
      <p>Toast in a hot pan for 3 minutes a side.</p>`);
    expect(preview?.ingredients).toEqual([
      '2 slices bread',
      '50 g ham',
      '1 tbsp butter',
      '30 g cheddar',
    ]);
  });

  it('reads a method split over lists whose classes differ by one added class', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li><li>1 tbsp butter</li></ul>
      <h2>Preparation</h2>
      <div><ul class="steps-list"><li>Butter the bread on the outside and lay it in a cold pan.</li></ul></div>
      <div><ul class="steps-list steps-list-multi"><li>Fill the sandwich with the ham and close it.</li>
        <li>Toast over a medium heat for 3 minutes a side.</li></ul></div>
      <ul class="tags"><li>Lunch ideas and easy toasties for everyone</li><li>Quick dinners under twenty minutes</li></ul>`);
    expect(preview?.steps).toEqual([
      'Butter the bread on the outside and lay it in a cold pan.',
      'Fill the sandwich with the ham and close it.',
      'Toast over a medium heat for 3 minutes a side.',
    ]);
  });

  it('reads lines broken in one box as ingredients, a bold one among them included', () => {
    const preview = extract(`
      <div class="field-label">Ingredients</div>
      <div class="field-item"><p>2 slices bread<br><b>3 to 4 thin slices smoked ham</b><br>1 tbsp soft butter<br>
        30 g grated cheddar<br>Pepper to taste</p></div>
      <div class="field-label">Instructions</div>
      <div class="field-item odd"><p>Butter the bread on the outside and fill it with the ham and cheese</p></div>
      <div class="field-item even"><p>Toast in a hot pan for 3 minutes a side.</p></div>`);
    expect(preview?.ingredients).toEqual([
      '2 slices bread',
      '3 to 4 thin slices smoked ham',
      '1 tbsp soft butter',
      '30 g grated cheddar',
      'Pepper to taste',
    ]);
    expect(preview?.steps).toEqual([
      'Butter the bread on the outside and fill it with the ham and cheese',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it("reads the card's method, not a post's summary under a heading whose anchor names instructions", () => {
    const preview = extract(`
      <div class="post"><p>Our favourite lunch, made in ten minutes.</p>
        <h2 id="step-by-step-recipe-instructions">Step-by-step recipe instructions</h2>
        <ol><li>Butter the bread and fill it with everything you have.</li><li>Toast it until it is golden on both sides.</li></ol>
        <p>See the recipe card below for the amounts.</p></div>
      <div class="card"><h3>Ingredients</h3><ul><li>2 slices bread</li><li>50 g ham</li><li>1 tbsp butter</li></ul>
        <h3>Instructions</h3>
        <ol><li>Butter the bread on the outside.</li><li>Fill with the ham and close the sandwich.</li>
          <li>Toast in a hot pan for 3 minutes a side.</li></ol></div>`);
    expect(preview?.steps).toEqual([
      'Butter the bread on the outside.',
      'Fill with the ham and close the sandwich.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('reads each term and definition pair of an ingredient list as one line', () => {
    const method = `<h2>Method</h2><p>Butter the bread on the outside and fill it with the ham.</p>
      <p>Toast in a hot pan for 3 minutes a side.</p>`;
    const amountFirst = extract(`<h2>Ingredients</h2>
      <dl><dt>2 slices</dt><dd>bread</dd><dt>50 g</dt><dd>ham</dd><dt>1 tbsp</dt><dd>butter</dd></dl>${method}`);
    expect(amountFirst?.ingredients).toEqual(['2 slices bread', '50 g ham', '1 tbsp butter']);
    const nameFirst = extract(`<h2>Ingredients</h2>
      <dl><dt>Bread</dt><dd>2 slices</dd><dt>Ham</dt><dd>50 g</dd><dt>Butter</dt><dd>1 tbsp</dd></dl>${method}`);
    expect(nameFirst?.ingredients).toEqual(['2 slices Bread', '50 g Ham', '1 tbsp Butter']);
    // HTML lets a <div> group each pair; a script may sit among them.
    const grouped = extract(`<h2>Ingredients</h2>
      <dl><div class="ingredient"><dt>2 slices</dt><dd>bread</dd></div><div class="ingredient"><dt>50 g</dt><dd>ham</dd></div>
        <div class="ingredient"><dt>1 tbsp</dt><dd>butter</dd></div><script>calc.init([]);</script></dl>${method}`);
    expect(grouped?.ingredients).toEqual(['2 slices bread', '50 g ham', '1 tbsp butter']);
  });

  it('reads an entry whose class names it a heading as the name of a group', () => {
    const preview = extract(`<h2>Ingredients</h2>
      <ul><li class="recipe__list-subheading">Dry brine</li><li>2 pounds chicken wings</li><li>1 tablespoon salt</li></ul>
      <ul><li class="recipe__list-subheading">Pomegranate glaze</li><li>1/2 cup pomegranate molasses</li></ul>
      <h2>Method</h2><ol><li>Toss the wings with the salt and chill overnight.</li><li>Roast and glaze.</li></ol>`);
    expect(preview?.ingredients).toEqual([
      '2 pounds chicken wings',
      '1 tablespoon salt',
      '1/2 cup pomegranate molasses',
    ]);
    // The entry's whole text set in an element so named; a step's lead-in set so stays its own.
    const inlineTitle = extract(`<h2>Ingredients</h2>
      <ul><li class="item"><span class="name">2 pounds chicken wings</span></li><li class="item"><span class="name">1 tablespoon salt</span></li>
        <li class="item item-group"><strong class="item-group-title">Glaze:</strong></li><li class="item"><span class="name">1/2 cup pomegranate molasses</span></li></ul>
      <h2>Method</h2><ol><li><div class="step-subheading"><span class="step-subheading__text">Brine:</span></div><p>Toss the wings with the salt and chill overnight.</p></li>
        <li><p>Roast and glaze.</p></li></ol>`);
    expect(inlineTitle?.ingredients).toEqual([
      '2 pounds chicken wings',
      '1 tablespoon salt',
      '1/2 cup pomegranate molasses',
    ]);
    expect(inlineTitle?.steps).toEqual([
      'Brine: Toss the wings with the salt and chill overnight.',
      'Roast and glaze.',
    ]);
  });

  it("reads a CMS's field pairs as one entry each, not each field as an entry", () => {
    const pair = (name: string, quantity: string) =>
      `<div class="field__item"><div class="paragraph paragraph--type--recipe-ingredient">
        <div class="field field--name-field-ingredient field__item">${name}</div>
        <div class="field field--name-field-quantity field__item">${quantity}</div></div></div>`;
    const preview = extract(`<h2>Ingredients</h2>
      <div class="field field--name-field-ingredients">${pair('Basil', '20 g, fresh')}${pair('Pine nuts', '70 g')}${pair('Olive oil', '120 ml')}</div>
      <h2>Preparation</h2><p>Blend the basil with the pine nuts and the oil until smooth.</p><p>Season and serve.</p>`);
    expect(preview?.ingredients).toEqual([
      '20 g, fresh Basil',
      '70 g Pine nuts',
      '120 ml Olive oil',
    ]);
  });

  it('reads a short line of its own look between ingredient paragraphs as a group name', () => {
    const preview = extract(`<h2>Ingredients</h2>
      <div class="ingredient">250 g lean tuna</div><div class="ingredient">2 tbsp sesame seeds</div>
      <div class="group-head">Side</div>
      <div class="ingredient">30 g watercress</div><div class="ingredient">1/4 onion</div>
      <h2>Preparation</h2><ol><li>Coat the tuna in the sesame seeds.</li><li>Sear it briefly on each side.</li></ol>`);
    expect(preview?.ingredients).toEqual([
      '250 g lean tuna',
      '2 tbsp sesame seeds',
      '30 g watercress',
      '1/4 onion',
    ]);
  });

  it('reads a name and its amount set in boxes of a row whose class carries a build hash', () => {
    const row = (name: string, amount: string) =>
      `<div class="ingredient-row_ingredient__TkWXW"><div class="ingredient-row_body__a81Qx">
        <div class="grow"><div class="grid"><div class="grow"><div class="col"><span>${name}</span></div></div></div></div>
        <div class="amount"><span>${amount}</span></div></div></div>`;
    const preview = extract(`<h2>Ingredients</h2>
      <div class="list__k3Jd9">${row('Bread', '2 slices')}${row('Ham', '50 g')}${row('Butter', '1 tbsp')}</div>
      <h2>Method</h2><p>Butter the bread on the outside and fill it with the ham.</p>
      <p>Toast in a hot pan for 3 minutes a side.</p>`);
    expect(preview?.ingredients).toEqual(['2 slices Bread', '50 g Ham', '1 tbsp Butter']);
  });

  it('reads the list of ingredients, not a list of times, costs and nutrients above it', () => {
    const preview = extract(`
      <dl><dt>Preparation</dt><dd>10 min</dd><dt>Resting</dt><dd>10 min</dd><dt>Total time</dt><dd>41 min</dd>
        <dt>Cost per portion</dt><dd>≈ 0.69 €</dd><dt>Calories</dt><dd>331 kcal</dd><dt>Fat</dt><dd>8.9 g</dd>
        <dt>Carbohydrates</dt><dd>53.5 g</dd></dl>
      <div class="rating">★ ★ ★ ★ ★</div><p>4.9 / 5 (2110 ratings)</p>
      <dl><dt>2 slices</dt><dd>bread</dd><dt>50 g</dt><dd>ham</dd><dt>1 tbsp</dt><dd>butter</dd></dl>
      <p>Butter the bread on the outside and fill it with the ham.</p>
      <p>Toast in a hot pan for 3 minutes a side.</p>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham', '1 tbsp butter']);
  });

  it('reads a table of ingredients under a header row without the header as a line', () => {
    const preview = extract(`
      <table><tr><th>Ingredients</th></tr><tr><td>2 slices bread</td></tr><tr><td>50 g ham</td></tr>
        <tr><td>1 tbsp butter</td></tr></table>
      <h3>Directions</h3><p>Butter the bread on the outside and fill it with the ham.</p>
      <p>Toast in a hot pan for 3 minutes a side.</p>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham', '1 tbsp butter']);
  });

  it('reads once a list the page shows twice, for the screen and for print', () => {
    const list = '<ul><li>2 slices bread</li><li>50 g ham</li><li>1 tbsp butter</li></ul>';
    const steps = `<ol><li>Butter the bread on the outside and fill it with the ham.</li>
      <li>Toast in a hot pan for 3 minutes a side.</li></ol>`;
    const preview =
      extract(`<h2>Ingredients</h2><div class="screen">${list}</div><div class="print">${list}</div>
      <h2>Method</h2><div class="screen">${steps}</div><div class="print">${steps}</div>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham', '1 tbsp butter']);
    expect(preview?.steps).toEqual([
      'Butter the bread on the outside and fill it with the ham.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it("reads a group's sub-list nested in the ingredient list", () => {
    const preview = extract(`
      <h2>Ingredients</h2>
      <ul class="ingredients"><li>2 slices bread</li><li>50 g ham</li><li class="group">For the dip:</li>
        <ul class="sub-ingredients"><li>2 tbsp mustard</li><li>1 tbsp honey</li></ul></ul>
      <h2>Method</h2><ol><li>Toast the bread with the ham in a hot pan, 3 minutes a side.</li>
        <li>Stir the mustard and honey together and serve on the side.</li></ol>`);
    expect(preview?.ingredients).toEqual([
      '2 slices bread',
      '50 g ham',
      'For the dip:',
      '2 tbsp mustard',
      '1 tbsp honey',
    ]);
  });

  it('reads every group of a titled list when one group sits in a recipe-plugin container', () => {
    const preview = extract(`
      <div class="card"><h3>Ingredients</h3>
        <div class="group"><h4>Toast:</h4><ul><li>2 slices bread</li><li>50 g ham</li></ul></div>
        <div class="group"><h4>Dip:</h4><div class="wprm-recipe-ingredients"><ul><li>2 tbsp mustard</li>
          <li>1 tbsp honey</li><li>1 tsp cider vinegar</li><li>1 pinch salt</li></ul></div></div>
        <h3>Method</h3><ol><li>Toast the bread with the ham in a hot pan, 3 minutes a side.</li>
          <li>Stir the dip together and serve it on the side.</li></ol></div>`);
    expect(preview?.ingredients).toEqual([
      '2 slices bread',
      '50 g ham',
      '2 tbsp mustard',
      '1 tbsp honey',
      '1 tsp cider vinegar',
      '1 pinch salt',
    ]);
  });

  it('reads groups under headings as high as the first list when their entries are classed alike', () => {
    const preview = extract(`
      <div class="section"><h2>Ingredients</h2><p>Serves 2</p><ul class="list">
        <li class="list__entry entry-1">2 slices bread</li><li class="list__entry entry-2">50 g ham</li></ul></div>
      <div class="section"><h2>Dip</h2><ul class="list"><li class="list__entry entry-3">2 tbsp mustard</li>
        <li class="list__entry entry-4">1 tbsp honey</li></ul></div>
      <div class="section"><h2>Garnish</h2><ul class="list"><li class="list__entry entry-5">Parsley</li></ul></div>
      <h2>Method</h2><ol><li>Toast the bread with the ham in a hot pan, 3 minutes a side.</li>
        <li>Stir the dip together and serve it on the side.</li></ol>`);
    expect(preview?.ingredients).toEqual([
      '2 slices bread',
      '50 g ham',
      '2 tbsp mustard',
      '1 tbsp honey',
      'Parsley',
    ]);
  });

  it('reads a method in parts under headings it does not know when every step is marked alike', () => {
    const preview = extract(`
      <h3>Ingredients</h3><ul><li>2 slices bread</li><li>50 g ham</li><li>2 tbsp mustard</li></ul>
      <h3>Method for the dip</h3>
      <h4>Step 1</h4><p class="instructions">Stir the mustard with a spoonful of water until smooth.</p>
      <h3>Putting the toastie together</h3>
      <h4>Step 1</h4><p class="instructions">Lay the ham on one slice and close the sandwich.</p>
      <h4>Step 2</h4><p class="instructions">Toast in a hot pan for 3 minutes a side and serve with the dip.</p>
      <h3>More lunches</h3><p>Try our cheese and pickle toastie next.</p>`);
    expect(preview?.steps).toEqual([
      'Stir the mustard with a spoonful of water until smooth.',
      'Lay the ham on one slice and close the sandwich.',
      'Toast in a hot pan for 3 minutes a side and serve with the dip.',
    ]);
  });

  it('reads ingredients written in one sentence under a long label ending in a colon', () => {
    const preview = extract(`
      <h2>Ingredients for two crisp toasties with a mustard dip:</h2>
      <p>4 slices bread, 100 g ham (smoked, or boiled), 2 tbsp mustard, pepper.</p>
      <h2>Method</h2><p>Fill the bread with the ham and toast it in a hot pan for 3 minutes a side.</p>
      <p>Serve with the mustard on the side.</p>`);
    expect(preview?.ingredients).toEqual([
      '4 slices bread',
      '100 g ham (smoked, or boiled)',
      '2 tbsp mustard',
      'pepper',
    ]);
    const bullets = extract(`
      <h2>Ingredients</h2><p>• 4 slices bread • 100 g ham • 2 tbsp mustard • 1·5 tsp pepper</p>
      <h2>Method</h2><p>Fill the bread with the ham and toast it in a hot pan for 3 minutes a side.</p>
      <p>Serve with the mustard on the side.</p>`);
    expect(bullets?.ingredients).toEqual([
      '4 slices bread',
      '100 g ham',
      '2 tbsp mustard',
      '1·5 tsp pepper',
    ]);
  });

  it('leaves out the ingredients a card repeats under each step', () => {
    const preview = extract(`
      <h2>Ingredients</h2>
      <ul><li>2 slices sourdough bread, thickly cut</li><li>50 g ham</li><li>1 tbsp butter, soft</li></ul>
      <h2>Instructions</h2>
      <ol><li><div>Butter the bread on the outside.</div><div class="faded"><span>2 slices sourdough bread, </span><span>1 tbsp butter</span></div></li>
        <li><div>Fill with the ham and toast for 3 minutes a side.</div><div class="faded">50 g ham - 1 tbsp butter</div></li></ol>`);
    expect(preview?.steps).toEqual([
      'Butter the bread on the outside.',
      'Fill with the ham and toast for 3 minutes a side.',
    ]);
  });

  it('finds an ordered list of sentences away from the ingredient list, with no heading', () => {
    const preview = extract(`
      <div class="post"><p>These are the pancakes my grandmother made every Sunday.</p>
      ${ingredients}
      <figure><img src="/p.jpg"><figcaption>Fresh pancakes</figcaption></figure>
      <p>The batter is best when it rests, so plan ahead.</p>
      <ol><li>Mehl, Eier und Milch zu einem glatten Teig verrühren.</li>
        <li>Den Teig eine halbe Stunde ruhen lassen.</li>
        <li>In einer heißen Pfanne dünne Pfannkuchen backen.</li></ol>
      <p>Enjoy!</p></div>
      <div class="sidebar"><ol><li><a href="/a">Popular posts</a></li><li><a href="/b">Archive</a></li></ol></div>`);
    expect(preview?.ingredients).toEqual(['200 g Mehl', '2 Eier', '250 ml Milch']);
    expect(preview?.steps).toEqual([
      'Mehl, Eier und Milch zu einem glatten Teig verrühren.',
      'Den Teig eine halbe Stunde ruhen lassen.',
      'In einer heißen Pfanne dünne Pfannkuchen backen.',
    ]);
  });

  it('finds a numbered list of sentences after other sections, under a heading it does not know', () => {
    const preview = extract(`
      <h2>Zutaten</h2>${ingredients}
      <h2>Tipps</h2><p>Den Teig ruhen lassen.</p>
      <h2>Los geht's</h2><p>Ganz einfach.</p><figure><img src="/p.jpg"></figure>
      <ol><li>Mehl, Eier und Milch zu einem glatten Teig verrühren.</li>
        <li>In einer heißen Pfanne dünne Pfannkuchen backen.</li></ol>
      <h2>Mehr Rezepte</h2><ul><li><a href="/w">Waffeln</a></li><li><a href="/c">Crêpes</a></li></ul>`);
    expect(preview?.steps).toEqual([
      'Mehl, Eier und Milch zu einem glatten Teig verrühren.',
      'In einer heißen Pfanne dünne Pfannkuchen backen.',
    ]);
  });

  it('finds a bulleted list of sentences a little after the ingredients, not one further away', () => {
    const preview = extract(`
      <h2>Zutaten</h2>${ingredients}
      <h2>Tipps</h2><p>Den Teig ruhen lassen.</p>
      <h2>Los geht's</h2><p>Ganz einfach.</p><figure><img src="/p.jpg"></figure>
      <ul><li>Mehl, Eier und Milch zu einem glatten Teig verrühren.</li>
        <li>In einer heißen Pfanne dünne Pfannkuchen backen.</li></ul>
      ${'<p>Noch ein paar Worte zur Geschichte dieses Gerichts.</p>'.repeat(25)}
      <ul><li>Die Pfannkuchen schmecken auch kalt sehr gut zum Frühstück.</li>
        <li>Mit Apfelmus und Zimt werden sie zum Nachtisch.</li></ul>`);
    expect(preview?.steps).toEqual([
      'Mehl, Eier und Milch zu einem glatten Teig verrühren.',
      'In einer heißen Pfanne dünne Pfannkuchen backen.',
    ]);
  });

  it('keeps a first step styled apart from the others', () => {
    const preview = extract(`
      <h2>Zutaten</h2>${ingredients}
      <h2>Zubereitung</h2><p class="has-drop-cap">Mehl, Eier und Milch zu einem glatten Teig verrühren.</p>
      <p>In einer heißen Pfanne dünne Pfannkuchen backen.</p>`);
    expect(preview?.steps).toEqual([
      'Mehl, Eier und Milch zu einem glatten Teig verrühren.',
      'In einer heißen Pfanne dünne Pfannkuchen backen.',
    ]);
  });

  it('reads a recipe in parts, each with its ingredients and then its method', () => {
    const preview = extract(`
      <p>Pour 8 pains</p>
      <p>Ingrédients pour le levain</p><p>150 g de farine</p><p>150 g d'eau</p>
      <ol><li>Mélanger la farine et l'eau dans un bol.</li><li>Laisser fermenter une nuit au frais.</li></ol>
      <p>Ingrédients pour la pâte</p><p>300 g de levain</p><p>470 g de farine</p><p>14 g de sel</p>
      <ol><li>Pétrir le levain, la farine et le sel dix minutes.</li><li>Façonner les pains et cuire.</li></ol>
      <p>Bon appétit !</p>`);
    expect(preview?.ingredients).toEqual([
      '150 g de farine',
      "150 g d'eau",
      '300 g de levain',
      '470 g de farine',
      '14 g de sel',
    ]);
    expect(preview?.steps).toEqual([
      "Mélanger la farine et l'eau dans un bol.",
      'Laisser fermenter une nuit au frais.',
      'Pétrir le levain, la farine et le sel dix minutes.',
      'Façonner les pains et cuire.',
    ]);
  });

  it('keeps a method in one paragraph rather than the list of times after it', () => {
    const preview = extract(`
      <h2>Zutaten</h2>${ingredients}
      <h3>So einfach geht der Pfannkuchenteig für jeden Tag</h3>
      <p>Mehl, Eier und Milch verrühren, den Teig ruhen lassen und in der Pfanne dünn ausbacken.</p>
      <ul><li>Zubereitungszeit: 30 Minuten</li><li>Ruhezeit: 1 Stunde</li></ul>`);
    expect(preview?.steps).toEqual([
      'Mehl, Eier und Milch verrühren, den Teig ruhen lassen und in der Pfanne dünn ausbacken.',
    ]);
  });

  it("reads a method whose paragraphs each carry an editor's style classes", () => {
    const preview = extract(`
      <h2>Zutaten</h2>${ingredients}
      <h2>Zubereitung</h2>
      <p class="has-text-align-left">Mehl, Eier und Milch zu einem glatten Teig verrühren.</p>
      <p>Den Teig eine halbe Stunde ruhen lassen.</p>
      <p class="has-small-font-size text-center">In einer heißen Pfanne dünne Pfannkuchen backen.</p>`);
    expect(preview?.steps).toEqual([
      'Mehl, Eier und Milch zu einem glatten Teig verrühren.',
      'Den Teig eine halbe Stunde ruhen lassen.',
      'In einer heißen Pfanne dünne Pfannkuchen backen.',
    ]);
  });

  it.each(['recipe__steps', 'steps', 'werkwijze', 'procedure'])(
    'finds the steps in a container named "%s" under a heading it does not know',
    (name) => {
      const preview = extract(`
        <h2>Zutaten</h2>${ingredients}
        <p>Ein Rezept von Oma, das immer gelingt, wenn der Teig ruhen darf.</p>
        <h2>Los geht's</h2><p>Ganz einfach.</p><p>Wirklich.</p>
        <div class="${name}"><p>Mehl, Eier und Milch zu einem glatten Teig verrühren.</p>
          <p>In einer heißen Pfanne dünne Pfannkuchen backen.</p></div>`);
      expect(preview?.steps).toEqual([
        'Mehl, Eier und Milch zu einem glatten Teig verrühren.',
        'In einer heißen Pfanne dünne Pfannkuchen backen.',
      ]);
    },
  );

  it('reads the list after a heading whose box also holds a subtitle and the yield', () => {
    const preview = extract(`
      <div class="card"><div class="head"><h2>Ingredience</h2><div class="sub">Složení</div>
        <div class="yield">8 porcí</div></div>
        <ul class="list"><li>Tortilla pšeničná 2 ks</li><li>Philadelphia 125 g</li><li>Salátová okurka 1 ks</li></ul></div>
      <h2>Příprava</h2><ol><li>Tortilly potřete sýrem a poklaďte okurkou.</li><li>Zaviňte a nakrájejte.</li></ol>`);
    expect(preview?.ingredients).toEqual([
      'Tortilla pšeničná 2 ks',
      'Philadelphia 125 g',
      'Salátová okurka 1 ks',
    ]);
  });

  it('reads ingredient paragraphs in groups under titles set in capitals or a heading class', () => {
    const preview = extract(`
      <h2>Ingredients</h2>
      <p class="body">750 g chicken thighs, cut into pieces</p>
      <p class="type-h5">FOR THE MARINADE</p>
      <p class="body">2 tbsp yoghurt</p><p class="body">1 tsp ground cumin</p>
      <p class="type-h5">For the sauce</p>
      <p class="body">50 g butter</p><p class="body">400 g passata</p>
      <h2>Method</h2><p>Marinate the chicken, then simmer it in the sauce.</p>`);
    expect(preview?.ingredients).toEqual([
      '750 g chicken thighs, cut into pieces',
      '2 tbsp yoghurt',
      '1 tsp ground cumin',
      '50 g butter',
      '400 g passata',
    ]);
  });

  it('reads every group of a plugin card, even groups as long as each other', () => {
    const group = (name: string, items: string[]) =>
      `<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">${name}</h4>
        <ul class="wprm-recipe-ingredients">${items.map((item) => `<li class="wprm-recipe-ingredient">${item}</li>`).join('')}</ul></div>`;
    const preview = extract(`
      <div class="wprm-recipe-ingredients-container"><h3>Ingredients</h3>
        ${group('For the crust', ['1 cup butter', '1/2 cup white sugar', '2 cups all purpose flour'])}
        ${group('For the filling', ['4 apples, sliced', '1/2 cup white sugar', '2 tablespoons all purpose flour'])}</div>
      <h3>Instructions</h3><ol><li>Press the crust into the pan and bake it.</li><li>Top with the filling and bake again.</li></ol>`);
    expect(preview?.ingredients).toEqual([
      '1 cup butter',
      '1/2 cup white sugar',
      '2 cups all purpose flour',
      '4 apples, sliced',
      '1/2 cup white sugar',
      '2 tablespoons all purpose flour',
    ]);
  });

  it('reads a Tasty Recipes card without its JSON-LD', () => {
    const preview = extract(`
      <div class="tasty-recipes"><div class="tasty-recipes-ingredients"><h3>Ingredients</h3>
        <div class="tasty-recipes-ingredients-body"><ul><li><span data-amount="2">2</span> slices bread</li>
        <li><span data-amount="50" data-unit="g">50 g</span> ham</li></ul></div></div>
      <div class="tasty-recipes-instructions"><h3>Instructions</h3>
        <div class="tasty-recipes-instructions-body"><ol><li id="instruction-step-1">Layer the ham between the slices of bread.</li>
        <li id="instruction-step-2">Toast in a hot pan for 3 minutes a side.</li></ol></div></div>
      <div class="tasty-recipes-buttons"><a class="button" href="/print">Print Recipe</a><a href="#pin">Pin Recipe</a></div></div>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham']);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('reads a method whose steps each carry a numbered heading, below a box of times', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li></ul>
      <div class="section-title">Preparation</div>
      <div class="times"><div>Prep:</div><div>5 min</div><div>Cook:</div><div>6 min</div></div>
      <ul class="list"><li><h3>1</h3><p>Layer the ham between the slices.</p></li>
        <li><h3>2</h3><p>Toast in a hot pan for 3 minutes a side.</p></li></ul>
      <h2>Comments</h2><p>Lovely with soup.</p>`);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it("reads a method in paragraphs that lists each step's ingredients below it", () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li><li>20 g butter</li></ul>
      <h2>Method</h2>
      <div class="step"><div class="badge">1</div><div class="text"><p>Butter the slices of bread on one side only</p></div>
        <ul><li>2 slices bread</li><li>20 g butter</li></ul></div>
      <div class="step"><div class="badge">2</div><div class="text"><p>Layer the ham between the slices, buttered sides out</p></div>
        <ul><li>50 g ham</li></ul></div>
      <div class="step"><div class="badge">3</div><div class="text"><p>Toast in a hot pan for 3 minutes a side</p></div></div>
      <h2>Comments</h2><p>Lovely with soup.</p>`);
    expect(preview?.steps).toEqual([
      'Butter the slices of bread on one side only',
      'Layer the ham between the slices, buttered sides out',
      'Toast in a hot pan for 3 minutes a side',
    ]);
  });

  it('reads a method split over lists of one class when only the first step carries a mark', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li></ul>
      <div class="box"><h3>Method</h3><ol class="numbered"><li class="tracked">Heat a heavy pan over a medium flame.</li></ol></div>
      <div class="box"><ol class="numbered" start="2"><li>Layer the ham between the slices of bread.</li>
        <li>Toast in the hot pan for 3 minutes a side.</li></ol></div>
      <h2>Comments</h2><p>Lovely with soup.</p>`);
    expect(preview?.steps).toEqual([
      'Heat a heavy pan over a medium flame.',
      'Layer the ham between the slices of bread.',
      'Toast in the hot pan for 3 minutes a side.',
    ]);
  });

  it('reads the last step of a method whose last box carries a class saying it is last', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li></ul>
      <h2>Preparation steps</h2>
      <div class="steps"><div class="view prep-step"><div class="count">1.</div><div class="content"><p>Butter the slices of bread on one side only.</p></div></div>
        <div class="view prep-step"><div class="count">2.</div><div class="content"><p>Layer the ham between the slices, buttered sides out.</p></div></div>
        <div class="view view-final prep-step"><div class="count">3.</div><div class="content"><p>Toast in a hot pan for 3 minutes a side.</p></div></div></div>
      <h2>Related recipes</h2><p><a href="/cheese">Cheese toastie</a></p>`);
    expect(preview?.steps).toEqual([
      'Butter the slices of bread on one side only.',
      'Layer the ham between the slices, buttered sides out.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('reads a method in paragraphs below its times set as a list', () => {
    const preview = extract(`
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li></ul>
      <h2>Preparation</h2><ul class="times"><li>5 min</li><li>-</li><li>10 min</li></ul>
      <div class="nbr">1</div><p class="step">Layer the ham between the slices of bread.</p>
      <div class="nbr">2</div><p class="step">Toast in a hot pan for 3 minutes a side.</p>
      <h2>Suggested recipes</h2><div class="title"><a href="/cheese">Cheese toastie</a></div>`);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it("reads the card named as the page is, on a page of the recipe and what it's served with", () => {
    const card = (name: string, items: string[], steps: string[]) =>
      `<div class="card"><h3 class="name">${name}</h3><div class="info">Yield: 2</div>
        <h3 class="head">Ingredients</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>
        <h3 class="head">Instructions</h3><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol></div>`;
    const preview =
      extract(`<p>Our favourite lunch, with a quick pickle and a mustard dip on the side.</p>
      ${card('Ham toastie', ['2 slices bread', '50 g ham', 'Mustard dip (recipe below)'], ['Layer the ham between the slices of bread.', 'Toast in a hot pan for 3 minutes a side.'])}
      ${card('Mustard dip', ['2 tbsp mustard', '1 tbsp mayonnaise', '1 tsp honey', '1 pinch salt'], ['Stir everything together in a small bowl until smooth.'])}
      ${card('Quick pickle', ['1 cucumber', '100 ml vinegar', '1 tbsp sugar', '1 tsp salt'], ['Slice the cucumber thinly and cover with the warmed vinegar.'])}`);
    expect(preview?.ingredients).toEqual([
      '2 slices bread',
      '50 g ham',
      'Mustard dip (recipe below)',
    ]);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });
});

describe('microdata in full', () => {
  it('reads HowToStep items nested in an instruction container, their text in descendants', () => {
    const preview = extract(`
      <div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Ham toastie</h2>
        <ul><li itemprop="recipeIngredient">2 slices bread</li><li itemprop="recipeIngredient">50 g ham</li></ul>
        <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
          <ol>
            <li itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep">
              <div itemprop="text"><p>Layer the ham between the slices of bread.</p></div></li>
            <li itemprop="step" itemscope itemtype="https://schema.org/HowToStep">
              <meta itemprop="name" content="Toast"><div><p>Toast in a hot pan for 3 minutes a side.</p></div></li>
          </ol></div></div>`);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('reads several instruction containers and the older ingredient and instruction names', () => {
    const preview = extract(`
      <div itemscope itemtype="http://data-vocabulary.org/Recipe"><h2 itemprop="name">Ham toastie</h2>
        <ul><li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient">
          <span itemprop="amount">2 slices</span> <span itemprop="name">bread</span></li>
        <li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient">
          <span itemprop="amount">50 g</span> <span itemprop="name">ham</span></li></ul>
        <h3>For the toast</h3>
        <div itemprop="instructions"><p>Layer the ham between the slices of bread.</p></div>
        <h3>To serve</h3>
        <div itemprop="instructions"><p>Toast in a hot pan for 3 minutes a side.</p></div></div>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham']);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('reads properties a Recipe item refers to with itemref', () => {
    const preview = extract(`
      <div itemscope itemtype="https://schema.org/Recipe" itemref="ingredients method">
        <h2 itemprop="name">Ham toastie</h2></div>
      <ul id="ingredients"><li itemprop="recipeIngredient">2 slices bread</li><li itemprop="recipeIngredient">50 g ham</li></ul>
      <ol id="method"><li itemprop="recipeInstructions">Layer the ham between the slices of bread.</li>
        <li itemprop="recipeInstructions">Toast in a hot pan for 3 minutes a side.</li></ol>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham']);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('reads the whole line where only the name is marked, in rows and tables as in lists', () => {
    const preview = extract(`
      <div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Ham toastie</h2>
        <table><tr><td>2 slices</td><td itemprop="recipeIngredient">bread</td></tr>
          <tr><td>50 g</td><td itemprop="recipeIngredient">ham</td></tr></table>
        <div class="row"><span class="qty">1 tbsp</span> <a itemprop="recipeIngredient">butter</a></div>
        <p itemprop="recipeInstructions">Layer the ham between the slices of bread and toast.</p></div>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham', '1 tbsp butter']);
  });

  it("reads marked lists left outside the recipe's item when the item holds none", () => {
    const preview = extract(`
      <div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Ham toastie</h2>
        <img itemprop="image" src="/toastie.jpg"></div>
      <ul><li itemprop="recipeIngredient">2 slices bread</li><li itemprop="recipeIngredient">50 g ham</li></ul>
      <div itemprop="recipeInstructions"><p>Layer the ham between the slices of bread.</p>
        <p>Toast in a hot pan for 3 minutes a side.</p></div>`);
    expect(preview?.ingredients).toEqual(['2 slices bread', '50 g ham']);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it("reads a method marked as the HowTo's steps", () => {
    const preview = extract(`
      <div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Ham toastie</h2>
        <ul><li itemprop="recipeIngredient">2 slices bread</li><li itemprop="recipeIngredient">50 g ham</li></ul>
        <ol><li itemprop="step" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Layer the ham between the slices of bread.</span></li>
          <li itemprop="step" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Toast in a hot pan for 3 minutes a side.</span></li></ol>
        <p>Serve with a crisp green salad and a pickle on the side.</p></div>`);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });

  it('leaves out the number badge set above the text of each step', () => {
    const preview = extract(`
      <div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Ham toastie</h2>
        <ul><li itemprop="recipeIngredient">2 slices bread</li><li itemprop="recipeIngredient">50 g ham</li></ul>
        <ol itemprop="recipeInstructions">
          <li><span class="step-number">1</span><p>Layer the ham between the slices of bread.</p></li>
          <li><span class="step-number">2</span><p>Toast in a hot pan for 3 minutes a side.</p></li>
        </ol></div>`);
    expect(preview?.steps).toEqual([
      'Layer the ham between the slices of bread.',
      'Toast in a hot pan for 3 minutes a side.',
    ]);
  });
});

describe('titles with no recipe markup', () => {
  const post = (card: string) =>
    extractRecipe(
      `<html><head><title>The Crispiest Ham Toastie Ever (Ready in 10 Minutes!) | Crumbs</title></head>
      <body><header><h1>The Crispiest Ham Toastie Ever (Ready in 10 Minutes!)</h1></header>
      <article><p>We make these every Sunday, and the secret is the butter on the outside.</p>
        <h2>Why this works</h2><p>Butter browns faster than oil and the cheese melts first.</p>
        <p>A heavy pan holds its heat when the sandwich goes in.</p>
        ${card}</article></body></html>`,
      URL,
    );
  const ingredients = `<ul><li>2 slices bread</li><li>50 g ham</li><li>1 tbsp butter</li></ul>
    <h3>Instructions</h3><ol><li>Butter the bread on the outside and fill it.</li><li>Toast for 3 minutes a side.</li></ol>`;

  it('takes the line of a heading set on several lines that is the page title', () => {
    const preview = extractRecipe(
      `<html><head><title>Lentil soup by Ann. A recipe in Soups on soups.test, the soup community.</title>
      <meta property="og:title" content="Lentil soup"></head><body>
      <h1><span class="badge">COMMUNITY RECIPE</span><br><div class="n"><span>1</span> <a href="#">Lentil soup</a></div></h1>
      <h2>Ingredients</h2><ul><li>200 g lentils</li><li>1 l stock</li></ul>
      <h2>Method</h2><ol><li>Simmer the lentils in the stock for 20 minutes.</li><li>Season and serve.</li></ol>
      </body></html>`,
      URL,
    );
    expect(preview?.title).toBe('Lentil soup');
  });

  it('keeps letters set in boxes of one word together, and a heading line that starts with a figure', () => {
    const letters = extractRecipe(
      `<html><head><title>Cake | Bakes</title></head><body>
      <h1 class="flex"><span>C</span><span>a</span><span>k</span><span>e</span></h1>
      <h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>
      <h2>Method</h2><ol><li class="flex"><span>Bake on the 2</span><sup>nd</sup><span> shelf for 30 minutes.</span></li><li>Cool.</li></ol>
      </body></html>`,
      URL,
    );
    expect(letters?.title).toBe('Cake');
    expect(letters?.steps).toEqual(['Bake on the 2nd shelf for 30 minutes.', 'Cool.']);
    const figure = extractRecipe(
      `<html><head><title>Dips</title><meta property="og:title" content="7-layer dip"></head><body>
      <h1><span class="badge">PARTY FOOD</span><br><span>7-layer dip</span></h1>
      <h2>Ingredients</h2><ul><li>400 g beans</li><li>2 avocados</li></ul>
      <h2>Method</h2><ol><li>Layer everything in a dish.</li><li>Chill for an hour.</li></ol>
      </body></html>`,
      URL,
    );
    expect(figure?.title).toBe('7-layer dip');
  });

  it('spaces the words of a heading whose boxes a style framework lays out apart', () => {
    const preview = extractRecipe(
      `<html><head><title>Vanilla rice pudding | Puddings</title></head><body>
      <h1 class="flex flex-wrap"><span class="word">Vanilla</span><span class="word">rice</span><span class="word">pudding</span></h1>
      <h2>Ingredients</h2><ul><li>100 g rice</li><li>1 l milk</li></ul>
      <h2>Method</h2><ol><li>Simmer the rice in the milk for 30 minutes.</li><li>Stir in the vanilla.</li></ol>
      </body></html>`,
      URL,
    );
    expect(preview?.title).toBe('Vanilla rice pudding');
    // Words of one letter are words too; an ordinal's ending is not one; a part of an entry
    // that carries on its punctuation follows without a space.
    const entries = extract(`<h2>Ingredients</h2><ul>
      <li class="flex"><span>vinegar</span><div class="flex flex-col"><span>~15 g</span><span class="note">a splash</span></div></li>
      <li class="flex"><span>sour cream</span><div>, or yogurt</div><div class="flex flex-col"><span>2 spoonfuls</span></div></li>
      <li class="flex"><span>ground beef</span><div class="flex flex-col"><span>300 g</span><span class="note">~2/3 lb</span></div></li></ul>
      <h2>Method</h2><ol><li class="flex"><span>Bake on the 12</span><span>th</span><span>shelf.</span></li><li>Cool.</li></ol>`);
    expect(entries?.ingredients).toEqual([
      'vinegar ~15 g a splash',
      'sour cream, or yogurt 2 spoonfuls',
      '300 g ~2/3 lb ground beef',
    ]);
    expect(entries?.steps).toEqual(['Bake on the 12th shelf.', 'Cool.']);
  });

  it("names the recipe by its card's heading rather than the post's headline", () => {
    const preview =
      post(`<div class="card"><div class="stars">★★★★★</div><h2>Crispy Ham Toastie</h2>
      <p>Prep 5 minutes</p><h3>Ingredients</h3>${ingredients}</div>`);
    expect(preview?.title).toBe('Crispy Ham Toastie');
    const untitledList = post(`<div class="card"><h2>Crispy Ham Toastie</h2><p>Prep 5 minutes</p>
      <h4>Toastie</h4>${ingredients}</div>`);
    expect(untitledList?.title).toBe('Crispy Ham Toastie');
  });

  it("names the recipe by its card's heading over a section of the card above the list", () => {
    const preview = post(`<div class="card"><h2>Crispy Ham Toastie</h2><p>Prep 5 minutes</p>
      <h3>Description</h3><p>A toastie with a crust of browned butter.</p>
      <h3>Ingredients</h3>${ingredients}</div>`);
    expect(preview?.title).toBe('Crispy Ham Toastie');
    const untitledList = post(`<div class="card"><h2>Crispy Ham Toastie</h2><p>Prep 5 minutes</p>
      <h3>Description</h3><p>A toastie with a crust of browned butter.</p>
      <div class="recipe-ingredients"><h3>Ingredients</h3><p><strong>Toastie</strong></p>${ingredients}</div></div>`);
    expect(untitledList?.title).toBe('Crispy Ham Toastie');
  });

  it('keeps the headline when the heading above the list is a group name or part of the post', () => {
    const group = post(
      `<div class="card"><h2>Ingredients</h2><h3>For the filling:</h3>${ingredients}</div>`,
    );
    expect(group?.title).toBe('The Crispiest Ham Toastie Ever (Ready in 10 Minutes!)');
    const inPost = post(
      `<h2>Ham toastie, step by step</h2><p>Prep 5 minutes</p><h3>Ingredients</h3>${ingredients}`,
    );
    expect(inPost?.title).toBe('The Crispiest Ham Toastie Ever (Ready in 10 Minutes!)');
  });

  it("drops the site's name from a page title, as its front-page link or a domain names it", () => {
    const titled = (title: string) =>
      extractRecipe(
        `<html><head><title>${title}</title></head><body>
        <header><a href="/"><img src="/logo.png" alt="The Crumb Kitchen"></a><a href="/">Home</a></header>
        <h2>Ingredients</h2><ul><li>2 slices bread</li><li>50 g ham</li><li>1 tbsp butter</li></ul>
        <h2>Method</h2><ol><li>Butter the bread on the outside and fill it with the ham.</li>
          <li>Toast in a hot pan for 3 minutes a side.</li></ol></body></html>`,
        URL,
      )?.title;
    expect(titled('Ham Toastie | Lunches | The Crumb Kitchen')).toBe('Ham Toastie');
    expect(titled('Ham Toastie | CrumbKitchen.com')).toBe('Ham Toastie');
    expect(titled('Homemade Ham Toastie - Lunch in Ten Minutes')).toBe(
      'Homemade Ham Toastie - Lunch in Ten Minutes',
    );
  });

  it('drops a lone "recipe" word after a dash from the page\'s own title', () => {
    const preview = extractRecipe(
      `<html><head><title>Ham toastie – Recept</title></head><body><h1>Ham toastie – Recept</h1>
      <h2>Ingrediënten</h2><ul><li>2 sneetjes brood</li><li>50 g ham</li><li>1 el boter</li></ul>
      <h2>Bereiding</h2><p>Besmeer het brood met boter en beleg het met ham.</p>
      <p>Rooster het 3 minuten per kant in een hete pan.</p></body></html>`,
      URL,
    );
    expect(preview?.title).toBe('Ham toastie');
  });
});
