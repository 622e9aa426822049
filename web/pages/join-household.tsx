// /households/join?token=…: where an invitation's link leads. Signed in, it joins the household
// and goes to its meal plan; signed out, the routes send the visitor to sign in and back here.
import { useEffect, useRef } from 'react';
import { Link2Off } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { EmptyState } from '../components/recipe-grid';
import { buttonVariants } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { rememberHousehold } from '../features/households/current-household';
import { useJoinHousehold } from '../features/households/use-households';
import { errorMessageOf } from '../lib/api';
import { toast } from '../lib/toast';

export default function JoinHouseholdPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const join = useJoinHousehold();
  const [, navigate] = useLocation();
  const started = useRef(false);
  const { mutate } = join;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token, {
      onSuccess: ({ household }) => {
        rememberHousehold(household.id);
        toast({
          title: `You joined ${household.name}`,
          description: 'Its meal plan and shopping lists are yours to use now.',
          variant: 'success',
        });
        navigate('/plan', { replace: true });
      },
    });
  }, [token, mutate, navigate]);

  if (!token || join.isError) {
    return (
      <EmptyState
        icon={<Link2Off className="size-7" aria-hidden="true" />}
        title="This invitation cannot be used"
        hint={
          token
            ? errorMessageOf(
                join.error,
                'It may have expired or been cancelled. Ask for a new one.',
              )
            : 'The link is incomplete. Open it again from the invitation email.'
        }
        action={
          <Link href="/plan" className={buttonVariants({ variant: 'outline' })}>
            Go to your meal plan
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-stone-600">
      <Spinner className="size-8" label="Joining" />
      <p>Joining the household…</p>
    </div>
  );
}
