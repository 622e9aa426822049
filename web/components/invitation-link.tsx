// Where an invitation's link leads once its reader is signed in (a household's, a recipe's): it
// is accepted once, as the page opens; a link that cannot be used says why and where to go.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link2Off } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { errorMessageOf } from '../lib/api';
import { EmptyState } from './recipe-grid';
import { buttonVariants } from './ui/button';
import { Spinner } from './ui/spinner';

export interface InvitationLinkProps {
  /** Accepts the link's token (a mutation's `mutate`, stable across renders). */
  accept: (token: string) => void;
  isError: boolean;
  error: unknown;
  /** What the spinner says while accepting, e.g. "Joining the household…". */
  pendingText: string;
  /** Where to go instead when the link cannot be used. */
  fallback: { href: string; label: string };
}

export function InvitationLink({
  accept,
  isError,
  error,
  pendingText,
  fallback,
}: InvitationLinkProps) {
  const token = new URLSearchParams(useSearch()).get('token');
  const started = useRef(false);
  const { t } = useLingui();
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    accept(token);
  }, [token, accept]);

  if (!token || isError) {
    return (
      <EmptyState
        icon={<Link2Off className="size-7" aria-hidden="true" />}
        title={t`This invitation cannot be used`}
        hint={
          token
            ? errorMessageOf(error, t`It may have expired or been cancelled. Ask for a new one.`)
            : t`The link is incomplete. Open it again from the invitation email.`
        }
        action={
          <Link href={fallback.href} className={buttonVariants({ variant: 'outline' })}>
            {fallback.label}
          </Link>
        }
      />
    );
  }
  return <Pending>{pendingText}</Pending>;
}

function Pending({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-stone-600">
      <Spinner className="size-8" label={t`Accepting the invitation`} />
      <p>{children}</p>
    </div>
  );
}
