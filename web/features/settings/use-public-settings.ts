// The server's public settings (GET /api/settings, contract/settings.ts). They change only when
// the server restarts with new configuration, so they are read once per visit and kept.
import { useQuery } from '@tanstack/react-query';
import type { PlansSetting } from '../../../contract/plans';
import type { PublicSettings } from '../../../contract/settings';
import { apiRequest } from '../../lib/api';

export function usePublicSettings() {
  return useQuery({
    queryKey: ['/api/settings'],
    queryFn: ({ signal }) =>
      apiRequest<PublicSettings>('GET', '/api/settings', undefined, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * Whether this install sells plans. Until the settings arrive nothing speaks of plans (no badge,
 * no upgrade prompt, no limit banner): they appear a moment late where plans are on, rather than
 * flash where an operator turned them off.
 */
export function usePlansSetting(): PlansSetting & { isSettled: boolean } {
  const settings = usePublicSettings();
  return {
    plansEnabled: settings.data?.plansEnabled ?? false,
    // Known, or not coming (failed, or waiting for a connection that is not there).
    isSettled: settings.data !== undefined || settings.fetchStatus !== 'fetching',
  };
}

/**
 * For the public pages, which describe the plans: whether this install sells them, as far as
 * known. Yes until the settings say otherwise, so where plans are on (the default) the pricing
 * is drawn with the page rather than pushing what follows it down.
 */
export function useSellsPlans(): boolean {
  const { plansEnabled, isSettled } = usePlansSetting();
  return plansEnabled || !isSettled;
}

/** The address users write to for help; undefined until it has arrived. */
export const useSupportEmail = () => usePublicSettings().data?.supportEmail;
