// Group commit for one key (a document): the first item runs at once; items that arrive while
// a run is in progress wait and then run together, in one go. Under load a document then takes
// one transaction for many keystrokes instead of one each, so latency stays near one transaction
// time rather than growing with a queue of them.

/** What a run answers for each item, in order. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export class Batcher<I, R> {
  private readonly queues = new Map<string, Waiting<I, R>[]>();

  /**
   * @param run handles a batch: answers one result per item (or throws, failing them all)
   * @param maxBatch the most items one run takes
   */
  constructor(
    private readonly run: (key: string, items: I[]) => Promise<Array<Settled<R>>>,
    private readonly maxBatch: number,
  ) {}

  submit(key: string, item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh: Waiting<I, R>[] = [{ item, resolve, reject }];
      this.queues.set(key, fresh);
      void this.drain(key, fresh);
    });
  }

  private async drain(key: string, queue: Waiting<I, R>[]) {
    while (queue.length > 0) {
      const taken = queue.splice(0, this.maxBatch);
      try {
        const results = await this.run(
          key,
          taken.map((waiting) => waiting.item),
        );
        taken.forEach((waiting, index) => {
          const result = results[index]!;
          if (result.ok) waiting.resolve(result.value);
          else waiting.reject(result.error);
        });
      } catch (error) {
        for (const waiting of taken) waiting.reject(error);
      }
    }
    this.queues.delete(key);
  }
}

/**
 * Stores `items` together with `store` (one transaction); if that fails, each on its own, so one
 * sender's refusal never touches another's change. Each failure is answered through `refusalOf`.
 */
export async function storeTogetherOrAlone<I, R>(
  items: I[],
  store: (items: I[]) => Promise<Array<Settled<R>>>,
  refusalOf: (error: unknown) => unknown,
): Promise<Array<Settled<R>>> {
  if (items.length > 1) {
    try {
      return await store(items);
    } catch {
      // Fall through: one at a time, each with its own answer.
    }
  }
  const results: Array<Settled<R>> = [];
  for (const item of items) {
    try {
      results.push(...(await store([item])));
    } catch (error) {
      results.push({ ok: false, error: refusalOf(error) });
    }
  }
  return results;
}
