// Choosing the app's language. A visitor's choice is kept on the device; a signed-in person's is
// also saved on the account (PATCH /api/auth/user), so their other devices and the e-mails sent
// to them follow it. Signing in on a device takes the account's language.
import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { User } from '../../contract';
import {
  SOURCE_LOCALE,
  findLocale,
  offeredLocales,
  type LocaleInfo,
} from '../../contract/i18n/locales';
import { apiRequest } from '../lib/api';
import { currentUserKey, useAuth } from '../features/auth/use-auth';
import { activateLocale, rememberDeviceLocale } from './i18n';

/** The active language's row (English if the active code has none). */
export function useActiveLocale(): LocaleInfo {
  const { i18n } = useLingui();
  return findLocale(i18n.locale) ?? findLocale(SOURCE_LOCALE)!;
}

/** The languages a menu lists: those offered, and the active one if it is not (the pseudo-locale). */
export function menuLocales(active: LocaleInfo): LocaleInfo[] {
  const offered = offeredLocales();
  return offered.some((locale) => locale.code === active.code) ? offered : [...offered, active];
}

/** The active language and the way to change it, saving the choice where it belongs. */
export function useLocaleChoice(): [LocaleInfo, (code: string) => Promise<void>] {
  const active = useActiveLocale();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (locale: string) => apiRequest<User>('PATCH', '/api/auth/user', { locale }),
    onSuccess: (updated) => queryClient.setQueryData(currentUserKey, updated),
  });

  async function choose(code: string) {
    const locale = await activateLocale(code);
    rememberDeviceLocale(locale.code);
    if (user && user.locale !== locale.code) save.mutate(locale.code);
  }
  return [active, choose];
}

/** Follows the signed-in account's saved language, on this device too. */
export function useAccountLocale() {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const saved = user?.locale ?? null;
  useEffect(() => {
    if (!saved || saved === i18n.locale || !findLocale(saved)) return;
    void activateLocale(saved).then((locale) => rememberDeviceLocale(locale.code));
  }, [saved, i18n]);
}

/** Mounted once beside the routes: the account's language wins over the device's. */
export function AccountLocale() {
  useAccountLocale();
  return null;
}
