// A simulated network of Yjs replicas for convergence properties: a replica's own updates wait in
// its outbox until it sends them to every other replica's inbox, and an online replica applies
// what it received one update at a time in any order, or all at once as one merged update.
// Fixed client ids, so a seed replays the same conflict resolution.
import fc from 'fast-check';
import { expect } from 'vitest';
import * as Y from 'yjs';

/** The origin of updates that came from another replica, which are not sent on again. */
const REMOTE = 'remote';

export interface Replica {
  doc: Y.Doc;
  outbox: Uint8Array[];
  inbox: Uint8Array[];
  online: boolean;
}

/** A step that moves updates between replicas, or takes one off or back on line. */
export type DeliveryStep =
  | { kind: 'send' | 'receiveAll' | 'toggle'; replica: number }
  | { kind: 'receive'; replica: number; pick: number };

/** The delivery steps, weighted for `fc.oneof`, for the replicas `replica` chooses. */
export function deliverySteps(replica: fc.Arbitrary<number>): fc.WeightedArbitrary<DeliveryStep>[] {
  return [
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('send' as const), replica }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('receive' as const), replica, pick: fc.nat() }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('receiveAll' as const), replica }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('toggle' as const), replica }) },
  ];
}

/**
 * 2-5 replicas, a script for that many, and the picks that order the final delivery
 * (`deliverEverything`).
 */
export function networkScenario<Step>(script: (replicas: number) => fc.Arbitrary<Step[]>) {
  return fc
    .integer({ min: 2, max: 5 })
    .chain((count) =>
      fc.tuple(
        fc.constant(count),
        script(count),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
      ),
    );
}

/** `count` online replicas of the document whose state is `initial`. */
export function createReplicaNetwork(count: number, initial: Uint8Array) {
  const replicas: Replica[] = Array.from({ length: count }, (_, index) => {
    const doc = new Y.Doc();
    doc.clientID = index + 1;
    Y.applyUpdate(doc, initial, REMOTE);
    const replica: Replica = { doc, outbox: [], inbox: [], online: true };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) replica.outbox.push(update);
    });
    return replica;
  });

  const send = (from: Replica) => {
    if (!from.online || from.outbox.length === 0) return;
    const updates = from.outbox.splice(0);
    for (const to of replicas) if (to !== from) to.inbox.push(...updates);
  };
  const receive = (to: Replica, pick: number) => {
    if (!to.online || to.inbox.length === 0) return;
    Y.applyUpdate(to.doc, to.inbox.splice(pick % to.inbox.length, 1)[0]!, REMOTE);
  };

  return {
    replicas,
    deliver(step: DeliveryStep) {
      const replica = replicas[step.replica]!;
      switch (step.kind) {
        case 'send':
          send(replica);
          break;
        case 'receive':
          receive(replica, step.pick);
          break;
        case 'receiveAll':
          if (replica.online && replica.inbox.length > 0) {
            Y.applyUpdate(replica.doc, Y.mergeUpdates(replica.inbox.splice(0)), REMOTE);
          }
          break;
        case 'toggle':
          replica.online = !replica.online;
          break;
      }
    },
    /** Everyone comes online and everything arrives, in the order `picks` chooses. */
    deliverEverything(picks: number[]) {
      for (const replica of replicas) replica.online = true;
      for (const replica of replicas) send(replica);
      let turn = 0;
      for (const replica of replicas) {
        while (replica.inbox.length > 0) receive(replica, picks[turn++ % picks.length]!);
      }
    },
  };
}

/** Every replica's document reads (`read`) the same. */
export function expectConverged<T>(replicas: Replica[], read: (doc: Y.Doc) => T) {
  const [first, ...others] = replicas.map((replica) => read(replica.doc));
  for (const other of others) expect(other).toEqual(first);
}
