// What the sync channel (realtime/sync-channel.ts) needs from each kind of document: opening it
// for a reader and applying a client's update as an editor. Each feature decides access and
// projects its documents itself; the channel only routes messages by the kind a client named.
import type { SyncDocKind } from '../../contract/realtime';
import type { UserRow } from '../db/schema';

/** What a client needs to open a document: what it lacks, and whether it may edit. */
export interface OpenedDoc {
  update: Uint8Array;
  stateVector: Uint8Array;
  canEdit: boolean;
  /** The household the document belongs to (its members may read it), or null (a recipe). */
  householdId: string | null;
}

export interface SyncTarget {
  /**
   * The document for `actor`, who must be able to read it (else null, as for one that does not
   * exist). `stateVector` is what the client already holds (null: nothing).
   */
  open(actor: UserRow, docId: string, stateVector: Uint8Array | null): Promise<OpenedDoc | null>;
  /**
   * Applies a client's update as `actor`, authorized and stored in one transaction. Answers
   * whether anything changed; refusals throw AppError (4xx) and change nothing.
   */
  apply(
    actor: UserRow,
    docId: string,
    update: Uint8Array,
    originId: string | null,
  ): Promise<boolean>;
}

export type SyncTargets = Record<SyncDocKind, SyncTarget>;
