import type { User } from '../../contract';

export interface NavEntry {
  href: string;
  label: string;
  /** Other paths that show the same screen. */
  aliases?: string[];
  /** Paths under this one belong to the entry too (a list under /shopping/). */
  prefix?: string;
}

/** The signed-in navigation; the Admin entry only for admin accounts (SPEC §2 App header). */
export function navEntriesFor(user: Pick<User, 'accountType'>): NavEntry[] {
  const entries: NavEntry[] = [
    { href: '/', label: 'My Recipes', aliases: ['/dashboard'] },
    { href: '/discover', label: 'Discover' },
    { href: '/plan', label: 'Plan' },
    { href: '/shopping', label: 'Shopping', prefix: '/shopping/' },
    { href: '/help', label: 'Help' },
  ];
  if (user.accountType === 'admin') entries.push({ href: '/admin', label: 'Admin' });
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
