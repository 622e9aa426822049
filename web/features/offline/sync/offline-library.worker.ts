// Reads the whole recipe list's bytes away from the page's main thread and answers only the ids
// of the documents to keep offline (offline-doc-ids.ts).
import { offlineDocIds } from './offline-doc-ids';

export interface OfflineLibraryRequest {
  bytes: ArrayBuffer;
}

export type OfflineLibraryReply = { ids: string[] } | { error: string };

self.onmessage = (event: MessageEvent<OfflineLibraryRequest>) => {
  let reply: OfflineLibraryReply;
  try {
    reply = { ids: offlineDocIds(JSON.parse(new TextDecoder().decode(event.data.bytes))) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
