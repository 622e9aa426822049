// Personal API tokens (GET/POST/DELETE /api/tokens), managed with the session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from '../../../contract';
import { apiRequest } from '../../lib/api';

const tokensKey = ['/api/tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: tokensKey,
    queryFn: () => apiRequest<ApiToken[]>('GET', '/api/tokens'),
  });
}

/** Makes a token; its secret is in this answer only, never in the list. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) =>
      apiRequest<CreatedApiToken>('POST', '/api/tokens', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/tokens/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}
