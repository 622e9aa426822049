import * as Y from 'yjs';

/**
 * What `doc` holds that the server lacks, as one update, or null when it holds nothing new.
 *
 * The server's state vector tells which insertions it has; deletions do not move a state vector,
 * so they are compared with the delete set carried by the server's own update (a Yjs update
 * always carries its document's whole delete set). Sending only when something is missing keeps
 * every reconnect of an unchanged document from being a write.
 */
export function changesBeyond(
  doc: Y.Doc,
  serverStateVector: Uint8Array,
  serverUpdate: Uint8Array,
): Uint8Array | null {
  const diff = Y.encodeStateAsUpdate(doc, serverStateVector);
  const server = Y.createSnapshot(
    Y.mergeDeleteSets([Y.decodeUpdate(serverUpdate).ds]),
    Y.decodeStateVector(serverStateVector),
  );
  return Y.snapshotContainsUpdate(server, diff) ? null : diff;
}

/** Whether the document holds any content yet (a stored copy or the server's state). */
export const holdsContent = (doc: Y.Doc) => doc.store.clients.size > 0;
