// Keeps the store free of images nothing shows: when a recipe's photo is replaced or removed, or
// the recipe is deleted, the old image goes if no other recipe (a copy from Discover, say) still
// shows it; a periodic sweep removes expired uploads and images never attached to a recipe.
import type { AppDeps } from '../deps';
import type { DomainEvent } from '../lib/events';
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
    for (const objectPath of imagesReleasedBy(event)) {
      await deleteImageIfOrphaned(deps, objectPath);
    }
  });
  const timer = setInterval(
    () => {
      sweepObjects(deps).catch((err) => deps.log.error({ err }, 'object sweep failed'));
    },
    Math.max(1, deps.config.UPLOAD_SWEEP_SECONDS) * 1000,
  );
  timer.unref();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
