import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { planToListMessage } from './plan-to-list';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe("the plan's ingredients toast", () => {
  it('counts what was added', () => {
    expect(planToListMessage({ added: 1, skipped: [] }, 'Groceries', i18n)).toBe(
      '1 item added to Groceries.',
    );
    expect(planToListMessage({ added: 0, skipped: [] }, 'Groceries', i18n)).toBe(
      'Nothing new was added to Groceries.',
    );
  });

  it('names the recipes it skipped', () => {
    expect(
      planToListMessage(
        {
          added: 7,
          skipped: [
            { entryId: 'a', title: 'Pho' },
            { entryId: 'b', title: 'Ramen' },
          ],
        },
        'Groceries',
        i18n,
      ),
    ).toBe(
      '7 items added to Groceries. Skipped “Pho”, “Ramen”: no one in the household can open those recipes now.',
    );
  });
});
