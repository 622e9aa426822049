// HTTP wiring for the public settings (GET /api/settings): what the browser shows of the server's
// configuration, answered to anyone, signed in or not. Only settings meant to be public belong
// here; the answer is the same for every caller.
import type { FastifyInstance } from 'fastify';
import type { PublicSettings } from '../../contract/settings';
import { plansOf } from '../config';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { settingsApi } from './api';

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const settings: PublicSettings = {
    supportEmail: deps.config.SUPPORT_EMAIL,
    plansEnabled: plansOf(deps.config).plansEnabled,
  };

  serve(app, settingsApi.read, async (): Promise<PublicSettings> => settings);
}
