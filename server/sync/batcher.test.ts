import { describe, expect, it } from 'vitest';
import { Batcher, type Settled } from './batcher';

describe('group commit', () => {
  it('runs the first item at once and those that arrive meanwhile together', async () => {
    const runs: string[][] = [];
    let release: () => void = () => undefined;
    const batcher = new Batcher<string, string>(async (_key, items) => {
      runs.push(items);
      if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((item): Settled<string> => ({ ok: true, value: item.toUpperCase() }));
    }, 10);
    const first = batcher.submit('doc', 'a');
    const later = [batcher.submit('doc', 'b'), batcher.submit('doc', 'c')];
    const other = batcher.submit('other doc', 'x');
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await Promise.all([first, ...later, other])).toEqual(['A', 'B', 'C', 'X']);
    expect(runs).toEqual([['a'], ['x'], ['b', 'c']]);
  });

  it('answers each item with its own result, and fails a batch whose run throws', async () => {
    const batcher = new Batcher<number, number>(async (_key, items) => {
      if (items.includes(13)) throw new Error('unlucky');
      return items.map((item) =>
        item < 0 ? { ok: false, error: new Error('negative') } : { ok: true, value: item * 2 },
      );
    }, 2);
    await expect(batcher.submit('k', -1)).rejects.toThrow('negative');
    await expect(batcher.submit('k', 4)).resolves.toBe(8);
    await expect(batcher.submit('k', 13)).rejects.toThrow('unlucky');
  });

  it('takes at most maxBatch items per run', async () => {
    const sizes: number[] = [];
    const batcher = new Batcher<number, number>(async (_key, items) => {
      sizes.push(items.length);
      await new Promise((resolve) => setImmediate(resolve));
      return items.map((value) => ({ ok: true, value }));
    }, 3);
    await Promise.all(Array.from({ length: 8 }, (_, i) => batcher.submit('k', i)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });
});
