import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the worker script sees as `self`: its message handler, and where its replies go. */
interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

/**
 * A stand-in for the browser's Worker that runs json-parse.worker.ts in this process: messages
 * cross in separate tasks, as between threads, and every reply the page receives is recorded.
 */
function installWorker({ failToStart = false, failOnMessage = false } = {}) {
  const received: Array<{ kind: string }> = [];
  let started = 0;
  const scope: WorkerScope = { onmessage: null, postMessage: () => undefined };
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      started += 1;
      if (failToStart) throw new Error('Workers refused');
      scope.postMessage = (message) =>
        setTimeout(() => {
          received.push(message as { kind: string });
          this.onmessage?.({ data: message });
        });
    }
    postMessage(data: unknown, transfer: Transferable[] = []) {
      // Handed over as a browser does: what is in `transfer` is no longer the sender's.
      const sent = structuredClone(data, { transfer });
      setTimeout(() => (failOnMessage ? this.onerror?.() : scope.onmessage?.({ data: sent })));
    }
  }
  vi.stubGlobal('self', scope);
  vi.stubGlobal('Worker', FakeWorker);
  return { received, started: () => started };
}

const bytesOf = (value: unknown) =>
  new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

/** An array long enough to go to the worker, each item a recipe-sized object. */
const recipes = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    title: `Recipe ${i}`,
    ingredients: Array.from({ length: 10 }, (_, j) => `${j + 1} cups of something`),
  }));

describe('parseJson', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands a large array back a slice at a time, whole and in order', async () => {
    const worker = installWorker();
    await import('./json-parse.worker');
    const { parseJson, SLICE_LENGTH, OFF_THREAD_MIN_BYTES } = await import('./json-off-thread');
    const list = recipes(SLICE_LENGTH * 2 + 7);
    const bytes = bytesOf(list);
    expect(bytes.byteLength).toBeGreaterThan(OFF_THREAD_MIN_BYTES);
    await expect(parseJson(bytes)).resolves.toEqual(list);
    expect(worker.received.map((reply) => reply.kind)).toEqual(['slice', 'slice', 'slice', 'end']);
    // The bytes handed over were a copy: the caller's stay readable.
    expect(bytes.byteLength).toBe(bytesOf(list).byteLength);
  });

  it('answers a large object whole, and refuses broken JSON as JSON.parse does', async () => {
    installWorker();
    await import('./json-parse.worker');
    const { parseJson } = await import('./json-off-thread');
    const object = { recipes: recipes(600) };
    await expect(parseJson(bytesOf(object))).resolves.toEqual(object);
    const broken = new TextEncoder().encode(`[${'{"a":1},'.repeat(20_000)}`).buffer as ArrayBuffer;
    await expect(parseJson(broken)).rejects.toBeInstanceOf(SyntaxError);
  });

  it('parses a small answer in place, without a worker', async () => {
    const worker = installWorker();
    const { parseJson } = await import('./json-off-thread');
    await expect(parseJson(bytesOf([{ id: 'a' }]))).resolves.toEqual([{ id: 'a' }]);
    await expect(parseJson(new ArrayBuffer(0))).resolves.toBeUndefined();
    expect(worker.started()).toBe(0);
  });

  it('parses in place when the worker fails while parsing', async () => {
    installWorker({ failOnMessage: true });
    const { parseJson } = await import('./json-off-thread');
    const list = recipes(600);
    await expect(parseJson(bytesOf(list))).resolves.toEqual(list);
  });

  it('parses in place where no worker can start', async () => {
    const worker = installWorker({ failToStart: true });
    const { parseJson } = await import('./json-off-thread');
    const list = recipes(600);
    await expect(parseJson(bytesOf(list))).resolves.toEqual(list);
    await expect(parseJson(bytesOf(list))).resolves.toEqual(list);
    // Tried once; later answers go straight to the in-place parse.
    expect(worker.started()).toBe(1);
  });
});
