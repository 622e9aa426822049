// Keeps the store free of images nothing shows: when a recipe's photo is replaced or removed, or
// the recipe is deleted, the old image goes if no other recipe (a copy from Discover, say) still
// shows it and the recipe's history does not keep it (photo-history.ts); a periodic sweep removes
// expired uploads, images never attached to a recipe, and photos the history let go of.
import type { AppDeps } from '../deps';
import type { DomainEvent } from '../lib/events';
import { recheckRecipePhotos, sweepReleasedPhotos } from './photo-history';
import { deleteImageIfOrphaned, sweepObjects } from './service';

/** The image paths an event may have orphaned. */
export function imagesReleasedBy(event: DomainEvent): string[] {
  if (event.type === 'recipe.deleted') {
    return event.recipe.image_url ? [event.recipe.image_url] : [];
  }
  if (event.type === 'recipe.updated') {
    const previous = event.previous.image_url;
    return previous && previous !== event.recipe.image_url ? [previous] : [];
  }
  return [];
}

/** Subscribes to recipe events and starts the sweep; answers the function that stops both. */
export function startObjectCleanup(deps: AppDeps): () => void {
  const unsubscribe = deps.events.subscribe(async (event) => {
    const released = imagesReleasedBy(event);
    // The photo taken off is kept while the history names it (and for a while, for Undo).
    if (event.type === 'recipe.updated' && released.length > 0) {
      await recheckRecipePhotos(deps, event.recipe.id);
    }
    for (const objectPath of released) {
      await deleteImageIfOrphaned(deps, objectPath);
    }
  });
  const timer = setInterval(
    () => {
      sweepObjects(deps)
        .then(() => sweepReleasedPhotos(deps))
        .catch((err) => deps.log.error({ err }, 'object sweep failed'));
    },
    Math.max(1, deps.config.UPLOAD_SWEEP_SECONDS) * 1000,
  );
  timer.unref();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
