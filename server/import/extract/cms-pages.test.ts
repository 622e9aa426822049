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

  it("prefers the page's lines when the markup lost the unit after each amount", () => {
    const preview = extract(
      `<div class="wprm-recipe-ingredients-container"><h3>Ingredients</h3><ul class="wprm-recipe-ingredients">
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">195</span>&#32;<span class="wprm-recipe-ingredient-unit">g</span>&#32;<span class="wprm-recipe-ingredient-name">shaved ham</span></li>
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span>&#32;<span class="wprm-recipe-ingredient-name">slices bread</span></li>
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">20</span>&#32;<span class="wprm-recipe-ingredient-unit">g</span>&#32;<span class="wprm-recipe-ingredient-name">butter</span></li>
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
