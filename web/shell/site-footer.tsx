import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { SupportEmailLink } from '../features/settings/support-email-link';
import { LogoMark } from '../components/logo';

export function SiteFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <LogoMark className="size-8" />
          <div>
            <p className="font-display text-lg font-semibold text-stone-900">Potluck</p>
            <p className="text-sm text-stone-500">
              <Trans>Recipes worth sharing, kept in one place.</Trans>
            </p>
          </div>
        </div>
        <nav
          aria-label={t`Footer`}
          className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-600"
        >
          <Link href="/learn-more" className="hover:text-stone-900">
            <Trans>Learn More</Trans>
          </Link>
          <Link href="/login" className="hover:text-stone-900">
            <Trans>Sign In</Trans>
          </Link>
          <SupportEmailLink className="hover:text-stone-900">{() => t`Contact`}</SupportEmailLink>
        </nav>
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-xs text-stone-500">
        <Trans>© {year} Potluck. Made for home cooks.</Trans>
      </p>
    </footer>
  );
}
