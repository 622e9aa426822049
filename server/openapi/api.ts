// This document's own route, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { OPENAPI_DOCUMENT_PATH } from '../../contract/openapi-values';
import { declareRoute } from '../http/route';

export const openApiApi = {
  document: declareRoute({
    method: 'GET',
    path: OPENAPI_DOCUMENT_PATH,
    tag: 'API',
    summary: 'This document: the API as OpenAPI 3.1',
    access: 'public',
    answer: { description: 'An OpenAPI 3.1.0 document' },
  }),
};
