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

/** The limit a user's plan puts on their recipe count, or null when unlimited. */
export function recipeLimitFor(user: {
  accountType: string;
  subscriptionPlan: string;
}): number | null {
  return user.accountType === 'free' && user.subscriptionPlan === 'free' ? FREE_RECIPE_LIMIT : null;
}
