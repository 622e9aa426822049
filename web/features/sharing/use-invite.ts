import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteAnswer, Recipe } from '../../../contract';
import type { RecipeInvitePreview } from '../../../contract/recipes';
import { apiRequest } from '../../lib/api';
import { isValidEmail } from '../../lib/email';
import { recipeKeys } from '../recipes/use-recipes';
import { recipePeopleKey } from './use-recipe-people';

/** The client-side check of SPEC §5: null when fine, else the toast to show. */
export function validateInviteEmail(
  email: string,
  i18n: I18n = activeI18n,
): { title: string; description: string } | null {
  const trimmed = email.trim();
  if (!trimmed) {
    return {
      title: i18n._(msg`Email Required`),
      description: i18n._(msg`Please enter an email address.`),
    };
  }
  if (!isValidEmail(trimmed)) {
    return {
      title: i18n._(msg`Invalid Email`),
      description: i18n._(msg`Please enter a valid email address.`),
    };
  }
  return null;
}

/**
 * POST /api/recipes/invite; an existing user becomes an editor and an unknown address a waiting
 * invitation, so the lists and the recipe's people refetch.
 */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipeId, email }: { recipeId: string; email: string }) =>
      apiRequest<InviteAnswer>('POST', '/api/recipes/invite', {
        recipeId,
        email: email.trim(),
        inviteType: 'email',
      }),
    onSuccess: (_answer, { recipeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.lists }),
        queryClient.invalidateQueries({ queryKey: recipePeopleKey(recipeId) }),
      ]),
  });
}

/**
 * POST /api/recipes/invites/accept: the invitation link of an address that had no account; the
 * signed-in reader becomes an editor, so the lists refetch.
 */
export function useAcceptRecipeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<Recipe>('POST', '/api/recipes/invites/accept', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists }),
  });
}

/**
 * POST /api/recipes/invites/preview: who invited the link's reader to which recipe, for its
 * landing before they sign in (no session needed; a read, though sent as a POST to keep the token
 * out of addresses and logs).
 */
export function useRecipeInvitePreview(token: string | null) {
  return useQuery({
    queryKey: ['recipe-invite-preview', token],
    queryFn: () =>
      apiRequest<RecipeInvitePreview>('POST', '/api/recipes/invites/preview', { token }),
    enabled: Boolean(token),
    meta: { skipLoggedOutRedirect: true },
  });
}
