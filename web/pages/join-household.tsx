// /households/join?token=…: where an invitation's link leads. Signed in, it joins the household
// and goes to its meal plan; signed out, the routes send the visitor to sign in and back here.
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { InvitationLink } from '../components/invitation-link';
import { rememberHousehold } from '../features/households/current-household';
import { useJoinHousehold } from '../features/households/use-households';
import { toast } from '../lib/toast';

export default function JoinHouseholdPage() {
  const join = useJoinHousehold();
  const [, navigate] = useLocation();
  const { mutate } = join;
  const accept = useCallback(
    (token: string) =>
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
      }),
    [mutate, navigate],
  );
  return (
    <InvitationLink
      accept={accept}
      isError={join.isError}
      error={join.error}
      pendingText="Joining the household…"
      fallback={{ href: '/plan', label: 'Go to your meal plan' }}
    />
  );
}
