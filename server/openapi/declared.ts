// Every route declared in a feature's api.ts (server/http/route.ts), for the OpenAPI document and
// the fuzz suite. The households' routes are still described by hand in operations/households.ts.
import { exportApi } from '../export/api';
import type { ApiRoute } from '../http/route';
import { importApi } from '../import/api';
import { recipeApi } from '../recipes/api';
import { sharingApi } from '../sharing/api';

export const declaredRoutes: ApiRoute[] = [
  ...Object.values(recipeApi),
  ...Object.values(sharingApi),
  ...Object.values(exportApi),
  ...Object.values(importApi),
];
