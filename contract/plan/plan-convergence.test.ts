// Property: 2-5 devices editing one meal plan (adding, moving, updating, removing entries) with
// their updates delivered late, out of order, in batches or after time offline all end with the
// same plan; no entry is lost unless someone removed it; and every entry ends in a place (date and
// slot) that someone put it in, never a mix of two concurrent moves, which a move writing only the
// fields that changed would produce. Seeded (FUZZ_SEED) so a failure replays; FUZZ_RUNS sets the
// number of runs.
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import {
  createReplicaNetwork,
  deliverySteps,
  expectConverged,
  networkScenario,
  type DeliveryStep,
} from '../sync/testing';
import {
  addEntry,
  initialPlanState,
  MEAL_SLOTS,
  moveEntry,
  readPlan,
  removeEntry,
  updateEntry,
} from './plan-doc';

const seed = Number(inject('fuzzSeed')) || 20_250_302;
const runs = Number(inject('fuzzRuns')) || 150;
const NOW = '2025-03-01T10:00:00.000Z';
const DATES = ['2025-03-03', '2025-03-04', '2025-03-05'];

type Step =
  | { kind: 'add'; replica: number; date: number; slot: number }
  | { kind: 'move'; replica: number; entry: number; date: number; slot: number; index: number }
  | { kind: 'update'; replica: number; entry: number; servings: number }
  | { kind: 'remove'; replica: number; entry: number }
  | DeliveryStep;

function script(replicas: number) {
  const replica = fc.nat(replicas - 1);
  const entry = fc.nat(9);
  const date = fc.nat(DATES.length - 1);
  // Two slots only, so entries share slots and moves land between neighbours.
  const slot = fc.nat(1);
  const step = (weight: number, arbitrary: fc.Arbitrary<Step>) => ({ weight, arbitrary });
  return fc.array(
    fc.oneof(
      step(3, fc.record({ kind: fc.constant('add' as const), replica, date, slot })),
      step(
        4,
        fc.record({
          kind: fc.constant('move' as const),
          replica,
          entry,
          date,
          slot,
          index: fc.nat(4),
        }),
      ),
      step(
        1,
        fc.record({ kind: fc.constant('update' as const), replica, entry, servings: fc.nat(8) }),
      ),
      step(1, fc.record({ kind: fc.constant('remove' as const), replica, entry })),
      ...deliverySteps(replica),
    ),
    { minLength: 5, maxLength: 80, size: 'max' },
  );
}

function play(count: number, steps: Step[], finalPicks: number[]) {
  const network = createReplicaNetwork(count, initialPlanState());
  const added = new Set<string>();
  const removed = new Set<string>();
  /** Entry id → the places ("date slot") someone put it in. */
  const places = new Map<string, Set<string>>();
  const place = (id: string, date: string, slot: string) =>
    places.set(id, (places.get(id) ?? new Set()).add(`${date} ${slot}`));
  let nextId = 0;

  for (const step of steps) {
    const { doc } = network.replicas[step.replica]!;
    const entries = readPlan(doc);
    const target = 'entry' in step ? entries[step.entry % Math.max(1, entries.length)] : undefined;
    switch (step.kind) {
      case 'add': {
        const [date, slot] = [DATES[step.date]!, MEAL_SLOTS[step.slot]!];
        const newId = () => `${step.replica}-${++nextId}`;
        const id = addEntry(doc, { date, slot, title: 'Soup' }, { now: NOW, addedBy: null, newId });
        added.add(id);
        place(id, date, slot);
        break;
      }
      case 'move': {
        if (!target) break;
        const [date, slot] = [DATES[step.date]!, MEAL_SLOTS[step.slot]!];
        moveEntry(doc, target.id, date, slot, step.index);
        place(target.id, date, slot);
        break;
      }
      case 'update':
        if (target) updateEntry(doc, target.id, { servings: step.servings || null });
        break;
      case 'remove':
        if (!target) break;
        removed.add(target.id);
        removeEntry(doc, target.id);
        break;
      case 'send':
      case 'receive':
      case 'receiveAll':
      case 'toggle':
        network.deliver(step);
        break;
    }
  }
  network.deliverEverything(finalPicks);
  return { replicas: network.replicas, added, removed, places };
}

const scenario = networkScenario(script);

describe('meal plan convergence', () => {
  it('every replica ends with the same plan, whatever the order of delivery', () => {
    fc.assert(
      fc.property(scenario, ([count, steps, picks]) => {
        expectConverged(play(count, steps, picks).replicas, readPlan);
      }),
      { seed, numRuns: runs },
    );
  });

  it('keeps every entry nobody removed, in a place someone put it', () => {
    fc.assert(
      fc.property(scenario, ([count, steps, picks]) => {
        const { replicas, added, removed, places } = play(count, steps, picks);
        const entries = readPlan(replicas[0]!.doc);
        const ids = entries.map((entry) => entry.id);
        for (const id of added) if (!removed.has(id)) expect(ids).toContain(id);
        for (const entry of entries) {
          expect([...places.get(entry.id)!]).toContain(`${entry.date} ${entry.slot}`);
        }
      }),
      { seed, numRuns: runs },
    );
  });
});
