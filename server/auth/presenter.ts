import type { ResetRequestAnswer } from '../../contract/auth';
import { ACCOUNT_TYPES, type AccountType } from '../../contract/plans';
import { UNIT_SYSTEMS, type UnitSystem } from '../../contract/kitchen/convert';
import { findLocale } from '../../contract/i18n/locales';
import type { User } from '../../contract/users';
import type { UserRow } from '../db/schema';
import { toIso } from '../lib/time';

function toAccountType(value: string): AccountType {
  // The column is free text; a value this version does not know gets the least privilege.
  return (ACCOUNT_TYPES as readonly string[]).includes(value) ? (value as AccountType) : 'free';
}

const toUnitSystem = (value: string | null): UnitSystem | null =>
  (UNIT_SYSTEMS as readonly string[]).includes(value ?? '') ? (value as UnitSystem) : null;

/**
 * The user's own record as it leaves the server (contract UserSchema). Built field by field, so
 * a column added later (or the password hash, which lives in another table) never leaks by accident.
 */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    subscriptionPlan: row.subscription_plan,
    subscriptionStatus: row.subscription_status,
    accountType: toAccountType(row.account_type),
    isActive: row.is_active === 1,
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    subscriptionExpiresAt: row.subscription_expires_at ? toIso(row.subscription_expires_at) : null,
    unitSystem: toUnitSystem(row.unit_system),
    locale: row.locale && findLocale(row.locale) ? row.locale : null,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * The reset-request answer: the same message whether or not the address has an account. The code
 * itself is added only in dev mode (DEV_EXPOSE_RESET_CODE), where anyone may reset anyone.
 */
export function presentResetRequestAnswer(
  message: string,
  issuedCode: string | null,
  exposeCode: boolean,
): ResetRequestAnswer {
  return exposeCode && issuedCode ? { message, resetCode: issuedCode } : { message };
}
