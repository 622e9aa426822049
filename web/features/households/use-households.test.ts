import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ADDING_TO_A_LIST, householdKeys, householdMutation } from './use-households';

/** A client whose households are shown, and whose next read of them hangs until `answer()`. */
function clientWithSlowHouseholds() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let reads = 0;
  let answer!: () => void;
  const unsubscribe = new QueryObserver(queryClient, {
    queryKey: householdKeys.all,
    queryFn: () => {
      reads++;
      if (reads === 1) return Promise.resolve({ households: [] });
      return new Promise<unknown>((resolve) => (answer = () => resolve({ households: [] })));
    },
  }).subscribe(() => undefined);
  return { queryClient, reads: () => reads, answer: () => answer(), unsubscribe };
}

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 50)),
  ]);

describe('household writes', () => {
  it('adding to a list settles with the server’s answer, the households read again meanwhile', async () => {
    const slow = clientWithSlowHouseholds();
    await expect.poll(() => slow.reads()).toBe(1);
    const adding = new MutationObserver(
      slow.queryClient,
      householdMutation(slow.queryClient, async () => ({ itemIds: ['eggs'] }), ADDING_TO_A_LIST),
    ).mutate(undefined);
    expect(await settled(adding)).toBe(true);
    expect(await adding).toEqual({ itemIds: ['eggs'] });
    expect(slow.reads()).toBe(2);
    slow.answer();
    slow.unsubscribe();
  });

  it('other writes settle once the households are read again', async () => {
    const slow = clientWithSlowHouseholds();
    await expect.poll(() => slow.reads()).toBe(1);
    const renaming = new MutationObserver(
      slow.queryClient,
      householdMutation(slow.queryClient, async () => 'renamed'),
    ).mutate(undefined);
    expect(await settled(renaming)).toBe(false);
    slow.answer();
    expect(await renaming).toBe('renamed');
    slow.unsubscribe();
  });
});
