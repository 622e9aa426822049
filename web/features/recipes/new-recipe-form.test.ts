import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_NEW_RECIPE,
  MINUTES_ERROR,
  formFromImport,
  toCreateRecipeInput,
  validateNewRecipe,
} from './new-recipe-form';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const validate = (form: Parameters<typeof validateNewRecipe>[0]) => validateNewRecipe(form, i18n);

describe('validateNewRecipe', () => {
  it('takes times as whole minutes, or none', () => {
    const form = { ...EMPTY_NEW_RECIPE, title: 'Soup', ingredients: 'water', steps: 'boil' };
    expect(validate({ ...form, prepTime: ' 15 ', cookTime: '' })).toEqual({});
    expect(validate({ ...form, prepTime: '1.5', cookTime: 'an hour' })).toEqual({
      prepTime: i18n._(MINUTES_ERROR),
      cookTime: i18n._(MINUTES_ERROR),
    });
    expect(validate({ ...form, servings: 'x'.repeat(101) })).toHaveProperty('servings');
  });

  it('requires a title, ingredients and instructions', () => {
    expect(validate({ ...EMPTY_NEW_RECIPE, ingredients: ' \n ' })).toEqual({
      title: 'Title is required',
      ingredients: 'Add at least one ingredient',
      steps: 'Add at least one instruction',
    });
    expect(
      validate({
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
      ...EMPTY_NEW_RECIPE,
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

  it('sends the servings and times typed', () => {
    const form = { ...EMPTY_NEW_RECIPE, title: 'Pie', ingredients: 'apples', steps: 'bake' };
    expect(
      toCreateRecipeInput({ ...form, prepTime: '20', cookTime: ' 45 ', servings: ' 8 ' }),
    ).toMatchObject({ prepTime: 20, cookTime: 45, servings: '8' });
    const none = toCreateRecipeInput({ ...form, servings: '  ' });
    expect(none).not.toHaveProperty('prepTime');
    expect(none).not.toHaveProperty('cookTime');
    expect(none).not.toHaveProperty('servings');
  });

  it('sends what an import brought, but not a picture hosted elsewhere', () => {
    const form = {
      ...EMPTY_NEW_RECIPE,
      title: 'Pie',
      ingredients: 'apples',
      steps: 'bake',
      prepTime: '20',
      cookTime: '45',
      servings: '8',
    };
    const input = toCreateRecipeInput(form, {
      sourceUrl: 'https://example.com/pie',
      imageUrl: 'https://example.com/pie.jpg',
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
  it('fills the form, times and servings too, and guesses tags from the title', () => {
    const { form, extras } = formFromImport({
      title: 'Classic Lemon Drizzle Cake with Icing',
      description: 'Zesty.',
      ingredients: ['flour', 'lemons'],
      steps: ['mix', 'bake'],
      sourceUrl: 'https://example.com/cake',
      imageUrl: null,
      servings: '12',
      prepTime: 15,
      cookTime: 45,
    });
    expect(form).toEqual({
      title: 'Classic Lemon Drizzle Cake with Icing',
      description: 'Zesty.',
      prepTime: '15',
      cookTime: '45',
      servings: '12',
      ingredients: 'flour\nlemons',
      steps: 'mix\nbake',
      tags: 'lemon, drizzle, cake',
    });
    expect(extras).toEqual({ sourceUrl: 'https://example.com/cake', imageUrl: null });
  });
});
