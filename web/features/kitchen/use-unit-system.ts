// The measuring system recipes are shown in. Signed-in users keep it on their account (PATCH
// /api/auth/user), so every device agrees; visitors keep it in this browser. Until someone picks,
// the browser's locale decides (US customary where cooks use it, metric elsewhere).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '../../../contract';
import type { UnitSystem } from '../../../contract/kitchen/convert';
import { apiRequest } from '../../lib/api';
import { currentUserKey, useAuth } from '../auth/use-auth';

const STORAGE_KEY = 'potluck:unit-system';
/** Locales whose cooks measure in cups, ounces and pounds. */
const US_CUSTOMARY_REGIONS = new Set(['US', 'LR', 'MM']);

export function systemForLocale(locale: string | undefined): UnitSystem {
  const region = locale?.split('-')[1]?.toUpperCase();
  return region && US_CUSTOMARY_REGIONS.has(region) ? 'us' : 'metric';
}

function readStored(): UnitSystem | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'us' || value === 'metric' ? value : null;
  } catch {
    return null;
  }
}

export function useUnitSystem(): [UnitSystem, (system: UnitSystem) => void] {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<UnitSystem | null>(readStored);
  const save = useMutation({
    mutationFn: (unitSystem: UnitSystem) =>
      apiRequest<User>('PATCH', '/api/auth/user', { unitSystem }),
    onMutate: (unitSystem) => {
      queryClient.setQueryData<User | null>(currentUserKey, (current) =>
        current ? { ...current, unitSystem } : current,
      );
    },
    onSuccess: (updated) => queryClient.setQueryData(currentUserKey, updated),
  });

  const system =
    (user ? user.unitSystem : null) ?? stored ?? systemForLocale(globalThis.navigator?.language);

  function choose(next: UnitSystem) {
    setStored(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing without storage: the choice lasts this page.
    }
    if (user) save.mutate(next);
  }
  return [system, choose];
}
