import type { User } from '../../../contract';
import { PLANS, recipeLimitFor, type PlansSetting } from '../../../contract/plans';

type PlanId = (typeof PLANS)[number]['id'];

export interface PlanStatus {
  /** The plan's recipe limit applies: only such users are offered an upgrade. */
  isLimited: boolean;
  /** The plan the user is on, or null for an unlimited account without a paid plan. */
  currentPlanId: PlanId | null;
  /** The header's badge for an unlimited account ('PRO-MONTHLY', 'PREMIUM', 'ADMIN'). */
  badge: string | null;
}

/**
 * Where the user stands: an account made premium or admin by an administrator is unlimited
 * whatever its subscription plan says, so it is never offered an upgrade. With plans off (a
 * private install) nobody is limited, on a plan, or badged.
 */
export function planStatusOf(
  user: Pick<User, 'accountType' | 'subscriptionPlan'>,
  plans: PlansSetting,
): PlanStatus {
  if (!plans.plansEnabled) return { isLimited: false, currentPlanId: null, badge: null };
  const isLimited = recipeLimitFor(user, plans) !== null;
  const paid = PLANS.find((plan) => plan.id !== 'free' && plan.id === user.subscriptionPlan);
  const currentPlanId = paid ? paid.id : isLimited ? 'free' : null;
  const badge = isLimited ? null : (paid?.id ?? user.accountType).toUpperCase();
  return { isLimited, currentPlanId, badge };
}
