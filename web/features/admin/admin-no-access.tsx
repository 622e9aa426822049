import { Trans } from '@lingui/react/macro';
import { ShieldOff } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/**
 * /admin for somebody who is not an administrator: says so plainly and offers the way back,
 * instead of the refused calls' error and a Retry that cannot help.
 */
export function AdminNoAccess() {
  return (
    <Card className="mx-auto mt-6 max-w-xl p-6 text-center sm:p-8" role="status">
      <ShieldOff className="mx-auto size-10 text-stone-400" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-semibold text-stone-900">
        <Trans>This page is for administrators</Trans>
      </h1>
      <p className="mt-2 text-sm text-stone-600">
        <Trans>
          Your account doesn&apos;t have access to the admin dashboard. If you think it should, ask
          an administrator of this Potluck.
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link href="/" className={buttonVariants()}>
          <Trans>Go to My Recipes</Trans>
        </Link>
        <Link href="/help" className={buttonVariants({ variant: 'outline' })}>
          <Trans>Help Center</Trans>
        </Link>
      </div>
    </Card>
  );
}
