import { describe, expect, it } from 'vitest';
import { planStatusOf } from './plan-status';

const on = { plansEnabled: true };
const off = { plansEnabled: false };

describe('planStatusOf', () => {
  it('offers an upgrade to limited accounts only', () => {
    expect(planStatusOf({ accountType: 'free', subscriptionPlan: 'free' }, on)).toEqual({
      isLimited: true,
      currentPlanId: 'free',
      badge: null,
    });
    expect(planStatusOf({ accountType: 'free', subscriptionPlan: 'pro-monthly' }, on)).toEqual({
      isLimited: false,
      currentPlanId: 'pro-monthly',
      badge: 'PRO-MONTHLY',
    });
    // Made premium or admin by an administrator, without a paid plan: unlimited, no upgrade.
    expect(planStatusOf({ accountType: 'premium', subscriptionPlan: 'free' }, on)).toEqual({
      isLimited: false,
      currentPlanId: null,
      badge: 'PREMIUM',
    });
    expect(planStatusOf({ accountType: 'admin', subscriptionPlan: 'free' }, on)).toEqual({
      isLimited: false,
      currentPlanId: null,
      badge: 'ADMIN',
    });
    expect(
      planStatusOf({ accountType: 'premium', subscriptionPlan: 'pro-lifetime' }, on).badge,
    ).toBe('PRO-LIFETIME');
  });

  it('with plans off (a private install) limits, offers and badges nobody', () => {
    for (const accountType of ['free', 'premium', 'admin'] as const) {
      for (const subscriptionPlan of ['free', 'pro-monthly', 'pro-lifetime']) {
        expect(planStatusOf({ accountType, subscriptionPlan }, off)).toEqual({
          isLimited: false,
          currentPlanId: null,
          badge: null,
        });
      }
    }
  });
});
