/** Plans and their limits (SPEC §1, §9). */
export const FREE_RECIPE_LIMIT = 5;

export const PLANS = [
  { id: 'free', name: 'Free', price: '$0', period: '', recipeLimit: FREE_RECIPE_LIMIT },
  { id: 'pro-monthly', name: 'Pro Monthly', price: '$2', period: 'per month', recipeLimit: null },
  {
    id: 'pro-lifetime',
    name: 'Pro Lifetime',
    price: '$50',
    period: 'one time',
    recipeLimit: null,
    badge: 'Best Value',
    note: 'Save over $150!',
  },
] as const;

export const ACCOUNT_TYPES = ['free', 'premium', 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * Whether the install sells plans (SPEC's free and Pro plans, the default) or has them off, as a
 * private install does (the PLANS setting; the web learns it from GET /api/settings): then no
 * account has a recipe limit, and nothing offers an upgrade or shows a plan.
 */
export interface PlansSetting {
  plansEnabled: boolean;
}

/** The limit a user's plan puts on their recipe count, or null when unlimited. */
export function recipeLimitFor(
  user: { accountType: string; subscriptionPlan: string },
  { plansEnabled }: PlansSetting,
): number | null {
  if (!plansEnabled) return null;
  return user.accountType === 'free' && user.subscriptionPlan === 'free' ? FREE_RECIPE_LIMIT : null;
}
