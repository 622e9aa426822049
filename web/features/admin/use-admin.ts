import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserPatch } from '../../../contract/admin';
import { errorMessageOf, HttpError } from '../../lib/api';
import { toastError } from '../../lib/error-toast';
import { getDisplayName } from '../../lib/format';
import { toast } from '../../lib/toast';
import {
  fetchAdminBackups,
  fetchAdminStats,
  fetchAdminUsers,
  fetchContactMessages,
  patchAdminUser,
  startAdminBackup,
  type AdminUserParams,
} from './admin-api';

const FAILED_UPDATE = msg`Failed to update the user's account.`;

/** SPEC §7: admin queries are retried once and fresh for 5 seconds. */
const ADMIN_QUERY_OPTIONS = { retry: 1, staleTime: 5000 } as const;

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: (params: AdminUserParams) => ['admin', 'users', params] as const,
  usersAll: ['admin', 'users'] as const,
  messages: ['admin', 'contact-messages'] as const,
  backups: ['admin', 'backups'] as const,
};

/** While a backup runs, the dashboard asks for its outcome this often. */
const RUNNING_BACKUP_POLL_MS = 2000;

/** `enabled` is false for somebody who is not an admin: there is nothing to ask the server. */
export function useAdminStats({ enabled = true } = {}) {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => fetchAdminStats(signal),
    enabled,
    ...ADMIN_QUERY_OPTIONS,
  });
}

export function useAdminUsers(params: AdminUserParams, { enabled = true } = {}) {
  return useQuery({
    queryKey: adminKeys.users(params),
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    placeholderData: keepPreviousData,
    enabled,
    ...ADMIN_QUERY_OPTIONS,
  });
}

export function useContactMessages() {
  return useQuery({
    queryKey: adminKeys.messages,
    queryFn: ({ signal }) => fetchContactMessages(signal),
    ...ADMIN_QUERY_OPTIONS,
  });
}

/** PATCH a user with the toasts of SPEC §8, then refetch the users list and the stats. */
export function useUpdateAdminUser() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, patch }: { user: AdminUser; patch: AdminUserPatch }) => {
      if (patch.accountType) {
        const name = getDisplayName(user);
        const accountType = patch.accountType;
        toast({
          title: t`Account Type Updated`,
          description: t`${name}'s account has been changed to ${accountType}.`,
        });
      }
      return patchAdminUser(user.id, patch);
    },
    onSuccess: () => {
      toast({
        title: t`User updated successfully`,
        description: t`The user's account has been updated.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toastError({
        title: t`Error updating user`,
        error,
        // A 409 (the last active admin) explains itself; anything else gets the spec's text.
        description:
          error instanceof HttpError && error.status === 409
            ? errorMessageOf(error, i18n._(FAILED_UPDATE))
            : i18n._(FAILED_UPDATE),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}

/** The last backup and the newest attempts; asked again every few seconds while one runs. */
export function useAdminBackups() {
  return useQuery({
    queryKey: adminKeys.backups,
    queryFn: ({ signal }) => fetchAdminBackups(signal),
    refetchInterval: (query) =>
      query.state.data?.recent.some((backup) => backup.status === 'running')
        ? RUNNING_BACKUP_POLL_MS
        : false,
    ...ADMIN_QUERY_OPTIONS,
  });
}

export function useStartBackup() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAdminBackup,
    onSuccess: () =>
      toast({
        title: t`Backup started`,
        description: t`It is written to the backup folder; this card shows when it is done.`,
      }),
    onError: (error) =>
      toastError({
        title: t`Could not start a backup`,
        error,
        description: errorMessageOf(error, t`The server could not start a backup.`),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.backups }),
  });
}
