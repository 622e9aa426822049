// Text that one engine stores and another refuses, or that comes back changed, is bad input:
// PostgreSQL text cannot hold NUL (U+0000), and a lone UTF-16 surrogate has no UTF-8 form, so it
// is written as U+FFFD and read back as something else. Both are refused wherever text comes in
// (HTTP bodies, queries and path parameters; WebSocket messages) with a 400 naming the field, so
// every engine behaves the same and nothing is stored that would not come back as it was sent.
import { AppError } from './errors';

export type TextProblem = { path: string; message: string };

const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000)';
const SURROGATE_MESSAGE = 'Text may not contain an unpaired surrogate (invalid Unicode)';

/** Why `text` may not be stored, or null when it may. */
export function textProblemOf(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (!text.isWellFormed()) return SURROGATE_MESSAGE;
  return null;
}

/** Nesting deeper than any payload Potluck accepts; past it the zod schemas refuse the value. */
const MAX_DEPTH = 64;

/**
 * The first string (or object key) in a parsed JSON value that may not be stored, with its path
 * (`ingredients.2`), or null. Walks plain objects and arrays only; buffers and streams (raw
 * uploads) are not text.
 */
export function findTextProblem(value: unknown, path: string[] = []): TextProblem | null {
  if (typeof value === 'string') {
    const message = textProblemOf(value);
    return message ? { path: path.join('.'), message } : null;
  }
  if (typeof value !== 'object' || value === null || path.length > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findTextProblem(value[i], [...path, String(i)]);
      if (problem) return problem;
    }
    return null;
  }
  // Plain objects only: JSON bodies, and query strings (whose objects have a null-prototype
  // prototype). Buffers, streams and other class instances are not text.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (
    prototype !== null &&
    prototype !== Object.prototype &&
    Object.getPrototypeOf(prototype) !== null
  ) {
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = textProblemOf(key);
    if (keyMessage) return { path: [...path, key].join('.'), message: keyMessage };
    const problem = findTextProblem(item, [...path, key]);
    if (problem) return problem;
  }
  return null;
}

/** The 400 for a problem: `{message: "title: …", code: 'invalid_text', field, issues}`. */
export function invalidText(problem: TextProblem, where?: string): AppError {
  const path = where ? [where, problem.path].filter(Boolean).join('.') : problem.path;
  return new AppError(400, path ? `${path}: ${problem.message}` : problem.message, 'invalid_text', {
    field: path.split('.')[0] || undefined,
    issues: [{ path, message: problem.message }],
  });
}

/**
 * Checks the parsed body, query and path parameters of a request; throws the 400 for the first
 * bad text. Query and parameters are named `query.x` / `params.x`, body fields by their path.
 */
export function assertSafeRequestText(request: {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}): void {
  const params = findTextProblem(request.params);
  if (params) throw invalidText(params, 'params');
  const query = findTextProblem(request.query);
  if (query) throw invalidText(query, 'query');
  const body = findTextProblem(request.body);
  if (body) throw invalidText(body);
}

/**
 * Text from elsewhere (an imported page) made storable: NUL characters dropped, unpaired
 * surrogates replaced with U+FFFD, and cut to `max` UTF-16 units without splitting a pair.
 */
export function toStorableText(text: string, max = Infinity): string {
  let clean = text.replaceAll('\u0000', '').toWellFormed();
  if (clean.length > max) {
    clean = clean.slice(0, max);
    const last = clean.charCodeAt(clean.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) clean = clean.slice(0, -1);
  }
  return clean;
}
