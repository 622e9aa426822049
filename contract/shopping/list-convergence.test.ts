// Property: 2-5 devices editing one shopping list (adding, checking, unchecking, moving, editing,
// removing, clearing) with their updates delivered late, out of order, in batches or after time
// offline all end with the same list; a checked item nobody unchecked (while seeing it checked) is
// still checked (or gone); and no addition is lost unless its item was removed or an edit replaced
// the amounts it saw. Each property fails against a plausible mistake: merging writes
// `checked: false`, or an uncheck of an item already unchecked is written anyway (a checked item
// comes back); an edit setting a new amounts array instead of emptying the old one (a concurrent
// addition is lost). Seeded (FUZZ_SEED) so a failure replays; FUZZ_RUNS sets the number of runs.
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
  addItems,
  clearChecked,
  editItemText,
  initialListState,
  parseItemText,
  readListDoc,
  removeItem,
  setChecked,
  setSection,
} from './list-doc';
import { STORE_SECTIONS } from './sections';

const seed = Number(inject('fuzzSeed')) || 20_250_301;
const runs = Number(inject('fuzzRuns')) || 150;
const NOW = '2025-03-01T10:00:00.000Z';

const LINES = [
  '1 cup milk',
  '200 ml milk',
  '2 eggs',
  '1 dozen eggs',
  'salt',
  '1 lb potatoes',
  '500 g potatoes',
  'frozen peas',
  '3 bananas',
  '2 cloves garlic',
];

type Step =
  | { kind: 'add'; replica: number; line: number }
  | { kind: 'check' | 'uncheck' | 'remove'; replica: number; item: number }
  | { kind: 'section'; replica: number; item: number; section: number }
  | { kind: 'edit'; replica: number; item: number; line: number }
  | { kind: 'clear'; replica: number }
  | DeliveryStep;

function script(replicas: number) {
  const replica = fc.nat(replicas - 1);
  const item = fc.nat(7);
  const line = fc.nat(LINES.length - 1);
  // Weighted towards additions and checks, so concurrent merges into an item someone checked
  // are common; unchecks are rare, or they would exempt most items from the second property.
  const edit = (weight: number, arbitrary: fc.Arbitrary<Step>) => ({ weight, arbitrary });
  const edits = fc.oneof(
    edit(4, fc.record({ kind: fc.constant('add' as const), replica, line })),
    edit(3, fc.record({ kind: fc.constant('check' as const), replica, item })),
    edit(1, fc.record({ kind: fc.constant('uncheck' as const), replica, item })),
    edit(1, fc.record({ kind: fc.constant('remove' as const), replica, item })),
    edit(
      1,
      fc.record({
        kind: fc.constant('section' as const),
        replica,
        item,
        section: fc.nat(STORE_SECTIONS.length - 1),
      }),
    ),
    edit(1, fc.record({ kind: fc.constant('edit' as const), replica, item, line })),
    edit(1, fc.record({ kind: fc.constant('clear' as const), replica })),
  );
  const delivery = fc.oneof(...deliverySteps(replica));
  return fc.array(fc.oneof({ weight: 3, arbitrary: edits }, { weight: 2, arbitrary: delivery }), {
    minLength: 5,
    maxLength: 80,
    size: 'max',
  });
}

/** Plays a script; answers the replicas and what was done to which item. */
function play(count: number, steps: Step[], finalPicks: number[]) {
  const network = createReplicaNetwork(count, initialListState('Groceries'));
  const checked = new Set<string>();
  const unchecked = new Set<string>();
  const removed = new Set<string>();
  const replaced = new Set<string>();
  /** Contribution id → the item it was added to. */
  const added = new Map<string, string>();
  let nextId = 0;

  for (const step of steps) {
    const { doc } = network.replicas[step.replica]!;
    const items = readListDoc(doc).items;
    const target = 'item' in step ? items[step.item % Math.max(1, items.length)] : undefined;
    const newId = () => `${step.replica}-${++nextId}`;
    switch (step.kind) {
      case 'add': {
        const [itemId] = addItems(doc, [parseItemText(LINES[step.line]!)], { now: NOW, newId });
        added.set(`${step.replica}-${nextId}`, itemId!);
        break;
      }
      case 'check':
      case 'uncheck':
        if (!target) break;
        if (step.kind === 'check') checked.add(target.id);
        // Unchecking an item this replica sees unchecked writes nothing, so it undoes no check.
        else if (target.checked) unchecked.add(target.id);
        setChecked(doc, target.id, step.kind === 'check', NOW);
        break;
      case 'section':
        if (target) setSection(doc, target.id, STORE_SECTIONS[step.section]!);
        break;
      case 'edit':
        if (!target) break;
        for (const amount of target.amounts) replaced.add(amount.id);
        editItemText(doc, target.id, LINES[step.line]!, { newId });
        added.set(`${step.replica}-${nextId}`, target.id);
        break;
      case 'remove':
        if (!target) break;
        removed.add(target.id);
        removeItem(doc, target.id);
        break;
      case 'clear':
        for (const item of items) if (item.checked) removed.add(item.id);
        clearChecked(doc);
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
  return { replicas: network.replicas, checked, unchecked, removed, replaced, added };
}

const scenario = networkScenario(script);

describe('shopping list convergence', () => {
  it('every replica ends with the same list, whatever the order of delivery', () => {
    fc.assert(
      fc.property(scenario, ([count, steps, picks]) => {
        expectConverged(play(count, steps, picks).replicas, readListDoc);
      }),
      { seed, numRuns: runs },
    );
  });

  it('a checked item never comes back unless someone unchecks it', () => {
    fc.assert(
      fc.property(scenario, ([count, steps, picks]) => {
        const { replicas, checked, unchecked } = play(count, steps, picks);
        const items = readListDoc(replicas[0]!.doc).items;
        for (const id of checked) {
          if (unchecked.has(id)) continue;
          const item = items.find((candidate) => candidate.id === id);
          expect(item?.checked ?? true).toBe(true);
        }
      }),
      { seed, numRuns: runs },
    );
  });

  it('loses no addition to an item that was not removed', () => {
    fc.assert(
      fc.property(scenario, ([count, steps, picks]) => {
        const { replicas, removed, replaced, added } = play(count, steps, picks);
        const items = readListDoc(replicas[0]!.doc).items;
        for (const [contributionId, itemId] of added) {
          if (removed.has(itemId) || replaced.has(contributionId)) continue;
          const item = items.find((candidate) => candidate.id === itemId);
          expect(item?.amounts.map((amount) => amount.id)).toContain(contributionId);
        }
      }),
      { seed, numRuns: runs },
    );
  });
});
