// Keeps the households read current: the server says household_changed when members, lists or
// the calendar feed of one of the user's households change (also to a member just removed).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onMessage } from '../realtime/realtime-client';
import { useRealtime } from '../realtime/use-realtime';
import { householdKeys } from './use-households';

export function useLiveHouseholds() {
  const queryClient = useQueryClient();
  useRealtime();
  useEffect(
    () =>
      onMessage((message) => {
        if (message.type === 'household_changed') {
          void queryClient.invalidateQueries({ queryKey: householdKeys.all });
        }
      }),
    [queryClient],
  );
}
