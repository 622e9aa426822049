// A synced document held by a React screen: opened from its engine while the screen shows it,
// let go when it does not (the engine keeps it until the server holds every change).
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DocSync } from './doc-sync';
import type { SyncEngine } from './sync-engine';
import type { DocSnapshot } from './sync-types';

export type SyncedDoc = DocSnapshot & { sync: DocSync };

const subscribeNothing = () => () => {};
const snapshotOfNothing = () => null;

/**
 * The document `docId` of `engine` while `enabled`: kept on the device, synced while online,
 * shared with every other screen that has it open. Null until the document is set up.
 */
export function useSyncedDoc(
  engine: SyncEngine,
  docId: string | null,
  enabled = true,
): SyncedDoc | null {
  const [sync, setSync] = useState<DocSync | null>(null);
  useEffect(() => {
    if (!enabled || !docId) return;
    const held = engine.acquire(docId);
    setSync(held.sync);
    return () => {
      held.release();
      setSync(null);
    };
  }, [engine, docId, enabled]);
  const snapshot = useSyncExternalStore(
    sync?.subscribe ?? subscribeNothing,
    sync?.getSnapshot ?? snapshotOfNothing,
  );
  return sync && snapshot ? { ...snapshot, sync } : null;
}
