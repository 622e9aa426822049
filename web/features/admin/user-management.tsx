import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, UserX } from 'lucide-react';
import type { AdminUser } from '../../../contract/admin';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { PAGE_SIZE, type AccountTypeFilter } from './admin-api';
import { UserTable } from './user-table';
import type { OnPatch } from './user-row-actions';

const FILTERS: { value: AccountTypeFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All Users` },
  { value: 'free', label: msg`Free` },
  { value: 'premium', label: msg`Premium` },
  { value: 'admin', label: msg`Admin` },
];

interface UserManagementProps {
  users: AdminUser[];
  total: number;
  search: string;
  onSearchChange: (search: string) => void;
  accountType: AccountTypeFilter;
  onAccountTypeChange: (accountType: AccountTypeFilter) => void;
  page: number;
  onPageChange: (page: number) => void;
  isFetching: boolean;
  onPatch: OnPatch;
}

/** The 'User Management' card: search, account type filter, the table and its empty states. */
export function UserManagement(props: UserManagementProps) {
  const { users, total, search, accountType, page, isFetching } = props;
  const { t, i18n } = useLingui();
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageNumber = page + 1;
  const totalText = total.toLocaleString('en-US');
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Trans>User Management</Trans>
          {isFetching ? <Spinner className="size-4" label={t`Updating`} /> : null}
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-stone-400"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={search}
              onChange={(event) => props.onSearchChange(event.target.value)}
              placeholder={t`Search by email or name...`}
              aria-label={t`Search users`}
              className="ps-9 sm:w-72"
            />
          </div>
          <Select
            value={accountType}
            onValueChange={(value) => props.onAccountTypeChange(value as AccountTypeFilter)}
          >
            <SelectTrigger className="sm:w-40" aria-label={t`Filter by account type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FILTERS.map((filter) => (
                <SelectItem key={filter.value} value={filter.value}>
                  {i18n._(filter.label)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {users.length === 0 ? (
        <div className="flex flex-col items-center py-12 text-center">
          <UserX className="size-10 text-stone-300" aria-hidden="true" />
          <p className="mt-3 font-medium text-stone-800">
            <Trans>No users found</Trans>
          </p>
          <p className="mt-1 text-sm text-stone-500">
            {search.trim() ? (
              <Trans>Try adjusting your search terms.</Trans>
            ) : (
              <Trans>No users match the selected filters.</Trans>
            )}
          </p>
        </div>
      ) : (
        <UserTable users={users} onPatch={props.onPatch} />
      )}
      {pageCount > 1 ? (
        <div className="mt-4 flex items-center justify-between text-sm text-stone-600">
          <span>
            <Trans>
              Page {pageNumber} of {pageCount} ({totalText} users)
            </Trans>
          </span>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={page === 0}
              onClick={() => props.onPageChange(page - 1)}
            >
              <Trans>Previous</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={page + 1 >= pageCount}
              onClick={() => props.onPageChange(page + 1)}
            >
              <Trans>Next</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
