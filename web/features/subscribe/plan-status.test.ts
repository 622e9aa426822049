import { describe, expect, it } from 'vitest';
import { planStatusOf } from './plan-status';

describe('planStatusOf', () => {
  it('offers an upgrade to limited accounts only', () => {
    expect(planStatusOf({ accountType: 'free', subscriptionPlan: 'free' })).toEqual({
      isLimited: true,
      currentPlanId: 'free',
      badge: null,
    });
    expect(planStatusOf({ accountType: 'free', subscriptionPlan: 'pro-monthly' })).toEqual({
      isLimited: false,
      currentPlanId: 'pro-monthly',
      badge: 'PRO-MONTHLY',
    });
    // Made premium or admin by an administrator, without a paid plan: unlimited, no upgrade.
    expect(planStatusOf({ accountType: 'premium', subscriptionPlan: 'free' })).toEqual({
      isLimited: false,
      currentPlanId: null,
      badge: 'PREMIUM',
    });
    expect(planStatusOf({ accountType: 'admin', subscriptionPlan: 'free' })).toEqual({
      isLimited: false,
      currentPlanId: null,
      badge: 'ADMIN',
    });
    expect(planStatusOf({ accountType: 'premium', subscriptionPlan: 'pro-lifetime' }).badge).toBe(
      'PRO-LIFETIME',
    );
  });
});
