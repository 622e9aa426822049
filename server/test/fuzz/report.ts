// How the fuzz suite runs a property and reports a failure: fast-check with the suite's seed,
// and messages short enough to read (fast-check prints whole inputs, some of them megabytes).
import fc from 'fast-check';
import type { Materialized } from './requests';

/** Who sends a request: a signed-in user's cookie, a forged one, or none. */
export interface Caller {
  name: string;
  cookie: string | null;
}

/** A string as JSON (escapes visible), cut to `length` characters. */
export const preview = (text: string, length = 300) =>
  JSON.stringify(text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text);

/** Cuts long runs of one character, and long lines, out of a message. */
export const shorten = (text: string) =>
  text
    .replace(/(.)\1{40,}/gsu, (run, char: string) => `${char.repeat(8)}…(×${run.length})`)
    .split('\n')
    .map((line) => (line.length > 1500 ? `${line.slice(0, 1500)}…(${line.length} chars)` : line))
    .join('\n');

/** The request as it went out, for a failure message. */
export function describeRequest(made: Materialized, caller: Caller): string {
  const { request, wire } = made;
  const body = wire?.hugeBytes
    ? `${wire.hugeBytes} bytes of JSON`
    : wire
      ? preview(wire.text) + (wire.trailingBytes ? ` + bytes ${wire.trailingBytes}` : '')
      : '(none)';
  return [
    `${request.method} ${preview(request.path, 400)} as ${caller.name}`,
    ...(caller.cookie && caller.name === 'anonymous' ? [`cookie: ${preview(caller.cookie)}`] : []),
    `content-type: ${request.contentType ?? '(none)'}`,
    `body: ${body}`,
  ].join('\n');
}

/** fc.assert with `seed`, rethrowing a failure with a shortened message. */
export async function checkProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  property: (input: T) => Promise<void>,
  options: { seed: number; numRuns: number },
): Promise<void> {
  try {
    await fc.assert(fc.asyncProperty(arbitrary, property), options);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const causeText = cause instanceof Error ? `\nCaused by: ${cause.message}` : '';
    throw new Error(shorten(`${(error as Error).message}${causeText}`));
  }
}
