// The owner's list of people on a recipe (GET /api/recipes/{id}/people) and its changes. Each
// change answers the list as it is now, which replaces the cached one; the recipe lists refetch,
// since a change of place moves the recipe's editors and updatedAt.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecipePeople, SharingRole } from '../../../contract';
import { apiRequest } from '../../lib/api';
import { recipeKeys } from '../recipes/use-recipes';

export const recipePeopleKey = (recipeId: string) => ['recipe-people', recipeId] as const;

const peoplePath = (recipeId: string) => `/api/recipes/${encodeURIComponent(recipeId)}`;

export function useRecipePeople(recipeId: string, enabled: boolean) {
  return useQuery({
    queryKey: recipePeopleKey(recipeId),
    queryFn: () => apiRequest<RecipePeople>('GET', `${peoplePath(recipeId)}/people`),
    enabled,
  });
}

type PeopleChange =
  | { kind: 'role'; userId: string; role: SharingRole }
  | { kind: 'remove'; userId: string }
  | { kind: 'withdraw'; inviteId: string };

function send(recipeId: string, change: PeopleChange): Promise<RecipePeople> {
  const base = peoplePath(recipeId);
  switch (change.kind) {
    case 'role':
      return apiRequest('PUT', `${base}/people/${encodeURIComponent(change.userId)}`, {
        role: change.role,
      });
    case 'remove':
      return apiRequest('DELETE', `${base}/people/${encodeURIComponent(change.userId)}`);
    case 'withdraw':
      return apiRequest('DELETE', `${base}/invites/${encodeURIComponent(change.inviteId)}`);
  }
}

/** Changes a person's role, removes them, or withdraws a waiting invitation. */
export function useChangeRecipePeople(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PeopleChange) => send(recipeId, change),
    onSuccess: (people) => {
      queryClient.setQueryData(recipePeopleKey(recipeId), people);
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
    },
  });
}
