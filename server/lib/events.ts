import type { FastifyBaseLogger } from 'fastify';
import type { RecipeRow } from '../db/schema';

/**
 * What happened, told after the write committed (never from inside a transaction), so listeners
 * — the real-time hub, image clean-up, mail — only ever see data that is really there.
 */
export type DomainEvent =
  | { type: 'recipe.created'; recipe: RecipeRow; actorId: string }
  | { type: 'recipe.updated'; recipe: RecipeRow; previous: RecipeRow; actorId: string }
  | { type: 'recipe.deleted'; recipe: RecipeRow; actorId: string }
  /**
   * A sync document changed: `update` is what the other editors must apply. `originId` is the
   * connection that sent it (it already has it), null for a change the server made. `recipe` is
   * the recipe as committed, to decide who may receive it; a household's documents (its meal
   * plan, its shopping lists) go to the sockets its members opened them on.
   */
  | {
      type: 'doc.updated';
      docId: string;
      update: Uint8Array;
      originId: string | null;
      recipe: RecipeRow | null;
      /** A household document's members as committed (who may receive it). */
      memberIds?: string[];
    }
  /**
   * A household changed (members, lists, calendar feed): `memberIds` are told to read it again;
   * `removedUserId` left it or was removed, and their sockets stop receiving its documents.
   */
  | {
      type: 'household.changed';
      householdId: string;
      memberIds: string[];
      removedUserId: string | null;
    }
  | { type: 'user.disabled'; userId: string }
  | { type: 'session.ended'; userId: string };

export type DomainEventListener = (event: DomainEvent) => void | Promise<void>;

/** In-process publish/subscribe of domain events. A listener's failure is logged, never thrown. */
export class EventBus {
  private readonly listeners = new Set<DomainEventListener>();

  constructor(private readonly log: FastifyBaseLogger) {}

  subscribe(listener: DomainEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(event: DomainEvent): void {
    for (const listener of this.listeners) {
      Promise.resolve()
        .then(() => listener(event))
        .catch((err) => this.log.error({ err, event: event.type }, 'event listener failed'));
    }
  }
}
