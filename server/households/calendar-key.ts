// The key calendar addresses are signed with (service.ts, calendarTokenOf), one per app secret.
import type { AppDeps } from '../deps';
import { deriveKey, loadAppSecret } from '../lib/secret';

const keys = new WeakMap<AppDeps['config'], Buffer>();

/** The key calendar addresses are signed with, derived from the app secret. */
export function calendarKeyOf(config: AppDeps['config']): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = deriveKey(loadAppSecret(config), 'calendar-feed');
    keys.set(config, key);
  }
  return key;
}
