import { describe, expect, it } from 'vitest';
import {
  EMPTY_NEW_RECIPE,
  formFromImport,
  toCreateRecipeInput,
  validateNewRecipe,
} from './new-recipe-form';

describe('validateNewRecipe', () => {
  it('requires a title, ingredients and instructions', () => {
    expect(validateNewRecipe({ ...EMPTY_NEW_RECIPE, ingredients: ' \n ' })).toEqual({
      title: 'Title is required',
      ingredients: 'Add at least one ingredient',
      steps: 'Add at least one instruction',
    });
    expect(
      validateNewRecipe({
        ...EMPTY_NEW_RECIPE,
        title: 'Soup',
        ingredients: 'water',
        steps: 'boil',
      }),
    ).toEqual({});
  });
});

describe('toCreateRecipeInput', () => {
  it('splits lines and tags and makes the recipe private', () => {
    const input = toCreateRecipeInput({
      title: ' Soup ',
      description: '  ',
      ingredients: 'water\n\n salt ',
      steps: 'boil\nserve',
      tags: 'quick, , dinner',
    });
    expect(input).toEqual({
      title: 'Soup',
      description: null,
      ingredients: ['water', 'salt'],
      steps: ['boil', 'serve'],
      tags: ['quick', 'dinner'],
      visibility: 'private',
    });
  });

  it('sends what an import brought, but not a picture hosted elsewhere', () => {
    const form = { ...EMPTY_NEW_RECIPE, title: 'Pie', ingredients: 'apples', steps: 'bake' };
    const input = toCreateRecipeInput(form, {
      sourceUrl: 'https://example.com/pie',
      imageUrl: 'https://example.com/pie.jpg',
      prepTime: 20,
      cookTime: 45,
      servings: '8',
    });
    expect(input).toMatchObject({
      sourceUrl: 'https://example.com/pie',
      prepTime: 20,
      cookTime: 45,
      servings: '8',
    });
    expect(input).not.toHaveProperty('imageUrl');
    expect(toCreateRecipeInput(form, { imageUrl: '/objects/uploads/abc' })).toHaveProperty(
      'imageUrl',
      '/objects/uploads/abc',
    );
  });
});

describe('formFromImport', () => {
  it('fills the form and guesses tags from the title', () => {
    const { form, extras } = formFromImport({
      title: 'Classic Lemon Drizzle Cake with Icing',
      description: 'Zesty.',
      ingredients: ['flour', 'lemons'],
      steps: ['mix', 'bake'],
      sourceUrl: 'https://example.com/cake',
      imageUrl: null,
      servings: '12',
    });
    expect(form).toEqual({
      title: 'Classic Lemon Drizzle Cake with Icing',
      description: 'Zesty.',
      ingredients: 'flour\nlemons',
      steps: 'mix\nbake',
      tags: 'classic, lemon, drizzle',
    });
    expect(extras).toMatchObject({ sourceUrl: 'https://example.com/cake', servings: '12' });
  });
});
