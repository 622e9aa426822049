// What the hub sends through the broker: plain JSON, so a Redis broker can carry it between
// processes unchanged.
import type { RecipeRow } from '../db/schema';
import type { DomainEvent } from '../lib/events';

export const CHANNELS = {
  recipes: 'potluck:recipes',
  presence: 'potluck:presence',
  sessions: 'potluck:sessions',
} as const;

/** A committed recipe change. */
export interface RecipeChangeNotice {
  change: 'created' | 'updated' | 'deleted';
  recipe: RecipeRow;
  previous: RecipeRow | null;
}

/** A user's first connection arrived on a recipe, or their last one left. */
export interface PresenceNotice {
  action: 'join' | 'leave';
  recipeId: string;
  userId: string;
  name: string;
}

/** A user's sockets must be closed (disabled) or their sessions checked again (a session ended). */
export interface SessionNotice {
  kind: 'user.disabled' | 'session.ended';
  userId: string;
}

/** The broker channel and notice for a domain event. */
export function noticeOf(
  event: DomainEvent,
):
  | { channel: typeof CHANNELS.recipes; notice: RecipeChangeNotice }
  | { channel: typeof CHANNELS.sessions; notice: SessionNotice } {
  switch (event.type) {
    case 'recipe.created':
      return {
        channel: CHANNELS.recipes,
        notice: { change: 'created', recipe: event.recipe, previous: null },
      };
    case 'recipe.updated':
      return {
        channel: CHANNELS.recipes,
        notice: { change: 'updated', recipe: event.recipe, previous: event.previous },
      };
    case 'recipe.deleted':
      return {
        channel: CHANNELS.recipes,
        notice: { change: 'deleted', recipe: event.recipe, previous: null },
      };
    case 'user.disabled':
    case 'session.ended':
      return { channel: CHANNELS.sessions, notice: { kind: event.type, userId: event.userId } };
  }
}
