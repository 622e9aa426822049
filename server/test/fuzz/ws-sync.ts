// The sync engine's messages on /ws, fuzzed: sync_open, sync_update and sync_close for every kind
// of document, naming the user's own documents, other people's, ids that name no document, and
// malformed ids, kinds, state vectors, updates and refs; and a model of the documents the
// fuzzed socket has open, from which the one right answer to each message follows.
import fc from 'fast-check';
import * as Y from 'yjs';
import { SYNC_DOC_KINDS, type ClientMessage, type SyncDocKind } from '../../../contract/realtime';
import { deepJson, edgeText, spliceText, wrongTypeFor } from './generators';
import type { WsAnswer } from './ws-messages';

/** A document and the kind it is opened as. */
export interface DocRef {
  docId: string;
  kind: SyncDocKind;
}

export interface SyncDocs {
  /** The documents the socket's user may read. */
  readable: readonly DocRef[];
  /** Other people's documents, which the user may not read. */
  foreign: readonly DocRef[];
  /** Ids of things that exist but are not documents (a plan entry, a list item). */
  notDocs: readonly string[];
}

/** Ids that exist but name nothing the user may open: other people's documents, non-documents. */
export const foreignIdsOf = (docs: SyncDocs) => [
  ...docs.foreign.map((doc) => doc.docId),
  ...docs.notDocs,
];

type SyncMessage = Extract<ClientMessage, { type: 'sync_open' | 'sync_update' | 'sync_close' }>;

const base64 = (bytes: Iterable<number>) => Buffer.from([...bytes]).toString('base64');

/** An update with nothing in it: acknowledged, and nothing is stored. */
const EMPTY_UPDATE = base64([0, 0]);
/**
 * An update's first bytes announcing 2^28 blocks of structs, more than the bytes after them can
 * hold: Yjs reads the random rest as structs, runs out, and the update is refused. Random bytes
 * alone can be a real change (a GC struct of a new client is one), which the server would
 * rightly store for a document the socket has open.
 */
const UNREADABLE_PREFIX = [0x80, 0x80, 0x80, 0x80, 0x01];

/** Strings the contract's base64 pattern refuses, and values that are not strings. */
const notBase64 = fc.oneof(
  wrongTypeFor('AA=='),
  edgeText.filter((text) => !/^[A-Za-z0-9+/]*={0,2}$/.test(text)),
  fc.constantFrom('A===', 'AA==AA==', 'AA AA', '-_-_'),
);

/** sync_open, sync_update and sync_close messages (JSON values), well-formed or not. */
export function syncMessages(docs: SyncDocs): fc.Arbitrary<Record<string, unknown>> {
  const readableId = fc.constantFrom(...docs.readable.map((doc) => doc.docId));
  const docId = fc.oneof(
    { weight: 4, arbitrary: readableId },
    { weight: 3, arbitrary: fc.constantFrom(...foreignIdsOf(docs)) },
    // Nothing by that id.
    { weight: 2, arbitrary: fc.oneof(fc.uuid(), edgeText) },
    {
      weight: 1,
      arbitrary: fc.oneof(wrongTypeFor('id'), fc.constantFrom('', 'x'.repeat(65)), deepJson),
    },
  );
  const kind = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SYNC_DOC_KINDS) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom(...SYNC_DOC_KINDS).chain(spliceText),
        fc.constantFrom('RECIPE', 'mealPlan', 'meal-plan', 'shopping-list', 'household', '', null),
        wrongTypeFor('recipe'),
      ),
    },
  );
  const stateVector = fc.oneof(
    fc.constantFrom('', base64(Y.encodeStateVector(new Y.Doc()))),
    fc.uint8Array({ maxLength: 24 }).map(base64),
    notBase64,
  );
  const update = fc.oneof(
    { weight: 2, arbitrary: fc.constant(EMPTY_UPDATE) },
    {
      weight: 3,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((rest) => base64([...UNREADABLE_PREFIX, ...rest])),
    },
    { weight: 1, arbitrary: fc.oneof(notBase64, fc.constant('')) },
  );
  const ref = fc.oneof(
    { weight: 4, arbitrary: fc.oneof(fc.nat(), fc.constant(Number.MAX_SAFE_INTEGER)) },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.constantFrom(-1, 1.5, Number.MAX_SAFE_INTEGER + 2), wrongTypeFor(1)),
    },
  );
  const type = <T extends SyncMessage['type']>(name: T) => fc.constant(name);
  // A document as the kind it is (a recipe's kind left out now and then): the user's, so that
  // documents are open for the updates that follow, or someone else's, which must stay closed.
  const openAsItsKind = (refs: readonly DocRef[]) =>
    fc
      .record({ doc: fc.constantFrom(...refs), stateVector, isKindLeftOut: fc.boolean() })
      .map(({ doc, stateVector: vector, isKindLeftOut }) => ({
        type: 'sync_open',
        docId: doc.docId,
        stateVector: vector,
        ...(doc.kind === 'recipe' && isKindLeftOut ? {} : { kind: doc.kind }),
      }));
  return fc.oneof(
    { weight: 4, arbitrary: openAsItsKind(docs.readable) },
    { weight: 2, arbitrary: openAsItsKind(docs.foreign) },
    {
      weight: 2,
      arbitrary: fc.record(
        { type: type('sync_open'), docId, stateVector, kind },
        { requiredKeys: ['type', 'docId', 'stateVector'] },
      ),
    },
    // Mostly to the user's documents, which may be open.
    {
      weight: 4,
      arbitrary: fc.record({
        type: type('sync_update'),
        docId: fc.oneof({ weight: 3, arbitrary: readableId }, docId),
        update,
        ref,
      }),
    },
    { weight: 1, arbitrary: fc.record({ type: type('sync_close'), docId }) },
    // Any of the three with fields missing, or another's fields.
    {
      weight: 1,
      arbitrary: fc.record(
        {
          type: fc.constantFrom('sync_open', 'sync_update', 'sync_close'),
          docId,
          stateVector,
          kind,
          update,
          ref,
        },
        { requiredKeys: ['type'] },
      ),
    },
  );
}

export function isSyncMessage(message: ClientMessage): message is SyncMessage {
  return (
    message.type === 'sync_open' || message.type === 'sync_update' || message.type === 'sync_close'
  );
}

/** Whether a sync_open's state vector is one (empty: the client holds nothing). */
function isStateVector(text: string): boolean {
  if (text === '') return true;
  try {
    Y.decodeStateVector(Buffer.from(text, 'base64'));
    return true;
  } catch {
    return false;
  }
}

/**
 * The documents one socket has open, as the server must see them, so that the answer to each
 * well-formed sync message is known. `docs.readable` is far below the documents a socket may
 * have open at once, so too_many_docs never comes.
 */
export class OpenDocs {
  private readonly open = new Map<string, SyncDocKind>();
  private readonly readable: ReadonlyMap<string, SyncDocKind>;

  constructor(docs: SyncDocs) {
    this.readable = new Map(docs.readable.map(({ docId, kind }) => [docId, kind]));
  }

  /** Whether the user may read the document (a sync_state of any other is a leak). */
  mayRead(docId: string): boolean {
    return this.readable.has(docId);
  }

  /** A new socket: nothing is open. */
  reset(): void {
    this.open.clear();
  }

  /** The answer `message` must get; notes what it opens or closes. */
  answer(message: SyncMessage): WsAnswer {
    const { docId } = message;
    switch (message.type) {
      case 'sync_open': {
        const kind = message.kind ?? 'recipe';
        const openAs = this.open.get(docId);
        // The id is open as another kind: it names no document of this one.
        if (openAs !== undefined && openAs !== kind) {
          return { sync: 'sync_refused', docId, code: 'not_found' };
        }
        const isReadable = this.readable.get(docId) === kind;
        if (isReadable && isStateVector(message.stateVector)) {
          this.open.set(docId, kind);
          return { sync: 'sync_state', docId };
        }
        // A refused open also closes the document, if it was open.
        this.open.delete(docId);
        return isReadable
          ? // A state vector that is not one: refused, under some code.
            { sync: 'sync_refused', docId }
          : { sync: 'sync_refused', docId, code: 'not_found' };
      }
      case 'sync_update': {
        const { ref } = message;
        if (!this.open.has(docId)) return { sync: 'sync_refused', docId, ref, code: 'not_open' };
        return message.update === EMPTY_UPDATE
          ? { sync: 'sync_ack', docId, ref }
          : { sync: 'sync_refused', docId, ref, code: 'bad_update' };
      }
      case 'sync_close':
        this.open.delete(docId);
        return { nothing: true };
    }
  }
}
