import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Ban, CheckCircle2, Crown, MoreHorizontal, ShieldCheck, User } from 'lucide-react';
import type { AdminUser, AdminUserPatch } from '../../../contract/admin';
import type { AccountType } from '../../../contract/plans';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { getDisplayName } from '../../lib/format';
import { usePlansSetting } from '../settings/use-public-settings';

export const ACCOUNT_TYPE_LABELS: Record<AccountType, MessageDescriptor> = {
  free: msg`Free`,
  premium: msg`Premium`,
  admin: msg`Admin`,
};

const ACCOUNT_BADGES: Record<AccountType, BadgeVariant> = {
  free: 'neutral',
  premium: 'warning',
  admin: 'brand',
};

const ACCOUNT_ICONS = { free: User, premium: Crown, admin: ShieldCheck } as const;

export type OnPatch = (user: AdminUser, patch: AdminUserPatch) => void;

/** The account's type; with plans off (PLANS=off) only Admin, a role rather than a plan, shows. */
export function AccountTypeBadge({ type }: { type: AccountType }) {
  const { i18n } = useLingui();
  const { plansEnabled } = usePlansSetting();
  if (!plansEnabled && type !== 'admin') return null;
  return <Badge variant={ACCOUNT_BADGES[type]}>{i18n._(ACCOUNT_TYPE_LABELS[type])}</Badge>;
}

export function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge variant="success">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge variant="danger">
      <Trans>Disabled</Trans>
    </Badge>
  );
}

/** The free/premium/admin selector next to the badge. */
export function AccountTypeSelect({ user, onPatch }: { user: AdminUser; onPatch: OnPatch }) {
  const { t, i18n } = useLingui();
  const name = getDisplayName(user);
  return (
    <Select
      value={user.accountType}
      onValueChange={(value) => {
        if (value !== user.accountType) onPatch(user, { accountType: value as AccountType });
      }}
    >
      <SelectTrigger className="h-8 w-28 px-2.5 text-xs" aria-label={t`Account type for ${name}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(ACCOUNT_TYPE_LABELS) as AccountType[]).map((type) => (
          <SelectItem key={type} value={type}>
            {i18n._(ACCOUNT_TYPE_LABELS[type])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Set to Free/Premium/Admin (the current one disabled) and Disable/Enable Account; disabling
 * signs the person out everywhere, so it asks first.
 */
export function UserRowActions({ user, onPatch }: { user: AdminUser; onPatch: OnPatch }) {
  const { t, i18n } = useLingui();
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const name = getDisplayName(user);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={t`Actions for ${name}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {(Object.keys(ACCOUNT_TYPE_LABELS) as AccountType[]).map((type) => {
            const Icon = ACCOUNT_ICONS[type];
            const typeLabel = i18n._(ACCOUNT_TYPE_LABELS[type]);
            return (
              <DropdownMenuItem
                key={type}
                disabled={user.accountType === type}
                onSelect={() => onPatch(user, { accountType: type })}
              >
                <Icon aria-hidden="true" />
                <Trans>Set to {typeLabel}</Trans>
              </DropdownMenuItem>
            );
          })}
          <DropdownMenuSeparator />
          {user.isActive ? (
            <DropdownMenuItem className="text-red-700" onSelect={() => setConfirmingDisable(true)}>
              <Ban aria-hidden="true" />
              <Trans>Disable Account</Trans>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => onPatch(user, { isActive: true })}>
              <CheckCircle2 aria-hidden="true" />
              <Trans>Enable Account</Trans>
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmingDisable}
        onOpenChange={setConfirmingDisable}
        trigger={null}
        title={t`Disable ${name}'s account?`}
        description={t`They are signed out on every device at once and cannot sign in until an administrator enables the account again. Their recipes are kept.`}
        confirmLabel={t`Disable Account`}
        onConfirm={() => onPatch(user, { isActive: false })}
      />
    </>
  );
}
