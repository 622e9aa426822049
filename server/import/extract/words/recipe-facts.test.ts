import { describe, expect, it } from 'vitest';
import { readFactsLine, readMinutes, settleTimes, totalOnlyNote } from './recipe-facts';

describe('readMinutes', () => {
  it.each([
    ['15 mins', 15],
    ['1 hr 20 min', 80],
    ['1 hour and 10 minutes', 70],
    ['45-50 minutes', 50],
    ['1½ hours', 90],
    ['1 1/2 hrs', 90],
    ['an hour', 60],
    ['about 40 min.', 40],
    ['1h30', 90],
    ['2 h', 120],
    ['15', 15],
    ['25 minutes (plus cooling)', 25],
  ])('reads "%s" as %i minutes', (text, minutes) => {
    expect(readMinutes(text)).toBe(minutes);
  });

  it.each(['until golden', '20 minutes until golden', '', '0 minutes', '9999 hours'])(
    'reads "%s" as no time',
    (text) => {
      expect(readMinutes(text)).toBeUndefined();
    },
  );
});

describe('readFactsLine', () => {
  it.each([
    ['Serves 8', { servings: '8' }],
    ['Serves 4-6', { servings: '4-6' }],
    ['Serves: 4 to 6 people', { servings: '4 to 6 people' }],
    ['Makes 12 cookies', { servings: '12 cookies' }],
    ['Yield: 2 loaves', { servings: '2 loaves' }],
    ['Yields about 24 rolls', { servings: 'about 24 rolls' }],
    ['Servings: 4', { servings: '4' }],
    ['4 servings', { servings: '4' }],
    ['Makes a dozen muffins.', { servings: 'a dozen muffins' }],
    ['Prep 15 minutes', { prepTime: 15 }],
    ['Prep time: 15 mins', { prepTime: 15 }],
    ['Preparation time - 20 min', { prepTime: 20 }],
    ['Cook: 1 hr 20 min', { cookTime: 80 }],
    ['Cooking time 45 minutes', { cookTime: 45 }],
    ['Baking time: 35-40 minutes', { cookTime: 40 }],
    ['Total 45 minutes', { totalTime: 45 }],
    ['Total time: 1 hour', { totalTime: 60 }],
    ['Ready in 30 minutes', { totalTime: 30 }],
    ['Time: 2 hours', { totalTime: 120 }],
    ['15 minutes prep', { prepTime: 15 }],
    ['• Cook time: 10 mins', { cookTime: 10 }],
  ])('reads "%s"', (line, facts) => {
    expect(readFactsLine(line)).toEqual(facts);
  });

  it('reads several facts on one line, however they are separated', () => {
    expect(readFactsLine('Prep 10 min | Cook 20 min | Serves 4')).toEqual({
      prepTime: 10,
      cookTime: 20,
      servings: '4',
    });
    expect(
      readFactsLine('Prep time: 15 mins · Cook time: 1 hr · Total time: 1 hr 15 mins'),
    ).toEqual({ prepTime: 15, cookTime: 60, totalTime: 75 });
    expect(readFactsLine('Prep 10 mins, cook 25 mins')).toEqual({ prepTime: 10, cookTime: 25 });
    // A scan with no separators at all.
    expect(readFactsLine('Serves 6 Prep 20 minutes Cook 1 hour')).toEqual({
      servings: '6',
      prepTime: 20,
      cookTime: 60,
    });
  });

  it('keeps a yield that goes on after a comma as one', () => {
    expect(readFactsLine('Serves 4 as a main, 6 as a starter')).toEqual({
      servings: '4 as a main, 6 as a starter',
    });
  });

  it.each([
    'Cook for 20 minutes until golden.',
    'Cook the pasta for 10 minutes',
    'Bake 25 minutes, then cool in the tin',
    '2 cups flour',
    'Total nonsense here',
    'Serving suggestion: with rice',
    'Makes great leftovers',
    'Prep the vegetables',
    'Time to eat',
    'Ingredients',
  ])('leaves "%s" alone', (line) => {
    expect(readFactsLine(line)).toBeNull();
  });

  it('in a method, wants a label with "time" or a colon', () => {
    expect(readFactsLine('Bake 25 minutes.', { strict: true })).toBeNull();
    expect(readFactsLine('Bake 25 minutes.')).toEqual({ cookTime: 25 });
    expect(readFactsLine('Baking time: 25 minutes', { strict: true })).toEqual({ cookTime: 25 });
    expect(readFactsLine('Prep 5 min | Cook 10 min', { strict: true })).toEqual({
      prepTime: 5,
      cookTime: 10,
    });
  });
});

describe('settleTimes', () => {
  it('fills the missing time from the total', () => {
    expect(settleTimes({ prepTime: 15, totalTime: 45 })).toEqual({ prepTime: 15, cookTime: 30 });
    expect(settleTimes({ cookTime: 40, totalTime: 60 })).toEqual({ prepTime: 20, cookTime: 40 });
  });

  it('keeps given times and leaves a lone or contradicting total out', () => {
    expect(settleTimes({ prepTime: 10, cookTime: 20, totalTime: 90 })).toEqual({
      prepTime: 10,
      cookTime: 20,
    });
    expect(settleTimes({ totalTime: 45 })).toEqual({});
    expect(settleTimes({ prepTime: 60, totalTime: 45 })).toEqual({ prepTime: 60 });
  });
});

describe('totalOnlyNote', () => {
  it('says a total that no time field can hold', () => {
    expect(totalOnlyNote({ totalTime: 75 })).toBe('Total time: 1 hr 15 min.');
    expect(totalOnlyNote({ totalTime: 45, servings: '4' })).toBe('Total time: 45 min.');
    expect(totalOnlyNote({ totalTime: 120 })).toBe('Total time: 2 hr.');
    expect(totalOnlyNote({ totalTime: 45, prepTime: 15 })).toBeNull();
    expect(totalOnlyNote({ servings: '4' })).toBeNull();
  });
});
