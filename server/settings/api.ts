// The public settings' API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { PublicSettingsSchema } from '../../contract/settings';
import { declareRoute } from '../http/route';

export const settingsApi = {
  read: declareRoute({
    method: 'GET',
    path: '/api/settings',
    tag: 'Settings',
    summary: "The server's public settings (the support address)",
    access: 'public',
    answer: PublicSettingsSchema,
  }),
};
