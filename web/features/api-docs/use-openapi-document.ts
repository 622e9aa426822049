// The API's OpenAPI document (GET /api/openapi.json). It changes only with a new server version,
// so it is read once per visit and kept.
import { useQuery } from '@tanstack/react-query';
import { OPENAPI_DOCUMENT_PATH, type OpenApiDocument } from '../../../contract/openapi-values';
import { apiRequest } from '../../lib/api';

export function useOpenApiDocument() {
  return useQuery({
    queryKey: [OPENAPI_DOCUMENT_PATH],
    queryFn: ({ signal }) =>
      apiRequest<OpenApiDocument>('GET', OPENAPI_DOCUMENT_PATH, undefined, { signal }),
    staleTime: Infinity,
  });
}
