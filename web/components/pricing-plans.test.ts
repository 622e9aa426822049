import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../../contract/plans';
import { PLAN_WORDS } from './pricing-plans';

describe('the plans’ words as messages', () => {
  it('say in English exactly what the plans table says', () => {
    for (const plan of PLANS) {
      const words = PLAN_WORDS[plan.id] ?? {};
      expect(words.period ? i18n._(words.period) : '').toBe(plan.period);
      expect(words.badge && i18n._(words.badge)).toBe('badge' in plan ? plan.badge : undefined);
      expect(words.note && i18n._(words.note)).toBe('note' in plan ? plan.note : undefined);
    }
  });
});
