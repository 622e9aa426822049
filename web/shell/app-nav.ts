import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { User } from '../../contract';

export interface NavEntry {
  href: string;
  label: MessageDescriptor;
  /** Other paths that show the same screen. */
  aliases?: string[];
  /** Paths under this one belong to the entry too (a list under /shopping/). */
  prefix?: string;
}

/** The signed-in navigation; the Admin entry only for admin accounts (SPEC §2 App header). */
export function navEntriesFor(user: Pick<User, 'accountType'>): NavEntry[] {
  const entries: NavEntry[] = [
    { href: '/', label: msg`My Recipes`, aliases: ['/dashboard'] },
    { href: '/discover', label: msg`Discover` },
    { href: '/plan', label: msg`Plan` },
    { href: '/shopping', label: msg`Shopping`, prefix: '/shopping/' },
    { href: '/help', label: msg`Help` },
  ];
  if (user.accountType === 'admin') entries.push({ href: '/admin', label: msg`Admin` });
  return entries;
}

export function isActiveEntry(entry: NavEntry, location: string): boolean {
  return (
    location === entry.href ||
    (entry.aliases ?? []).includes(location) ||
    (entry.prefix !== undefined && location.startsWith(entry.prefix))
  );
}

/** The screens that show results for the header's search box (the others lead to My Recipes). */
const SEARCH_SCREENS = new Set(['/', '/dashboard', '/discover']);

export function readsSearch(location: string): boolean {
  return SEARCH_SCREENS.has(location);
}
