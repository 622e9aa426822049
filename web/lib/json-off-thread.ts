// Large JSON answers (the whole list of a library of thousands) parsed in a worker: one parse of
// megabytes on the main thread held the page still for a moment just after it had drawn, when
// the cook starts to scroll and type. Arrays come back a slice at a time, each a short task.

/** Answers smaller than this are parsed in place: a worker's round trip would cost more. */
export const OFF_THREAD_MIN_BYTES = 64 * 1024;
/** Items per message back: a slice of recipes takes the page a millisecond or two to receive. */
export const SLICE_LENGTH = 250;

export interface JsonParseRequest {
  id: number;
  bytes: ArrayBuffer;
  sliceLength: number;
}

export type JsonParseReply =
  | { id: number; kind: 'slice'; items: unknown[] }
  | { id: number; kind: 'end' }
  | { id: number; kind: 'value'; value: unknown }
  | { id: number; kind: 'error'; message: string };

interface Pending {
  items: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./json-parse.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
    return worker;
  }
  worker.onmessage = (event: MessageEvent<JsonParseReply>) => {
    const reply = event.data;
    const request = pending.get(reply.id);
    if (!request) return;
    if (reply.kind === 'slice') {
      for (const item of reply.items) request.items.push(item);
      return;
    }
    pending.delete(reply.id);
    if (reply.kind === 'end') request.resolve(request.items);
    else if (reply.kind === 'value') request.resolve(reply.value);
    else request.reject(new SyntaxError(reply.message));
  };
  // A worker that cannot run (refused, failed to load): what it had is parsed in place.
  worker.onerror = () => {
    worker = null;
    for (const request of pending.values()) request.reject(new Error('JSON worker failed'));
    pending.clear();
  };
  return worker;
}

/** The JSON value of `bytes` (UTF-8): off the main thread when large and a worker can run. */
export async function parseJson<T>(bytes: ArrayBuffer): Promise<T> {
  if (bytes.byteLength === 0) return undefined as T;
  const inPlace = () => JSON.parse(new TextDecoder().decode(bytes)) as T;
  const parser =
    bytes.byteLength >= OFF_THREAD_MIN_BYTES && typeof Worker === 'function' ? startWorker() : null;
  if (!parser) return inPlace();
  const copy = bytes.slice(0);
  const id = nextId++;
  try {
    return (await new Promise<unknown>((resolve, reject) => {
      pending.set(id, { items: [], resolve, reject });
      // The copy moves to the worker; `bytes` stays readable here should the worker fail.
      parser.postMessage(
        { id, bytes: copy, sliceLength: SLICE_LENGTH } satisfies JsonParseRequest,
        [copy],
      );
    })) as T;
  } catch (error) {
    if (error instanceof SyntaxError) throw error;
    return inPlace();
  }
}
