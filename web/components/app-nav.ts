import type { User } from '../../contract';

export interface NavEntry {
  href: string;
  label: string;
  /** Other paths that show the same screen. */
  aliases?: string[];
}

/** The signed-in navigation; the Admin entry only for admin accounts (SPEC §2 App header). */
export function navEntriesFor(user: Pick<User, 'accountType'>): NavEntry[] {
  const entries: NavEntry[] = [
    { href: '/', label: 'My Recipes', aliases: ['/dashboard'] },
    { href: '/discover', label: 'Discover' },
    { href: '/help', label: 'Help' },
  ];
  if (user.accountType === 'admin') entries.push({ href: '/admin', label: 'Admin' });
  return entries;
}

export function isActiveEntry(entry: NavEntry, location: string): boolean {
  return location === entry.href || (entry.aliases ?? []).includes(location);
}
