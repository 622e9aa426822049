// A household's documents (its meal plan, its shopping lists) on the sync engine: opening one for
// a member, applying members' updates (group commit, like recipes: server/recipes/
// recipe-document.ts), and changes the server makes for the REST calls. Each kind says how to
// lock and find its household, its first state, and how to check and project what the document
// holds, all inside the transaction that stores the change.
import * as Y from 'yjs';
import type { HouseholdRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { Batcher, storeTogetherOrAlone, type Settled } from '../sync/batcher';
import { refusalOfUpdateError, type DocSession } from '../sync/documents';
import type { OpenedDoc, SyncTarget } from '../sync/targets';
import { authorizeHousehold } from './policy';
import { accessOf, membersOf } from './queries';

export type HouseholdDocDeps = Pick<AppDeps, 'db' | 'events' | 'documents' | 'config'>;

/** What a kind knows about one of its documents once locked or found. */
export interface DocOwner<C> {
  household: HouseholdRow;
  /** The kind's own facts (a list's row...). */
  context: C;
}

export interface HouseholdDocKind<C> {
  kind: 'meal_plan' | 'shopping_list';
  /** Finds the document's household (undefined: no such document). */
  find(db: HouseholdDocDeps['db'], docId: string): Promise<DocOwner<C> | undefined>;
  /**
   * Takes the write lock of the document's owning row and of its household (membership changes
   * hold that lock, so the members a change is told to are the members when it committed), then
   * finds it (undefined: gone).
   */
  lock(trx: HouseholdDocDeps['db'], docId: string): Promise<DocOwner<C> | undefined>;
  notFound(): AppError;
  /** The document's first state (the same bytes in every process). */
  initialState(owner: DocOwner<C>): Uint8Array;
  /** Checks the document against the limits (throwing a 400) and projects it, in `session`. */
  project(session: DocSession, doc: Y.Doc, owner: DocOwner<C>): Promise<void>;
}

/**
 * Authorizes every actor as a member of the owner's household ('use'); answers the members, who
 * may receive the change.
 */
async function authorizeMembers(
  trx: HouseholdDocDeps['db'],
  household: HouseholdRow,
  actors: Iterable<{ id: string }>,
): Promise<string[]> {
  const access = accessOf(household, await membersOf(trx, household.id));
  for (const actor of actors) authorizeHousehold(actor, 'use', access);
  return [...access.memberIds];
}

function openIn<C>(spec: HouseholdDocKind<C>, session: DocSession, owner: DocOwner<C>) {
  return session.open(spec.kind, () => spec.initialState(owner), owner.household.created_at);
}

/** A household document kind as the sync channel's target, plus the REST calls' changes. */
export class HouseholdDocs<C> implements SyncTarget {
  private readonly batcher: Batcher<ClientUpdate, boolean>;

  constructor(
    private readonly deps: HouseholdDocDeps,
    private readonly spec: HouseholdDocKind<C>,
  ) {
    this.batcher = new Batcher((docId, items) => this.applyBatch(docId, items), MAX_BATCH);
  }

  async open(
    actor: UserRow,
    docId: string,
    stateVector: Uint8Array | null,
  ): Promise<OpenedDoc | null> {
    const doc = await this.readFor(actor, docId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    if (!doc) return null;
    return {
      update: Y.encodeStateAsUpdate(doc.doc, stateVector ?? undefined),
      stateVector: Y.encodeStateVector(doc.doc),
      canEdit: true,
      householdId: doc.owner.household.id,
    };
  }

  /**
   * The document as stored, for a member (404 for anyone else, as for one that does not exist).
   * The answer is this process's shared copy: read it, never change it.
   */
  async readFor(actor: { id: string }, docId: string): Promise<{ doc: Y.Doc; owner: DocOwner<C> }> {
    const owner = await this.spec.find(this.deps.db, docId);
    if (!owner) throw this.spec.notFound();
    await authorizeMembers(this.deps.db, owner.household, [actor]);
    return { doc: await this.read(docId, owner), owner };
  }

  /** The document of `owner`, for a caller that checked access itself (the calendar feed). */
  read(docId: string, owner: DocOwner<C>): Promise<Y.Doc> {
    return this.deps.documents.read(docId, () => this.spec.initialState(owner));
  }

  /** Encoded state for GET …/doc. */
  async stateFor(actor: { id: string }, docId: string): Promise<Uint8Array> {
    const { doc } = await this.readFor(actor, docId);
    return Y.encodeStateAsUpdate(doc);
  }

  apply(actor: UserRow, docId: string, update: Uint8Array, originId: string | null) {
    return this.batcher.submit(docId, { actor, update, originId });
  }

  /**
   * Changes the document as `actor` (a member) with `mutate`, projected and told like a member's
   * update. Answers what `mutate` answered, and what the document reads as afterwards.
   */
  async change<T>(
    actor: UserRow,
    docId: string,
    mutate: (doc: Y.Doc, owner: DocOwner<C>) => T,
  ): Promise<T> {
    const { result, committed } = await this.deps.documents.transact(docId, async (session) => {
      const owner = await this.locked(session, docId);
      const memberIds = await authorizeMembers(session.trx, owner.household, [actor]);
      const doc = await openIn(this.spec, session, owner);
      let answer: T | undefined;
      const changed = session.change(actor.id, (target) => {
        answer = mutate(target, owner);
      });
      if (changed) await this.spec.project(session, doc, owner);
      return { answer: answer as T, memberIds };
    });
    if (committed) this.tell(docId, committed.update, null, result.memberIds);
    return result.answer;
  }

  private async locked(session: DocSession, docId: string): Promise<DocOwner<C>> {
    const owner = await this.spec.lock(session.trx, docId);
    if (!owner) throw this.spec.notFound();
    return owner;
  }

  private applyBatch(docId: string, items: ClientUpdate[]): Promise<Array<Settled<boolean>>> {
    return storeTogetherOrAlone(
      items,
      (some) => this.storeTogether(docId, some),
      refusalOfUpdateError,
    );
  }

  private async storeTogether(
    docId: string,
    items: ClientUpdate[],
  ): Promise<Array<Settled<boolean>>> {
    const { result, committed } = await this.deps.documents.transact(docId, async (session) => {
      const owner = await this.locked(session, docId);
      const memberIds = await authorizeMembers(
        session.trx,
        owner.household,
        items.map((item) => item.actor),
      );
      const doc = await openIn(this.spec, session, owner);
      const changed = items.map((item) => session.apply(item.update, item.actor.id));
      if (changed.some(Boolean)) await this.spec.project(session, doc, owner);
      return { changed, memberIds };
    });
    if (committed) {
      const origins = new Set(items.map((item) => item.originId));
      const originId = origins.size === 1 ? items[0]!.originId : null;
      this.tell(docId, committed.update, originId, result.memberIds);
    }
    return result.changed.map((value) => ({ ok: true, value }));
  }

  /** Tells the change to the sockets of the household's members as committed. */
  private tell(docId: string, update: Uint8Array, originId: string | null, memberIds: string[]) {
    this.deps.events.publish({
      type: 'doc.updated',
      docId,
      update,
      originId,
      recipe: null,
      memberIds,
    });
  }
}

interface ClientUpdate {
  actor: UserRow;
  update: Uint8Array;
  originId: string | null;
}

const MAX_BATCH = 100;

/** The 400 for a document past a limit. */
export const docLimit = (message: string, field: string) =>
  new AppError(400, `${field}: ${message}`, 'limit', { field });
