import { describe, expect, it } from 'vitest';
import { extractFromPlainText } from './plain-text';

describe('pasted text: yield and times', () => {
  it('keeps "Serves 8" and "Prep 15 minutes" as servings and times, not as text', () => {
    const preview = extractFromPlainText(
      [
        'Lemon Drizzle Cake',
        'Serves 8',
        'Prep 15 minutes | Cook: 45 mins',
        '',
        'Ingredients',
        '225 g butter',
        '225 g caster sugar',
        '',
        'Method',
        'Heat the oven to 180C.',
        'Bake for 45 minutes until golden.',
      ].join('\n'),
      '',
    );
    expect(preview).toMatchObject({
      title: 'Lemon Drizzle Cake',
      servings: '8',
      prepTime: 15,
      cookTime: 45,
      ingredients: ['225 g butter', '225 g caster sugar'],
      steps: ['Heat the oven to 180C.', 'Bake for 45 minutes until golden.'],
    });
  });

  it('reads them among the ingredients of text with no headings, and works out the cook time', () => {
    const preview = extractFromPlainText(
      [
        'Flapjacks',
        '250 g oats',
        '125 g butter',
        'Makes 12 bars',
        'Prep time: 10 mins',
        'Total time: 40 mins',
        '1. Melt the butter.',
        '2. Stir in the oats and bake.',
      ].join('\n'),
      '',
    );
    expect(preview).toMatchObject({
      ingredients: ['250 g oats', '125 g butter'],
      servings: '12 bars',
      prepTime: 10,
      cookTime: 30,
    });
  });

  it('says a lone total in the description', () => {
    const preview = extractFromPlainText(
      'Green Salad\nTotal 15 minutes\nYield: 2 bowls\nIngredients\n1 lettuce\n2 tbsp dressing\nMethod\nToss.',
      '',
    );
    expect(preview).toMatchObject({ servings: '2 bowls', description: 'Total time: 15 min.' });
    expect(preview).not.toHaveProperty('prepTime');
    expect(preview).not.toHaveProperty('cookTime');
  });

  it('leaves a step that mentions a time a step', () => {
    const preview = extractFromPlainText(
      'Rice\nIngredients\n1 cup rice\nMethod\nBake 25 minutes.\nCook for 10 minutes until soft.',
      '',
    );
    expect(preview?.steps).toEqual(['Bake 25 minutes.', 'Cook for 10 minutes until soft.']);
    expect(preview).not.toHaveProperty('cookTime');
  });
});
