// The settings page's calls (server/account): each answer that carries the user refreshes the
// signed-in user everywhere (the header's name and address).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../contract';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  EmailChanged,
  EmailChangeRequested,
  UpdateNameInput,
} from '../../../contract/account';
import { HttpError, apiRequest } from '../../lib/api';
import { markSigningOut } from '../../lib/logged-out';
import { clearOfflineData } from '../offline/offline-data';
import { currentUserKey } from '../auth/use-auth';
import { clearStoredDocs } from '../offline/sync/stored-docs';

/** Whether a failed call was refused for a wrong current password (the field says so). */
export const isWrongPassword = (error: unknown) =>
  error instanceof HttpError && error.body?.code === 'wrong_password';

function useUserMutation<Input>(method: string, url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<User>(method, url, input),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

export const useUpdateName = () => useUserMutation<UpdateNameInput>('PUT', '/api/account/name');

/** Asks for the change: nothing changes until the link mailed to the new address is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      apiRequest<EmailChangeRequested>('PUT', '/api/account/email', input),
  });
}

/** Opens the link mailed to the new address; the signed-in user is read again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<EmailChanged>('POST', '/api/account/email/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<{ message: string }>('PUT', '/api/account/password', input),
  });
}

/**
 * Deletes the account, then leaves as signing out does: what the device kept of this person goes,
 * and the app starts again at the landing page.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (password: string) => {
      // The live socket closes as the account goes, maybe before this answer: no lost session.
      markSigningOut();
      try {
        await apiRequest('DELETE', '/api/account', { password });
      } catch (error) {
        markSigningOut(false);
        throw error;
      }
    },
    onSuccess: async () => {
      await Promise.all([clearOfflineData(), clearStoredDocs()]);
      window.location.href = '/';
    },
  });
}
