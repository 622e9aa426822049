// Which of the user's households the plan and the lists show: the one chosen last on this device
// (localStorage), else the user's own, else the first. Kept in a tiny store so every screen that
// shows a switcher follows a change at once.
import { useSyncExternalStore } from 'react';
import type { Household } from '../../../contract/households';
import { useHouseholds } from './use-households';

const STORAGE_KEY = 'potluck-household';

/** The household to show: the remembered one while the user is still in it, else their own. */
export function chooseHousehold<T extends Pick<Household, 'id' | 'role'>>(
  households: readonly T[],
  rememberedId: string | null,
): T | null {
  return (
    households.find((household) => household.id === rememberedId) ??
    households.find((household) => household.role === 'owner') ??
    households[0] ??
    null
  );
}

const listeners = new Set<() => void>();

function readRemembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the household chosen on this device. */
export function rememberHousehold(householdId: string) {
  try {
    localStorage.setItem(STORAGE_KEY, householdId);
  } catch {
    // Storage refused: the choice lasts until the page reloads.
  }
  chosenNow = householdId;
  for (const listener of listeners) listener();
}

let chosenNow: string | null | undefined;
const currentChoice = () => (chosenNow === undefined ? (chosenNow = readRemembered()) : chosenNow);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The households query and the one to show now. */
export function useCurrentHousehold(options: { fresh?: boolean } = {}) {
  const query = useHouseholds(options);
  const remembered = useSyncExternalStore(subscribe, currentChoice, () => null);
  const households = query.data ?? [];
  return { query, households, household: chooseHousehold(households, remembered) };
}
