// Which of the user's households the plan and the lists show: the one chosen last on this device
// (localStorage), else the user's own, else the first. Kept in a tiny store so every screen that
// shows a switcher follows a change at once.
import type { Household } from '../../../contract/households';
import { createStore, useStore } from '../../lib/store';
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
  chosenHousehold.set(householdId);
}

/** The household chosen on this device, read from storage on first use. */
const chosenHousehold = createStore<string | null>(readRemembered);

/** The households query and the one to show now. */
export function useCurrentHousehold(options: { fresh?: boolean } = {}) {
  const query = useHouseholds(options);
  const remembered = useStore(chosenHousehold);
  const households = query.data ?? [];
  return { query, households, household: chooseHousehold(households, remembered) };
}
