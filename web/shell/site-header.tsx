import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIsSignedIn } from '../features/auth/use-auth';
import { Logo } from '../components/logo';
import { buttonVariants } from '../components/ui/button';
import { HeaderLanguageSelect } from '../i18n/language-select';

/** The header of the public pages; someone signed in (on Learn More) is offered their recipes. */
export function SiteHeader() {
  const { t } = useLingui();
  const isAuthenticated = useIsSignedIn();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/60 bg-cream/85 backdrop-blur-md">
      {/* On a narrow phone a long "Sign In" wraps the menu under the logo, not off the screen. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 py-2 sm:px-6">
        <Logo />
        <nav
          aria-label={t`Main`}
          className="ms-auto flex min-w-0 flex-wrap items-center justify-end gap-1 sm:gap-2"
        >
          <HeaderLanguageSelect />
          <Link
            href="/learn-more"
            // Not `hidden sm:inline-flex`: the button's own `inline-flex` came later in the styles
            // and won, so a phone showed it and the header ran off the screen.
            className={buttonVariants({ variant: 'ghost', className: 'max-sm:hidden' })}
          >
            <Trans>Learn More</Trans>
          </Link>
          {isAuthenticated ? (
            <Link href="/" className={buttonVariants()}>
              <Trans>My Recipes</Trans>
            </Link>
          ) : (
            <Link href="/login" className={buttonVariants()}>
              <Trans>Sign In</Trans>
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
