// TanStack Query hooks over the households API (contract/households.ts): the caller's households
// with their members, invitations, lists and calendar feed in one read, and the calls that change
// them. Every write refetches that read; other members' writes arrive as household_changed
// (use-live-households.ts).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AddItemsAnswer,
  CalendarFeed,
  Household,
  HouseholdInviteAnswer,
  HouseholdList,
  InvitationPreview,
  JoinHouseholdAnswer,
  PendingInvitationList,
  PlanToListAnswer,
  PlanToListInput,
  ShoppingList,
} from '../../../contract/households';
import { apiRequest } from '../../lib/api';

export const householdKeys = {
  /** GET /api/households: every household of the caller, each with its lists. */
  all: ['/api/households'] as const,
  /** GET /api/households/invitations: the invitations waiting for the caller's answer. */
  invitations: ['/api/households/invitations'] as const,
};

const householdPath = (id: string) => `/api/households/${encodeURIComponent(id)}`;
const listPath = (id: string) => `/api/lists/${encodeURIComponent(id)}`;

/** The caller's households (the server makes their own the first time). */
export function useHouseholds({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: householdKeys.all,
    queryFn: () => apiRequest<HouseholdList>('GET', '/api/households'),
    select: (answer) => answer.households,
    // Lists' counts change with every check; screens that show them read again when they open.
    ...(fresh ? { staleTime: 0, refetchOnMount: 'always' as const } : {}),
  });
}

/** How a household write ends: whether it settles before the households are read again. */
export interface HouseholdMutationOptions {
  /**
   * Settle when the server answers, refetching meanwhile: adding to a list answers with what it
   * did, and its toast need not wait for the household's counts (a busy machine took seconds).
   */
  settleBeforeRefetch?: boolean;
}

/** The options of a write whose success refetches the households (it settles after, by default). */
export function householdMutation<Input, Answer>(
  queryClient: QueryClient,
  call: (input: Input) => Promise<Answer>,
  { settleBeforeRefetch = false }: HouseholdMutationOptions = {},
) {
  return {
    mutationFn: call,
    onSuccess: () => {
      const refetched = queryClient.invalidateQueries({ queryKey: householdKeys.all });
      return settleBeforeRefetch ? undefined : refetched;
    },
  };
}

function useHouseholdMutation<Input, Answer>(
  call: (input: Input) => Promise<Answer>,
  options?: HouseholdMutationOptions,
) {
  return useMutation(householdMutation(useQueryClient(), call, options));
}

/** Adding to a list settles as soon as the server answers (HouseholdMutationOptions). */
export const ADDING_TO_A_LIST: HouseholdMutationOptions = { settleBeforeRefetch: true };

export const useRenameHousehold = () =>
  useHouseholdMutation(({ householdId, name }: { householdId: string; name: string }) =>
    apiRequest<Household>('PATCH', householdPath(householdId), { name: name.trim() }),
  );

export const useInviteToHousehold = () =>
  useHouseholdMutation(({ householdId, email }: { householdId: string; email: string }) =>
    apiRequest<HouseholdInviteAnswer>('POST', `${householdPath(householdId)}/invites`, {
      email: email.trim(),
    }),
  );

export const useCancelInvite = () =>
  useHouseholdMutation(({ householdId, inviteId }: { householdId: string; inviteId: string }) =>
    apiRequest('DELETE', `${householdPath(householdId)}/invites/${encodeURIComponent(inviteId)}`),
  );

/** Removes a member (the owner), or the caller themselves (leaving). */
export const useRemoveMember = () =>
  useHouseholdMutation(({ householdId, userId }: { householdId: string; userId: string }) =>
    apiRequest('DELETE', `${householdPath(householdId)}/members/${encodeURIComponent(userId)}`),
  );

/** Turns the calendar feed on, or gives it a new address (the old one stops working). */
export const useRenewCalendarFeed = () =>
  useHouseholdMutation((householdId: string) =>
    apiRequest<CalendarFeed>('POST', `${householdPath(householdId)}/calendar`),
  );

export const useStopCalendarFeed = () =>
  useHouseholdMutation((householdId: string) =>
    apiRequest('DELETE', `${householdPath(householdId)}/calendar`),
  );

/** The invitations to the caller's address, read afresh on each household screen. */
export function usePendingInvitations() {
  return useQuery({
    queryKey: householdKeys.invitations,
    queryFn: () => apiRequest<PendingInvitationList>('GET', '/api/households/invitations'),
    select: (answer) => answer.invitations,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** The invitation an invitation link's token is for. */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ['/api/households/join/preview', token],
    queryFn: () => apiRequest<InvitationPreview>('POST', '/api/households/join/preview', { token }),
    select: (answer) => answer.invitation,
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** How an invitation is answered: in the app by its id, or by its link's token. */
export type InvitationAnswer = { accept: boolean } & ({ id: string } | { token: string });

function answerInvitation(answer: InvitationAnswer): Promise<JoinHouseholdAnswer | undefined> {
  if ('token' in answer) {
    const path = answer.accept ? '/api/households/join' : '/api/households/join/decline';
    return apiRequest<JoinHouseholdAnswer | undefined>('POST', path, { token: answer.token });
  }
  const path = `/api/households/invitations/${encodeURIComponent(answer.id)}/`;
  return apiRequest<JoinHouseholdAnswer | undefined>(
    'POST',
    path + (answer.accept ? 'accept' : 'decline'),
  );
}

/** Accepts or declines an invitation; the households and the invitations are read again. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    // Not waited for: the answered invitation's notice goes with the refetch, and the caller's
    // own callbacks (the toast, showing the household) must run before it does.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: householdKeys.all });
      void queryClient.invalidateQueries({ queryKey: householdKeys.invitations });
    },
  });
}

export const useCreateList = () =>
  useHouseholdMutation(({ householdId, name }: { householdId: string; name: string }) =>
    apiRequest<ShoppingList>('POST', `${householdPath(householdId)}/lists`, { name: name.trim() }),
  );

export const useRenameList = () =>
  useHouseholdMutation(({ listId, name }: { listId: string; name: string }) =>
    apiRequest<ShoppingList>('PATCH', listPath(listId), { name: name.trim() }),
  );

export const useDeleteList = () =>
  useHouseholdMutation((listId: string) => apiRequest('DELETE', listPath(listId)));

/** A recipe's ingredients onto a list, scaled to `servings` (the recipe's own when absent). */
export const useAddRecipeToList = () =>
  useHouseholdMutation(
    ({ listId, recipeId, servings }: { listId: string; recipeId: string; servings?: number }) =>
      apiRequest<AddItemsAnswer>('POST', `${listPath(listId)}/items`, {
        recipeId,
        ...(servings ? { servings } : {}),
      }),
    ADDING_TO_A_LIST,
  );

/** The recipes planned from `from` to `to` onto a list. */
export const usePlanToList = () =>
  useHouseholdMutation(
    ({ householdId, ...input }: PlanToListInput & { householdId: string }) =>
      apiRequest<PlanToListAnswer>('POST', `${householdPath(householdId)}/plan/to-list`, input),
    ADDING_TO_A_LIST,
  );
