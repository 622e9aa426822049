// What the hub sends through the broker: plain JSON, so a Redis broker can carry it between
// processes unchanged.
import type { RecipeRow } from '../db/schema';
import type { DomainEvent } from '../lib/events';
import { recipeAccessOf, type RecipeAccess } from '../recipes/policy';

export const CHANNELS = {
  recipes: 'potluck:recipes',
  presence: 'potluck:presence',
  sessions: 'potluck:sessions',
  sync: 'potluck:sync',
  awareness: 'potluck:awareness',
  households: 'potluck:households',
} as const;

/** A committed change to a sync document, for the sockets that have it open. */
export interface DocUpdateNotice {
  docId: string;
  /** The Yjs update, base64. */
  update: string;
  /** The connection that sent it (it has it already), or null. */
  originId: string | null;
  /** Who may read a recipe's document now (its access as committed); null for a household's. */
  access: RecipeAccess | null;
  /** Who may read a household's document: its members as committed (null for a recipe's). */
  memberIds: string[] | null;
}

/** A household changed: its members read it again; a removed member stops receiving it. */
export interface HouseholdNotice {
  householdId: string;
  memberIds: string[];
  removedUserId: string | null;
}

/**
 * Where someone is in a document: the field they are in and their selection there (Yjs relative
 * positions, base64), or field null when they left it. `hello` asks every process to send the
 * awareness of its sockets on the document again (someone just opened it).
 */
export interface AwarenessNotice {
  docId: string;
  connectionId: string;
  userId: string;
  name: string;
  field: string | null;
  anchor?: string;
  head?: string;
  hello?: boolean;
}

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
  | { channel: typeof CHANNELS.sessions; notice: SessionNotice }
  | { channel: typeof CHANNELS.sync; notice: DocUpdateNotice }
  | { channel: typeof CHANNELS.households; notice: HouseholdNotice } {
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
    case 'doc.updated':
      return {
        channel: CHANNELS.sync,
        notice: {
          docId: event.docId,
          update: Buffer.from(event.update).toString('base64'),
          originId: event.originId,
          access: event.recipe ? recipeAccessOf(event.recipe) : null,
          memberIds: event.memberIds ?? null,
        },
      };
    case 'household.changed':
      return {
        channel: CHANNELS.households,
        notice: {
          householdId: event.householdId,
          memberIds: event.memberIds,
          removedUserId: event.removedUserId,
        },
      };
    case 'user.disabled':
    case 'session.ended':
      return { channel: CHANNELS.sessions, notice: { kind: event.type, userId: event.userId } };
  }
}
