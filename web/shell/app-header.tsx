import { Suspense, lazy, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import {
  Download,
  KeyRound,
  LifeBuoy,
  LogOut,
  Menu,
  Plus,
  Settings,
  Sparkles,
  Trash2,
  Upload,
} from 'lucide-react';
import type { User } from '../../contract';
import { signOut } from '../features/auth/use-auth';
import { OfflineMenuNote } from '../features/offline/connection-guard';
import { OfflinePill } from '../features/offline/offline-pill';
import { openAddRecipe } from '../features/recipes/add-recipe-store';
import { setSearchText, useSearchText } from '../features/search/search-store';
import { planStatusOf } from '../features/subscribe/plan-status';
import { usePlansSetting } from '../features/settings/use-public-settings';
import { cn } from '../lib/cn';
import { getDisplayName, getInitials } from '../lib/format';
import { useOnline } from '../lib/online';
import { isActiveEntry, navEntriesFor, readsSearch } from './app-nav';
import { Logo } from '../components/logo';
import { UserAvatar } from '../components/user-avatar';
import { badgeVariants } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { SearchInput } from '../components/ui/search-input';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { HeaderLanguageSelect } from '../i18n/language-select';

// Loaded when first opened, so the header does not carry it.
const ExportDialog = lazy(() =>
  import('../features/export/export-dialog').then((module) => ({ default: module.ExportDialog })),
);

export function AppHeader({ user }: { user: User }) {
  const [location, navigate] = useLocation();
  const entries = navEntriesFor(user);
  const plan = planStatusOf(user, usePlansSetting());
  const [exporting, setExporting] = useState(false);
  // Offline, the server would never hear of the sign-out and the session would live on.
  const isOnline = useOnline();
  const { t, i18n } = useLingui();
  const initials = getInitials(user);
  const displayName = getDisplayName(user);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-3 sm:px-6 lg:px-8">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="-ms-2 md:hidden"
              aria-label={t`Open menu`}
            >
              <Menu className="!size-5" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {entries.map((entry) => (
              <DropdownMenuItem
                key={entry.href}
                onSelect={() => navigate(entry.href)}
                className={cn(isActiveEntry(entry, location) && 'font-semibold text-brand-800')}
              >
                {i18n._(entry.label)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>

        {/* On a phone the plan's badge takes the name's room, so the header keeps two rows. */}
        <Logo
          className="me-2 lg:me-4"
          wordmarkClassName={plan.badge ? 'max-sm:sr-only' : undefined}
        />

        <nav aria-label={t`Main`} className="hidden items-center gap-1 md:flex">
          {entries.map((entry) => {
            const isActive = isActiveEntry(entry, location);
            return (
              <Link
                key={entry.href}
                href={entry.href}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
                )}
              >
                {i18n._(entry.label)}
              </Link>
            );
          })}
        </nav>

        <div className="order-last w-full md:order-none md:ms-2 md:w-auto md:max-w-sm md:flex-1 lg:max-w-md">
          <HeaderSearch />
        </div>

        <div className="ms-auto flex items-center gap-2 sm:gap-3">
          <OfflinePill />
          {plan.badge === null ? null : (
            <Link
              href="/subscribe"
              className={badgeVariants(
                'brand',
                'px-2.5 py-1 font-semibold tracking-wide hover:bg-brand-200',
              )}
            >
              {plan.badge}
            </Link>
          )}
          <HeaderLanguageSelect className="hidden sm:flex" />
          <Button onClick={openAddRecipe} className="px-3 sm:px-4">
            <Plus aria-hidden="true" />
            <span className="sm:hidden">
              <Trans>Add</Trans>
            </span>
            <span className="hidden sm:inline">
              <Trans>Add Recipe</Trans>
            </span>
          </Button>
          <DropdownMenu>
            {/* Named with the initials it shows (WCAG 2.5.3, label in name). */}
            <DropdownMenuTrigger
              className="rounded-full"
              aria-label={t`${initials}: account menu for ${displayName}`}
            >
              <UserAvatar initials={getInitials(user)} imageUrl={user.profileImageUrl} />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>
                <p className="truncate text-sm font-semibold text-stone-900">
                  {getDisplayName(user)}
                </p>
                <p className="truncate text-xs text-stone-500">{user.email}</p>
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => navigate('/settings')}>
                <Settings aria-hidden="true" />
                <Trans>Settings</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate('/help')}>
                <LifeBuoy aria-hidden="true" />
                <Trans>Help &amp; Support</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate('/trash')}>
                <Trash2 aria-hidden="true" />
                <Trans>Trash</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setExporting(true)}>
                <Download aria-hidden="true" />
                <Trans>Export My Recipes</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate('/import')}>
                <Upload aria-hidden="true" />
                <Trans>Import Recipes</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate('/settings/api-tokens')}>
                <KeyRound aria-hidden="true" />
                <Trans>API Tokens</Trans>
              </DropdownMenuItem>
              {plan.isLimited ? (
                <DropdownMenuItem onSelect={() => navigate('/subscribe')}>
                  <Sparkles aria-hidden="true" />
                  <Trans>Upgrade Plan</Trans>
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => void signOut()} disabled={!isOnline}>
                <LogOut className="rtl:-scale-x-100" aria-hidden="true" />
                <Trans>Sign Out</Trans>
                <OfflineMenuNote isOffline={!isOnline} />
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      {exporting ? (
        <Suspense fallback={null}>
          <ExportDialog open onOpenChange={setExporting} />
        </Suspense>
      ) : null}
    </header>
  );
}

/**
 * The search box on every signed-in screen. My Recipes and Discover read it; typing anywhere else
 * takes the user to My Recipes with what they typed (the header stays, and so does focus).
 */
function HeaderSearch() {
  const text = useSearchText();
  const [location, navigate] = useLocation();
  const { t } = useLingui();
  function handleChange(value: string) {
    setSearchText(value);
    if (value.trim() && !readsSearch(location)) navigate('/');
  }
  return (
    <SearchInput
      subtle
      value={text}
      onValueChange={handleChange}
      placeholder={t`Search recipes or tags...`}
      label={t`Search recipes or tags`}
    />
  );
}
