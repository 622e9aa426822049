import { describe, expect, it } from 'vitest';
import { pluralCategoriesOf, slots, translationProblem } from './catalogue-checks';

const RECIPES = '{count, plural, one {# recipe} other {# recipes}}';

describe('a translation', () => {
  it('is right when it parses, keeps the placeholders and tags, and has the plural forms', () => {
    expect(translationProblem('Hello {name}', 'Hallo {name}', 'de')).toBeNull();
    expect(translationProblem('<0>Save</0> it', '<0>Speichern</0>', 'de')).toBeNull();
    expect(
      translationProblem(
        RECIPES,
        '{count, plural, one {# przepis} few {# przepisy} many {# przepisów} other {# przepisu}}',
        'pl',
      ),
    ).toBeNull();
    // Japanese has one form: "other" is enough.
    expect(translationProblem(RECIPES, '{count, plural, other {#件のレシピ}}', 'ja')).toBeNull();
  });

  it('is refused when it does not parse or loses a placeholder or a tag', () => {
    expect(translationProblem('Hello {name}', 'Hallo {name', 'de')).toMatch(/does not parse/);
    expect(translationProblem('Hello {name}', 'Hallo {nom}', 'de')).toMatch(/placeholders/);
    expect(translationProblem('<0>Save</0> it', 'Speichern', 'de')).toMatch(/placeholders/);
  });

  it('is refused when a plural lacks a form its language has', () => {
    expect(
      translationProblem(RECIPES, '{count, plural, one {# przepis} other {# przepisów}}', 'pl'),
    ).toMatch(/lacks the pl forms few, many/);
    expect(
      translationProblem(RECIPES, '{count, plural, one {# وصفة} other {# وصفات}}', 'ar'),
    ).toMatch(/lacks the ar forms (?=.*zero)(?=.*two)(?=.*few)(?=.*many)/);
  });
});

describe('the plural forms of a language', () => {
  it('come from Intl.PluralRules', () => {
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect(pluralCategoriesOf('pl').sort()).toEqual(['few', 'many', 'one', 'other']);
  });
});

describe('slots', () => {
  it('lists placeholders inside plurals too', () => {
    expect(slots('{n, plural, one {# by {name}} other {# by {name}}}')).toEqual(['{name}', '{n}']);
  });
});
