import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser } from '../../../contract/admin';
import { formatDate, getDisplayName, getInitials } from '../../lib/format';
import {
  AccountTypeBadge,
  AccountTypeSelect,
  StatusBadge,
  UserRowActions,
  type OnPatch,
} from './user-row-actions';

function UserCell({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
      >
        {getInitials(user)}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium text-stone-900">{getDisplayName(user)}</p>
        <p className="truncate text-xs text-stone-500">{user.email}</p>
      </div>
    </div>
  );
}

const HEADERS: { key: string; label: MessageDescriptor }[] = [
  { key: 'user', label: msg`User` },
  { key: 'account-type', label: msg`Account Type` },
  { key: 'recipes', label: msg`Recipes` },
  { key: 'status', label: msg`Status` },
  { key: 'joined', label: msg`Joined` },
  { key: 'actions', label: msg`Actions` },
];

/** Desktop: a table. Phones: one card per user with the same fields and controls. */
export function UserTable({ users, onPatch }: { users: AdminUser[]; onPatch: OnPatch }) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[760px] text-start text-sm">
          <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
            <tr>
              {HEADERS.map((header) => (
                <th
                  key={header.key}
                  scope="col"
                  className={header.key === 'actions' ? 'px-3 py-2.5 text-end' : 'px-3 py-2.5'}
                >
                  {i18n._(header.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {users.map((user) => (
              <tr key={user.id}>
                <td className="max-w-72 px-3 py-3">
                  <UserCell user={user} />
                </td>
                <td className="px-3 py-3">
                  <div className="flex items-center gap-2">
                    <AccountTypeBadge type={user.accountType} />
                    <AccountTypeSelect user={user} onPatch={onPatch} />
                  </div>
                </td>
                <td className="px-3 py-3 tabular-nums">{user.recipeCount}</td>
                <td className="px-3 py-3">
                  <StatusBadge isActive={user.isActive} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-stone-600">
                  {formatDate(user.createdAt)}
                </td>
                <td className="px-3 py-3 text-end">
                  <UserRowActions user={user} onPatch={onPatch} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {users.map((user) => (
          <UserCard key={user.id} user={user} onPatch={onPatch} />
        ))}
      </ul>
    </>
  );
}

/** A phone's card for one user: the table's fields and controls, stacked. */
function UserCard({ user, onPatch }: { user: AdminUser; onPatch: OnPatch }) {
  const joined = formatDate(user.createdAt);
  const recipeCount = user.recipeCount;
  return (
    <li className="space-y-3 rounded-xl border border-stone-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <UserCell user={user} />
        <UserRowActions user={user} onPatch={onPatch} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <AccountTypeBadge type={user.accountType} />
        <StatusBadge isActive={user.isActive} />
        <span>
          <Plural value={recipeCount} one="# recipe" other="# recipes" />
        </span>
        <span>
          <Trans>Joined {joined}</Trans>
        </span>
      </div>
      <AccountTypeSelect user={user} onPatch={onPatch} />
    </li>
  );
}
