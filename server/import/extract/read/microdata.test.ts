import { describe, expect, it } from 'vitest';
import { extractRecipe } from '..';
import { parseHtml } from '../dom/dom';
import { extractMicrodata } from './microdata';

const read = (body: string) => extractMicrodata(parseHtml(`<html><body>${body}</body></html>`));

describe('microdata', () => {
  it('reads a Recipe item, its properties and nested HowToStep items, without section names', () => {
    const recipe = read(`
      <div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Pancakes</h1>
        <img itemprop="image" src="/p.jpg" width="800" height="600">
        <meta itemprop="prepTime" content="PT10M"><time itemprop="cookTime" datetime="PT20M">20 min</time>
        <span itemprop="recipeYield">4 servings</span>
        <ul>
          <li itemprop="recipeIngredient">200 g flour</li>
          <li itemprop="recipeIngredient">2 eggs</li>
        </ul>
        <ol itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
          <meta itemprop="name" content="Batter">
          <li itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Whisk.</span></li>
          <li itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Fry.</span></li>
        </ol>
        <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Not the title</span></div>
      </div>`);
    expect(recipe).toMatchObject({
      title: 'Pancakes',
      ingredients: ['200 g flour', '2 eggs'],
      steps: ['Whisk.', 'Fry.'],
      images: [{ url: '/p.jpg', width: 800, height: 600 }],
      prepTime: 10,
      cookTime: 20,
      servings: '4 servings',
    });
  });

  it('splits one property holding a whole list, in content HTML or in rows', () => {
    const recipe = read(`
      <div itemscope itemtype="http://schema.org/Recipe">
        <div itemprop="ingredients" content="<p>1 cup rice<br />2 cups water</p>"></div>
        <div itemprop="recipeInstructions"><p>Rinse.</p><p>Boil.</p></div>
      </div>`);
    expect(recipe?.ingredients).toEqual(['1 cup rice', '2 cups water']);
    expect(recipe?.steps).toEqual(['Rinse.', 'Boil.']);
    const rows = read(`
      <div itemscope itemtype="http://schema.org/Recipe">
        <div itemprop="recipeIngredient"><div class="ing">250 g <a>tuna</a></div><div class="group">Side</div><div class="ing">1 <a>lemon</a></div></div>
      </div>`);
    expect(rows?.ingredients).toEqual(['250 g tuna', '1 lemon']);
  });

  it('reads the whole list item when only the name is marked, and joins dt/dd parts', () => {
    const recipe = read(`
      <div itemscope itemtype="http://schema.org/Recipe">
        <ul><li>4 cl <a itemprop="recipeIngredient">Tequila</a></li><li>2 cl <a itemprop="recipeIngredient">Lime juice</a></li></ul>
        <dl><div itemprop="recipeIngredient"><dt>40 g</dt><dd>bacon</dd></div></dl>
      </div>`);
    expect(recipe?.ingredients).toEqual(['4 cl Tequila', '2 cl Lime juice', '40 g bacon']);
  });

  it('reads a marked table row as one line, its cells the parts', () => {
    const recipe = read(`
      <div itemscope itemtype="http://schema.org/Recipe"><table>
        <tr itemprop="recipeIngredient"><td>195 g</td><td>shaved ham</td></tr>
        <tr itemprop="recipeIngredient"><td>2</td><td>slices bread</td></tr></table>
      </div>`);
    expect(recipe?.ingredients).toEqual(['195 g shaved ham', '2 slices bread']);
  });

  it('drops a list printed twice', () => {
    const recipe = read(`
      <div itemscope itemtype="http://schema.org/Recipe">
        <p itemprop="recipeIngredient">1 egg<br>1 cup milk</p><p itemprop="recipeIngredient">1 egg<br>1 cup milk</p>
      </div>`);
    expect(recipe?.ingredients).toEqual(['1 egg', '1 cup milk']);
  });
});

describe('RDFa', () => {
  it('reads typeof/property markup with a vocabulary prefix', () => {
    const recipe = read(`
      <div vocab="http://schema.org/" typeof="Recipe">
        <h2 property="name">Salad</h2>
        <meta property="og:title" content="ignored">
        <span property="schema:recipeIngredient">1 lettuce</span>
        <span property="recipeIngredient">1 tbsp oil</span>
        <div property="recipeInstructions"><p>Wash.</p><p>Toss.</p></div>
      </div>`);
    expect(recipe).toMatchObject({
      title: 'Salad',
      ingredients: ['1 lettuce', '1 tbsp oil'],
      steps: ['Wash.', 'Toss.'],
    });
  });

  it('is used when there is no JSON-LD, with the page image made absolute', () => {
    const preview = extractRecipe(
      `<html><head><base href="https://cdn.test/r/"></head><body><div vocab="http://schema.org/" typeof="Recipe">
        <h1 property="name">Dip</h1><img property="image" src="dip.jpg">
        <span property="recipeIngredient">1 avocado</span><p property="recipeInstructions">Mash.</p></div></body></html>`,
      'https://site.test/dip',
    );
    expect(preview).toMatchObject({
      title: 'Dip',
      imageUrl: 'https://cdn.test/r/dip.jpg',
      steps: ['Mash.'],
    });
  });
});
