// How a recipe is being read: its scale (from the address, so a printed or shared page keeps it)
// and the reader's measuring system.
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { UnitSystem } from '../../../contract/kitchen/convert';
import { useUnitSystem } from './use-unit-system';

export interface KitchenView {
  factor: number;
  system: UnitSystem;
}

/** The scales offered besides a servings count. */
export const MULTIPLIERS: ReadonlyArray<{ factor: number; label: string }> = [
  { factor: 0.5, label: '½×' },
  { factor: 1, label: '1×' },
  { factor: 2, label: '2×' },
  { factor: 3, label: '3×' },
];

const MAX_FACTOR = 20;

/** The `x` parameter of an address: a positive factor, 1 when absent or unreadable. */
export function factorFrom(search: string): number {
  const value = Number(new URLSearchParams(search).get('x'));
  return Number.isFinite(value) && value > 0 && value <= MAX_FACTOR ? value : 1;
}

/** A recipe page's scale in its address (`?x=2`), replaced rather than pushed as it changes. */
export function useAddressFactor(): [number, (factor: number) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const setFactor = useCallback(
    (factor: number) => {
      const params = new URLSearchParams(search);
      if (factor === 1) params.delete('x');
      else params.set('x', String(Math.round(factor * 1000) / 1000));
      const query = params.toString();
      navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
    },
    [search, location, navigate],
  );
  return [factorFrom(search), setFactor];
}

export function useKitchenView(factor: number): KitchenView & {
  setSystem: (system: UnitSystem) => void;
} {
  const [system, setSystem] = useUnitSystem();
  return { factor, system, setSystem };
}

/** The address of a recipe's cook mode or print view, at a scale. */
export function kitchenPath(recipeId: string, mode: 'cook' | 'print', factor: number): string {
  const params = new URLSearchParams();
  if (factor !== 1) params.set('x', String(Math.round(factor * 1000) / 1000));
  if (mode === 'print') params.set('print', '1');
  const query = params.toString();
  const base = `/recipe/${encodeURIComponent(recipeId)}${mode === 'cook' ? '/cook' : ''}`;
  return query ? `${base}?${query}` : base;
}
