import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  ResetRequestAnswer,
  User,
} from '../../../contract';
import { CURRENT_USER_PATH } from '../../../contract/recipe-values';
import { apiRequest, getQueryFn } from '../../lib/api';
import { markSigningOut } from '../../lib/logged-out';
import { clearOfflineData } from '../offline/offline-data';
import { adoptStoredDocs, clearStoredDocs } from '../offline/sync/stored-docs';

export const currentUserKey = [CURRENT_USER_PATH] as const;

/**
 * Who is signed in. GET /api/auth/user decides it: a 401 (or any failure) means nobody, and it
 * is never retried (SPEC §4).
 */
export function useAuth() {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/**
 * Whether somebody is signed in, as the app last learned it, for a screen both visitors and users
 * see (Learn More). It never asks the server itself: a failed check (offline) would be asked
 * again by every such screen as it mounts.
 */
export function useIsSignedIn(): boolean {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    enabled: false,
  });
  return Boolean(query.data);
}

/** The signed-in user, for screens that are only routed when somebody is signed in. */
export function useCurrentUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}

// Auth calls answer 401 for a wrong password; that is not a lost session (see query-client.ts).
const authMeta = { skipLoggedOutRedirect: true };

function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return async (user: User) => {
    // What a session that ended without signing out left stored may not be this person's: the
    // stored answers go; the documents stay only if they were this same person's (with edits the
    // ended session could not send), see stored-docs.ts.
    await Promise.all([clearOfflineData({ waitMs: 0 }), adoptStoredDocs(user.id)]);
    return queryClient.refetchQueries({ queryKey: currentUserKey });
  };
}

export function useLogin() {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    meta: authMeta,
    mutationFn: (input: LoginInput) => apiRequest<User>('POST', '/api/auth/login', input),
    onSuccess: refresh,
  });
}

export function useRegister() {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    meta: authMeta,
    mutationFn: (input: RegisterInput) => apiRequest<User>('POST', '/api/auth/register', input),
    onSuccess: refresh,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    meta: authMeta,
    mutationFn: (email: string) =>
      apiRequest<ResetRequestAnswer>('POST', '/api/auth/reset-password-request', { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    meta: authMeta,
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<{ message?: string }>('POST', '/api/auth/reset-password', input),
  });
}

/**
 * Signs out, then reloads the whole app at / even when the call fails (SPEC §4). What the
 * offline app stored for this person goes first, so the reload (online or not) shows nothing of it.
 */
export async function signOut() {
  markSigningOut();
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    console.error('Sign out failed', error);
  } finally {
    // Recipe documents kept for offline editing too, with any edit not yet sent.
    await Promise.all([clearOfflineData(), clearStoredDocs()]);
    window.location.href = '/';
  }
}
