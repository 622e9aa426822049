import { z } from 'zod';

/**
 * GET /api/settings (public, no sign-in): the server's settings the browser shows, so an
 * operator changes them in one place (server/config.ts) and every screen follows.
 */
export const PublicSettingsSchema = z.object({
  /** Where users write for help (the SUPPORT_EMAIL setting). */
  supportEmail: z.string(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
