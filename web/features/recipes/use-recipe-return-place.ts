// My Recipes opens a recipe in a dialog, which its address does not show. Should the session end
// while one is open (mid-edit, say), signing in again comes back to it: the logged-out handler
// sends `/?recipe={id}` as the page to return to, and My Recipes opens that recipe on arrival.
import { useEffect } from 'react';
import { setReturnPlace } from '../../lib/logged-out';

const RECIPE_PARAM = 'recipe';

export function useRecipeReturnPlace(openRecipeId: string | null, open: (id: string) => void) {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const id = params.get(RECIPE_PARAM);
    if (!id) return;
    open(id);
    // The address goes back to plain My Recipes: closing the dialog leaves nothing to reopen.
    params.delete(RECIPE_PARAM);
    const rest = params.toString();
    const address = `${window.location.pathname}${rest ? `?${rest}` : ''}`;
    window.history.replaceState(window.history.state, '', address);
  }, [open]);

  useEffect(() => {
    if (!openRecipeId) return undefined;
    return setReturnPlace(
      () => `${window.location.pathname}?${RECIPE_PARAM}=${encodeURIComponent(openRecipeId)}`,
    );
  }, [openRecipeId]);
}
