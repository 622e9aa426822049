import { describe, expect, it } from 'vitest';
import { tidyIngredients, tidySteps } from './tidy-lines';

describe('tidySteps', () => {
  it('leaves out short lines that end in a colon, keeps the instructions', () => {
    expect(
      tidySteps([
        'How to make it:',
        'Beat the eggs.',
        'Optional glaze:',
        'Mix sugar and milk: drizzle.',
      ]),
    ).toEqual(['Beat the eggs.', 'Mix sugar and milk: drizzle.']);
  });

  it('leaves out labelled group names, not labelled steps', () => {
    expect(
      tidySteps([
        'Step 1: Prepare the Caramelized Onions',
        'Melt the butter.',
        'Step 3: Assemble',
        'Step 4: Bake for 15 minutes',
        'Fill the rolls.',
      ]),
    ).toEqual([
      'Melt the butter.',
      'Step 3: Assemble',
      'Step 4: Bake for 15 minutes',
      'Fill the rolls.',
    ]);
    // Every line labelled so: they are the steps.
    expect(tidySteps(['Step 1: Mix Well', 'Step 2: Bake'])).toEqual(['Mix Well', 'Bake']);
    // A short labelled step followed by another, or last, is a step.
    expect(
      tidySteps([
        'Step 1: Preheat Oven to 350F',
        'Step 2: Whisk the eggs, then fold in the flour.',
        'Step 3: Serve',
      ]),
    ).toEqual(['Preheat Oven to 350F', 'Whisk the eggs, then fold in the flour.', 'Serve']);
  });

  it('drops the numbers and labels that count the steps, from 1 (again in each group)', () => {
    expect(
      tidySteps([
        '1. Melt the butter.',
        '2. Stir in the sugar.',
        '1) Whisk the cream.',
        '2) Fold in.',
        'Step 3: Chill.',
        'Schritt 4 Servieren.',
        '(5) Enjoy.',
      ]),
    ).toEqual([
      'Melt the butter.',
      'Stir in the sugar.',
      'Whisk the cream.',
      'Fold in.',
      'Chill.',
      'Servieren.',
      'Enjoy.',
    ]);
    expect(tidySteps(['1.番茄切丁', '2.土豆切丁'])).toEqual(['番茄切丁', '土豆切丁']);
    expect(tidySteps(['1. Mix and bake.'])).toEqual(['Mix and bake.']);
    expect(tidySteps(['Step 1Preheat the oven.', 'Step 2Bake.'])).toEqual([
      'Preheat the oven.',
      'Bake.',
    ]);
    expect(tidySteps(['1Das Messer einsetzen.', '2Mixen.'])).toEqual([
      'Das Messer einsetzen.',
      'Mixen.',
    ]);
    expect(tidySteps(['• Wash up.', '- Dry.'])).toEqual(['Wash up.', 'Dry.']);
  });

  it('drops a number set apart by a space whatever follows it, and counts past group names', () => {
    expect(
      tidySteps(['1. Fry in portions.', '2. 1 tbsp makes 15 fritters.', '3. * Serve.']),
    ).toEqual(['Fry in portions.', '1 tbsp makes 15 fritters.', '* Serve.']);
    expect(tidySteps(['1. Bake the sponge.', '2. For the cream:', '3. Whip the cream.'])).toEqual([
      'Bake the sponge.',
      'Whip the cream.',
    ]);
    expect(tidySteps(['Sponge:', '1. Bake the sponge.', '2. Cool it.'])).toEqual([
      'Bake the sponge.',
      'Cool it.',
    ]);
    // Group names with a count of their own, over steps counted from 1 in each group.
    expect(
      tidySteps([
        'Step 1: Make the Sauce',
        '1. Heat the oil.',
        '2. Add the garlic.',
        'Step 2: Make the Pasta',
        '1. Boil the water.',
        '2. Cook the pasta.',
      ]),
    ).toEqual(['Heat the oil.', 'Add the garlic.', 'Boil the water.', 'Cook the pasta.']);
    // A label with its mark, or a number in brackets, counts the steps whatever follows.
    expect(tidySteps(['(1) 2 cups of water go in.', '(2) Stir.'])).toEqual([
      '2 cups of water go in.',
      'Stir.',
    ]);
    expect(tidySteps(['Step 1: 350°F oven, preheat it.', 'Step 2: Mix the flour.'])).toEqual([
      '350°F oven, preheat it.',
      'Mix the flour.',
    ]);
    // A label and a space before a figure may be the text's own ("Step 1 2 eggs" is unclear).
    expect(tidySteps(['Step 1 2 eggs are beaten.', 'Step 2 Fry.'])).toEqual([
      'Step 1 2 eggs are beaten.',
      'Step 2 Fry.',
    ]);
    // No space after the mark: the figure is the text's ("1.5 cups").
    expect(tidySteps(['1.5 cups of stock go in.', '2. Simmer.'])).toEqual([
      '1.5 cups of stock go in.',
      '2. Simmer.',
    ]);
  });

  it('splits steps numbered 1, 2, 3 written on in one paragraph', () => {
    expect(
      tidySteps([
        '1. Heat the oven to 180C. 2. Slice the apples. 3) Bake for 35 minutes, then cool for 2. ',
      ]),
    ).toEqual([
      'Heat the oven to 180C.',
      'Slice the apples.',
      'Bake for 35 minutes, then cool for 2.',
    ]);
    // Numbers that do not count the steps from 1, or do not start a sentence, stay.
    expect(tidySteps(['Bake 2. Then rest 10 minutes and serve 4.'])).toEqual([
      'Bake 2. Then rest 10 minutes and serve 4.',
    ]);
    expect(tidySteps(['1. Mix the flour and 2 eggs. Then fry.'])).toEqual([
      'Mix the flour and 2 eggs. Then fry.',
    ]);
  });

  it('keeps numbers that belong to the text', () => {
    const text = [
      '2 eggs go in first.',
      '1.5 cups of stock go in next.',
      '350°F is hot enough.',
      '3 - 4 minutes will do.',
      '1 - Start the lentils.',
      '10 to 12 minutes on each side.',
    ];
    expect(tidySteps(text)).toEqual(text);
    // Numbers that do not count from 1 may be the author's own words.
    const gaps = ['2. Add the flour.', '3. Bake.'];
    expect(tidySteps(gaps)).toEqual(gaps);
  });
});

describe('tidyIngredients', () => {
  it('drops bullets and checkboxes but keeps amounts, dashes and stars that are the text', () => {
    expect(
      tidyIngredients([
        '- 1 cup sugar',
        '• 2 eggs',
        '▢1 tsp salt',
        '✓ pepper',
        '*optional* chives',
      ]),
    ).toEqual(['1 cup sugar', '2 eggs', '1 tsp salt', 'pepper', '*optional* chives']);
  });

  it('drops the numbers of a numbered list only', () => {
    expect(tidyIngredients(['1. 200 g flour', '2. 2 eggs', '3. salt'])).toEqual([
      '200 g flour',
      '2 eggs',
      'salt',
    ]);
    const amounts = ['2. 200 g flour', '1 cup milk'];
    expect(tidyIngredients(amounts)).toEqual(amounts);
  });

  it('writes whole amounts without decimal zeros', () => {
    expect(
      tidyIngredients([
        '500.0 g flour',
        '2,00 dl milk',
        '0.5 tsp salt',
        '1,000 g potatoes',
        '1.05 kg',
      ]),
    ).toEqual(['500 g flour', '2 dl milk', '0.5 tsp salt', '1,000 g potatoes', '1.05 kg']);
  });

  it('writes whole amounts in a step without decimal zeros, where a unit follows', () => {
    expect(
      tidySteps([
        'Whisk 500.0 g flour with 250,0 ml milk.',
        'Bake at 180.0 °C for 25 minutes.',
        'Stir in 1.05 kg potatoes; the app says 2.0.',
      ]),
    ).toEqual([
      'Whisk 500 g flour with 250 ml milk.',
      'Bake at 180 °C for 25 minutes.',
      'Stir in 1.05 kg potatoes; the app says 2.0.',
    ]);
  });
});

describe("the site's controls", () => {
  it('leaves out button labels, not short lines of the recipe', () => {
    expect(
      tidySteps([
        'Print Recipe',
        'Save',
        'Rate this recipe',
        'Rezept drucken',
        'Save this recipe to your favourites!',
        'Add this recipe to a collection',
        'Serve warm',
        'Save it in the fridge for a week',
        'Save the pasta water',
        'Teilen und servieren',
      ]),
    ).toEqual([
      'Serve warm',
      'Save it in the fridge for a week',
      'Save the pasta water',
      'Teilen und servieren',
    ]);
    expect(tidyIngredients(['tap water', 'Pin', 'pinch of salt', 'Add to shopping list'])).toEqual([
      'tap water',
      'pinch of salt',
    ]);
  });
});
