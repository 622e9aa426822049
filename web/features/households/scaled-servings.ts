// The servings a recipe is shown at, as the kitchen controls scale it.
import { parseServings } from '../../../contract/kitchen/servings';

/** The recipe's own count scaled by `factor` (as the servings stepper shows it), or null. */
export function scaledServings(servings: string | null | undefined, factor: number): number | null {
  const base = parseServings(servings);
  return base ? Math.max(1, Math.round(base.count * factor * 100) / 100) : null;
}
