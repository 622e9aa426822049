import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { buttonVariants } from '../components/ui/button';
import { useAuth } from '../features/auth/use-auth';

/** Any path the app has no screen for (the server answers it 404 too: contract/app-routes.ts). */
export default function NotFoundPage() {
  const { user } = useAuth();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-soft">
        <CircleAlert className="mx-auto size-10 text-brand-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold text-stone-900">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="mt-2 text-sm text-stone-600">
          <Trans>
            There&apos;s nothing at this address. The link may be mistyped, or the page may have
            moved.
          </Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {user ? (
            <>
              <Link href="/" className={buttonVariants()}>
                <Trans>My Recipes</Trans>
              </Link>
              <Link href="/discover" className={buttonVariants({ variant: 'outline' })}>
                <Trans>Discover</Trans>
              </Link>
            </>
          ) : (
            <>
              <Link href="/" className={buttonVariants()}>
                <Trans>Go Home</Trans>
              </Link>
              <Link href="/login" className={buttonVariants({ variant: 'outline' })}>
                <Trans>Sign In</Trans>
              </Link>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
