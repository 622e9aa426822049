import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AlertTriangle, RotateCcw, WifiOff } from 'lucide-react';
import { PageHeading } from '../shell/app-layout';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { AdminFetchError, type AccountTypeFilter } from '../features/admin/admin-api';
import { AdminNoAccess } from '../features/admin/admin-no-access';
import { AdminSkeleton, AdminStatCards } from '../features/admin/admin-stats';
import { Backups } from '../features/admin/backups';
import { ContactMessages } from '../features/admin/contact-messages';
import { useAdminStats, useAdminUsers, useUpdateAdminUser } from '../features/admin/use-admin';
import { useDebouncedValue } from '../features/admin/use-debounced-value';
import { UserManagement } from '../features/admin/user-management';
import { useCurrentUser } from '../features/auth/use-auth';
import type { OnPatch } from '../features/admin/user-row-actions';
import { useOnline } from '../lib/online';

const SEARCH_DEBOUNCE_MS = 300;

function AdminError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card className="mx-auto max-w-xl p-6 text-center" role="alert">
      <AlertTriangle className="mx-auto size-10 text-red-500" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-stone-900">
        <Trans>Admin Access Error</Trans>
      </h2>
      <p className="mt-2 text-sm break-words text-stone-600">{message}</p>
      <Button className="mt-5" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        <Trans>Retry</Trans>
      </Button>
    </Card>
  );
}

/** Nothing of the dashboard is stored on the device, and every action is the server's. */
function AdminOffline() {
  return (
    <Card className="mx-auto max-w-xl p-6 text-center" role="status">
      <WifiOff className="mx-auto size-10 text-stone-400" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-stone-900">
        <Trans>The admin dashboard needs a connection</Trans>
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        <Trans>Users, stats and messages show here again when you&apos;re back online.</Trans>
      </p>
    </Card>
  );
}

/** The admin dashboard (SPEC §2): stats, user management, contact messages and backups. */
export default function AdminPage() {
  const [search, setSearch] = useState('');
  const [accountType, setAccountType] = useState<AccountTypeFilter>('all');
  const [page, setPage] = useState(0);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  // The server decides (every admin call is checked there); the account type only spares a
  // person who is not an admin calls that would be refused.
  const isAdmin = useCurrentUser().accountType === 'admin';
  const stats = useAdminStats({ enabled: isAdmin });
  const users = useAdminUsers({ search: debouncedSearch, accountType, page }, { enabled: isAdmin });
  const updateUser = useUpdateAdminUser();
  const onPatch: OnPatch = (user, patch) => updateUser.mutate({ user, patch });
  const isOnline = useOnline();
  const { t } = useLingui();

  const heading = (
    <PageHeading
      title={t`Admin Dashboard`}
      description={t`Manage users, accounts, and system overview`}
    />
  );
  const error = stats.error ?? users.error;
  // Not an admin (or no longer one: the server refused): no dashboard, and no error to retry.
  if (!isAdmin || (error instanceof AdminFetchError && error.status === 403)) {
    return <AdminNoAccess />;
  }
  if (!isOnline) {
    return (
      <>
        {heading}
        <AdminOffline />
      </>
    );
  }
  if (error) {
    return (
      <>
        {heading}
        <AdminError
          message={error.message || t`Failed to load admin data`}
          onRetry={() => {
            void stats.refetch();
            void users.refetch();
          }}
        />
      </>
    );
  }
  if (!stats.data || !users.data) {
    return (
      <>
        {heading}
        <AdminSkeleton />
      </>
    );
  }
  return (
    <div className="space-y-6">
      {heading}
      <AdminStatCards stats={stats.data} />
      <UserManagement
        users={users.data.users}
        total={users.data.total}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
        accountType={accountType}
        onAccountTypeChange={(value) => {
          setAccountType(value);
          setPage(0);
        }}
        page={page}
        onPageChange={setPage}
        isFetching={users.isFetching || updateUser.isPending}
        onPatch={onPatch}
      />
      <ContactMessages />
      <Backups />
    </div>
  );
}
