// A generated request for one route: what the route takes when called correctly (RouteSpec, a
// valid sample per route in samples.ts), the one part of it that is spoiled (FuzzInput), the bytes
// that go out (materialize), and the judge that says whether the request is bad input, so that
// "it changed nothing" is a fair expectation.
import type { ZodType } from 'zod';
import type { Config } from '../../config';
import type { RawRequest } from './send';
import { holdsNonText, jsonText, percentEncode } from './generators';

export interface BodySpec<F> {
  /** The contract schema the route parses its body with. */
  schema: ZodType;
  /** A body the route accepts (fresh each call, e.g. a new e-mail address to register). */
  sample: (fixtures: F) => Record<string, unknown>;
}

export interface RouteSpec<F> {
  /** Who calls it in the signed-in runs: admin routes need an admin to reach their parsing. */
  as?: 'owner' | 'admin';
  /** The JSON body it reads; absent when it reads none. */
  body?: BodySpec<F>;
  /** A query it accepts. */
  query?: (fixtures: F) => Record<string, string>;
  /** Path parameters naming things that exist (`*` for a wildcard). */
  params?: (fixtures: F) => Record<string, string>;
  /** Its own body size limit, when it differs from BODY_LIMIT_BYTES. */
  bodyLimit?: (config: Config) => number;
  /**
   * Opens only with a signed URL (HMAC over path and query) that the fuzz never has: every
   * request to it is bad input. Its body is raw bytes of any type, not JSON.
   */
  signedUrl?: boolean;
}

/** A body as it goes on the wire, kept small enough to print (huge ones by size only). */
export interface WireBody {
  contentType?: string;
  text: string;
  /** Bytes appended after `text` (not valid UTF-8). */
  trailingBytes?: number[];
  /** Send this many bytes of a JSON array of one long string instead of `text`. */
  hugeBytes?: number;
}

/** One field of the valid body set, dropped, or added (JSON-ready values). */
export interface BodyChange {
  set?: [string, unknown];
  drop?: string;
  extra?: [string, unknown];
  /** Another text field set to awkward (but otherwise valid) text alongside the change. */
  also?: [string, string];
}

/** A generated request: anything left undefined is the route's valid sample. */
export interface FuzzInput {
  params?: Record<string, string>;
  /** The query as it goes on the wire (without `?`). */
  query?: string;
  change?: BodyChange;
  body?: WireBody;
}

export interface Route {
  method: string;
  url: string;
}

export const routeKey = (route: Route) => `${route.method} ${route.url}`;

/** Names of a route's path parameters (`*` for a wildcard). */
export function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
}

function fillPath(url: string, values: Record<string, string>) {
  return url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => values[name ?? '*'] ?? '');
}

const hugeCache = new Map<number, Buffer>();
function hugeJson(size: number): Buffer {
  let body = hugeCache.get(size);
  if (!body) {
    body = Buffer.from(`["${'x'.repeat(size - 4)}"]`);
    hugeCache.set(size, body);
  }
  return body;
}

const asJson = (value: unknown): WireBody => ({
  contentType: 'application/json',
  text: jsonText(value),
});

/** The body a change makes of a fresh valid sample. */
export function changedBody(sample: Record<string, unknown>, change: BodyChange) {
  const body: Record<string, unknown> = { ...sample };
  if (change.also) body[change.also[0]] = change.also[1];
  if (change.set) body[change.set[0]] = change.set[1];
  if (change.drop !== undefined) delete body[change.drop];
  // defineProperty: a key such as "__proto__" stays a key of the body.
  if (change.extra) {
    Object.defineProperty(body, change.extra[0], {
      value: change.extra[1],
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return body;
}

export interface Materialized {
  request: RawRequest;
  /** What went in the body, for the report. */
  wire: WireBody | null;
  paramsAreGarbage: boolean;
}

/** The request `input` describes, for `spec` called with `fixtures`. */
export function materialize<F>(
  route: Route,
  spec: RouteSpec<F>,
  fixtures: F,
  input: FuzzInput,
): Materialized {
  const validParams = spec.params?.(fixtures) ?? {};
  const params =
    input.params ??
    Object.fromEntries(
      Object.entries(validParams).map(([name, value]) => [
        name,
        name === '*' ? value.split('/').map(percentEncode).join('/') : percentEncode(value),
      ]),
    );
  const validQuery = spec.query ? new URLSearchParams(spec.query(fixtures)).toString() : '';
  const query = input.query ?? validQuery;
  let wire: WireBody | null = input.body ?? null;
  if (!wire && spec.body && route.method !== 'GET') {
    const sample = spec.body.sample(fixtures);
    wire = asJson(input.change ? changedBody(sample, input.change) : sample);
  }
  let body: Buffer | undefined;
  if (wire) {
    body = wire.hugeBytes
      ? hugeJson(wire.hugeBytes)
      : Buffer.concat([Buffer.from(wire.text), Buffer.from(wire.trailingBytes ?? [])]);
  }
  return {
    request: {
      method: route.method,
      path: fillPath(route.url, params) + (query ? `?${query}` : ''),
      contentType: wire?.contentType,
      body,
    },
    wire,
    paramsAreGarbage: input.params !== undefined,
  };
}

// ── the judge ─────────────────────────────────────────────────────────────────────────────────

/** Does a parsed JSON value carry a key Fastify refuses (__proto__, constructor.prototype)? */
function isPoisoned(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (item === null || typeof item !== 'object') continue;
    if (Object.hasOwn(item, '__proto__')) return true;
    const ctor = (item as Record<string, unknown>).constructor;
    if (Object.hasOwn(item, 'constructor') && ctor && typeof ctor === 'object') {
      if (Object.hasOwn(ctor, 'prototype')) return true;
    }
    stack.push(...Object.values(item));
  }
  return false;
}

const REFUSED = Symbol('refused before the handler');

/**
 * What the route's handler gets from this body, as Fastify parses it: JSON (BOM dropped, empty,
 * malformed or poisoned refused with 400), text/plain as a string, nothing without a body, and
 * any other content type refused (415); a body over the limit is refused (413).
 */
function handlerSees(wire: WireBody | null, limit: number): unknown {
  if (!wire) return undefined;
  const size = wire.hugeBytes ?? Buffer.byteLength(wire.text) + (wire.trailingBytes?.length ?? 0);
  if (size > limit) return REFUSED;
  const text = Buffer.concat([
    Buffer.from(wire.text),
    Buffer.from(wire.trailingBytes ?? []),
  ]).toString('utf8');
  const mediaType = wire.contentType?.split(';')[0]?.trim().toLowerCase();
  if (wire.hugeBytes) return mediaType === 'application/json' ? ['x'] : REFUSED;
  if (mediaType === 'text/plain') return text;
  if (mediaType !== 'application/json')
    return size === 0 && !wire.contentType ? undefined : REFUSED;
  const json = text.replace(/^\uFEFF/, '');
  if (json === '') return REFUSED;
  try {
    const value: unknown = JSON.parse(json);
    return isPoisoned(value) ? REFUSED : value;
  } catch {
    return REFUSED;
  }
}

export interface Verdict {
  bad: boolean;
  /** Why it is bad (or why it is not), for the report. */
  why: string;
}

/**
 * Is this request bad input for the route, so that answering it must change nothing? GETs and
 * signed-URL routes change nothing whatever they get; otherwise a request is bad when its path
 * names nothing, or its body is refused by the parser or the route's contract schema. A route
 * that reads no body (logout, copy, delete, issuing an upload URL) still acts on any body the
 * parser lets through, so only a refused body makes such a request bad.
 */
export function judge<F>(
  route: Route,
  spec: RouteSpec<F>,
  config: Config,
  made: Materialized,
): Verdict {
  if (route.method === 'GET') return { bad: true, why: 'a read' };
  if (spec.signedUrl) return { bad: true, why: 'no valid signature' };
  if (made.paramsAreGarbage) return { bad: true, why: 'path names nothing' };
  const seen = handlerSees(made.wire, spec.bodyLimit?.(config) ?? config.BODY_LIMIT_BYTES);
  if (seen === REFUSED) return { bad: true, why: 'body refused by the parser' };
  if (!spec.body) return { bad: false, why: 'the route acts without reading a body' };
  const parsed = spec.body.schema.safeParse(seen ?? {});
  return parsed.success
    ? { bad: false, why: 'the contract accepts this body' }
    : { bad: true, why: `contract refuses: ${parsed.error.issues[0]?.message ?? ''}` };
}

/**
 * Bad only as text: the contract accepts the body, but some text in it holds NUL or a lone
 * surrogate (which no engine stores as sent).
 */
export function judgeNonText<F>(spec: RouteSpec<F>, made: Materialized): Verdict {
  const parsed = spec.body && made.wire && spec.body.schema.safeParse(JSON.parse(made.wire.text));
  if (!parsed?.success) return { bad: false, why: 'the contract refuses it anyway' };
  const stack: unknown[] = [parsed.data];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string' && holdsNonText(item)) {
      return { bad: true, why: `text holds NUL or a lone surrogate: ${JSON.stringify(item)}` };
    }
    if (item !== null && typeof item === 'object') stack.push(...Object.values(item));
  }
  return { bad: false, why: 'no NUL or lone surrogate left' };
}
