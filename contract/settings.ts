import { z } from 'zod';

/**
 * GET /api/settings (public, no sign-in): the server's settings the browser shows, so an
 * operator changes them in one place (server/config.ts) and every screen follows.
 */
export const PublicSettingsSchema = z.object({
  /** Where users write for help (the SUPPORT_EMAIL setting). */
  supportEmail: z.string(),
  /**
   * Whether this install sells plans (the PLANS setting): false on a private install, where no
   * account has a recipe limit and the web shows no upgrade prompt or plan badge.
   */
  plansEnabled: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
