// Every route declared in a feature's api.ts (server/http/route.ts), for the OpenAPI document and
// the fuzz suite. The households' routes are still described by hand in operations/households.ts.
import { accountApi } from '../account/api';
import { adminApi } from '../admin/api';
import { authApi } from '../auth/api';
import { contactApi } from '../contact/api';
import { exportApi } from '../export/api';
import type { ApiRoute } from '../http/route';
import { importFileApi } from '../import-files/api';
import { importApi } from '../import/api';
import { objectApi } from '../objects/api';
import { recipeApi } from '../recipes/api';
import { settingsApi } from '../settings/api';
import { sharingApi } from '../sharing/api';
import { tokenApi } from '../tokens/api';
import { openApiApi } from './api';

/** The local object store's upload address, served only when the server keeps images itself. */
export const LOCAL_UPLOAD_ROUTE: ApiRoute = objectApi.rawUpload;

export const declaredRoutes: ApiRoute[] = [
  ...Object.values(authApi),
  ...Object.values(accountApi),
  ...Object.values(recipeApi),
  ...Object.values(sharingApi),
  ...Object.values(exportApi),
  ...Object.values(importApi),
  ...Object.values(importFileApi),
  ...Object.values(objectApi),
  ...Object.values(tokenApi),
  ...Object.values(settingsApi),
  ...Object.values(contactApi),
  ...Object.values(adminApi),
  ...Object.values(openApiApi),
];
