import { describe, expect, it } from 'vitest';
import { aRecipe } from '../../test/recipes';
import { openedRecipe, type OpenedRecipeSources } from './opened-recipe';

const roast = aRecipe({ id: 'roast', title: 'Roast' });
const storedRoast = aRecipe({ id: 'roast', title: 'Roast (stored)' });
const soup = aRecipe({ id: 'soup', title: 'Soup' });

const online: OpenedRecipeSources = {
  id: 'roast',
  offline: false,
  read: undefined,
  readError: null,
  stored: undefined,
  storedSettled: false,
  storedFailed: false,
  lastShown: null,
};
const offline: OpenedRecipeSources = { ...online, offline: true };

describe('openedRecipe', () => {
  it('shows nothing, and asks nothing, with no card open', () => {
    expect(openedRecipe({ ...online, id: null, read: roast })).toEqual({
      shown: null,
      outcome: 'show',
    });
  });

  it('waits for the read online, then shows it; another recipe’s read is not it', () => {
    expect(openedRecipe(online)).toEqual({ shown: null, outcome: 'wait' });
    expect(openedRecipe({ ...online, read: soup })).toEqual({ shown: null, outcome: 'wait' });
    expect(openedRecipe({ ...online, read: roast })).toEqual({ shown: roast, outcome: 'show' });
  });

  it('falls back to the stored list when the read finds no server, keeping what it showed', () => {
    const unreachable = { ...online, readError: new TypeError('Failed to fetch') };
    expect(openedRecipe(unreachable).outcome).toBe('unreachable');
    expect(openedRecipe({ ...unreachable, lastShown: storedRoast })).toEqual({
      shown: storedRoast,
      outcome: 'unreachable',
    });
  });

  it('says a refused read even while an earlier copy shows', () => {
    const refused = { ...online, readError: new Error('Recipe not found'), lastShown: storedRoast };
    expect(openedRecipe(refused)).toEqual({ shown: storedRoast, outcome: 'refused' });
  });

  it('reads the stored list offline, once it is the list last read', () => {
    expect(openedRecipe({ ...offline, stored: [soup, storedRoast], storedSettled: true })).toEqual({
      shown: storedRoast,
      outcome: 'show',
    });
    // An older copy of the list, being read again: no verdict yet.
    expect(openedRecipe({ ...offline, stored: [soup], storedSettled: false })).toEqual({
      shown: null,
      outcome: 'wait',
    });
    expect(openedRecipe({ ...offline, stored: [soup], storedSettled: true }).outcome).toBe(
      'not-stored',
    );
    expect(openedRecipe({ ...offline, storedFailed: true }).outcome).toBe('not-stored');
  });

  it('keeps the copy it showed when the connection goes or comes back', () => {
    // Read online, then offline: the read stays, not the stored list's copy.
    expect(
      openedRecipe({ ...offline, read: roast, stored: [storedRoast], storedSettled: true }).shown,
    ).toBe(roast);
    // Opened offline from the list, then online before its read is back: the list's copy stays.
    expect(openedRecipe({ ...online, lastShown: storedRoast })).toEqual({
      shown: storedRoast,
      outcome: 'show',
    });
    // A copy kept for another card is not this one's.
    expect(openedRecipe({ ...online, lastShown: soup })).toEqual({ shown: null, outcome: 'wait' });
  });
});
