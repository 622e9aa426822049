import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { CircleAlert, LogIn } from 'lucide-react';
import { Logo } from '../components/logo';
import { buttonVariants } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/use-auth';
import { READY_MESSAGE, RECEIVE_QUERY, readPageMessage } from '../features/help/bookmarklet';
import { openAddRecipeWithPreview } from '../features/recipes/add-recipe-store';
import { importFromPaste, slimPageHtml } from '../features/import/import-api';
import { errorMessageOf } from '../lib/api';
import { isUnauthorizedError } from '../lib/logged-out';

/** How long the page waits for the bookmarklet's page, and how often it says it is ready. */
const WAIT_MS = 15_000;
const READY_EVERY_MS = 500;

type State =
  | { status: 'waiting' }
  | { status: 'reading' }
  | { status: 'no-opener' }
  | { status: 'failed'; message: MessageDescriptor | string };

/**
 * /import/receive: the window the bookmarklet opens. It tells its opener it is ready, takes the
 * first page message from that window only, and reads it with the paste importer as untrusted
 * text; the preview then opens in the Add Recipe dialog on My Recipes.
 */
export default function ImportReceivePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <Frame>
        <Spinner className="size-8" />
      </Frame>
    );
  }
  if (!user) {
    return (
      <Frame>
        <LogIn className="mx-auto size-10 text-brand-600 rtl:-scale-x-100" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold text-stone-900">
          <Trans>Sign in to import</Trans>
        </h1>
        <p className="mt-2 text-sm text-stone-600">
          <Trans>
            You are signed out of Potluck, so the page could not be imported. Sign in, then go back
            to the recipe page and click the bookmarklet again.
          </Trans>
        </p>
        <Link href="/login" className={buttonVariants({ className: 'mt-6' })}>
          <Trans>Sign In</Trans>
        </Link>
      </Frame>
    );
  }
  return <Receiver />;
}

function Receiver() {
  const [, navigate] = useLocation();
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>(() =>
    window.opener ? { status: 'waiting' } : { status: 'no-opener' },
  );

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    let done = false;
    const stop = () => {
      done = true;
      window.clearInterval(ready);
      window.clearTimeout(giveUp);
      window.removeEventListener('message', onMessage);
    };
    const sayReady = () => opener.postMessage({ type: READY_MESSAGE }, '*');
    const onMessage = (event: MessageEvent) => {
      const page = readPageMessage(event, opener);
      if (!page || done) return;
      stop();
      setState({ status: 'reading' });
      importFromPaste({ html: slimPageHtml(page.html), sourceUrl: page.sourceUrl }).then(
        (preview) => {
          openAddRecipeWithPreview(preview);
          navigate('/', { replace: true });
        },
        (error: unknown) => {
          if (isUnauthorizedError(error)) {
            setState({ status: 'failed', message: msg`You are signed out of Potluck.` });
            return;
          }
          setState({
            status: 'failed',
            message: errorMessageOf(error, '') || msg`Failed to import recipe from URL`,
          });
        },
      );
    };
    window.addEventListener('message', onMessage);
    const ready = window.setInterval(sayReady, READY_EVERY_MS);
    const giveUp = window.setTimeout(() => {
      stop();
      setState({
        status: 'failed',
        message: msg`No page arrived. Go back to the recipe page and click the bookmarklet again.`,
      });
    }, WAIT_MS);
    sayReady();
    return stop;
  }, [navigate]);

  if (state.status === 'waiting' || state.status === 'reading') {
    return (
      <Frame>
        <Spinner className="mx-auto size-8" label={t`Importing`} />
        <h1 className="mt-4 text-2xl font-semibold text-stone-900">
          {state.status === 'waiting' ? (
            <Trans>Receiving the page...</Trans>
          ) : (
            <Trans>Reading the recipe...</Trans>
          )}
        </h1>
      </Frame>
    );
  }
  return (
    <Frame>
      <CircleAlert className="mx-auto size-10 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold text-stone-900">
        {state.status === 'no-opener' ? (
          <Trans>Nothing to import</Trans>
        ) : (
          <Trans>Could not import that page</Trans>
        )}
      </h1>
      <p className="mt-2 text-sm text-stone-600" role="alert">
        {state.status === 'no-opener'
          ? i18n._(noOpenerMessage())
          : typeof state.message === 'string'
            ? state.message
            : i18n._(state.message)}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link href="/" className={buttonVariants({})}>
          <Trans>Go to My Recipes</Trans>
        </Link>
        <Link href="/help" className={buttonVariants({ variant: 'outline' })}>
          <Trans>Help</Trans>
        </Link>
      </div>
    </Frame>
  );
}

/** Why there is no page: opened by hand, or by a bookmark on a site that cuts pop-ups off. */
function noOpenerMessage(): MessageDescriptor {
  return window.location.search === RECEIVE_QUERY
    ? msg`That site does not let other windows talk to its pages, so the bookmarklet cannot send it. Copy the page instead and paste it in the Add Recipe dialog (Import from URL, "Pasted text").`
    : msg`This page receives recipes from the Send to Potluck bookmarklet. Click the bookmarklet on a recipe page, or paste the page in the Add Recipe dialog.`;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4">
      <Logo />
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-soft">
        {children}
      </div>
    </main>
  );
}
