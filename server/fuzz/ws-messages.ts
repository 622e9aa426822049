// Bad WebSocket frames for /ws and what the server must answer to each: an `error` message, at
// most one (a `leave` of a recipe never joined is ignored), or a close with the right code; and
// the client side of the upgrade.
import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import WebSocket from 'ws';
import { ClientMessageSchema, WS_CLOSE_CODES } from '../../contract/realtime';
import {
  anyValue,
  deepJson,
  edgeText,
  hugeText,
  jsonText,
  spliceText,
  suspiciousKey,
  wrongTypeFor,
} from './generators';

export type WsFrame =
  | { kind: 'text'; text: string }
  | { kind: 'binary'; bytes: number[] }
  /** A text frame whose bytes are not UTF-8. */
  | { kind: 'not-utf8'; bytes: number[] };

/**
 * An error message (its code is the server's to choose, but never `server_error`); at most one
 * (a `leave` of a recipe never joined is ignored, unless its text is refused); or a close.
 */
export type WsAnswer = { error: true } | { atMostAnError: true } | { close: number };

/** RFC 6455: a text frame that is not UTF-8. */
const INVALID_PAYLOAD = 1007;

const text = (value: string): WsFrame => ({ kind: 'text', text: value });
const json = (value: unknown): WsFrame => text(jsonText(value));

const MESSAGE_TYPES = ['join', 'leave', 'watch_list', 'unwatch_list', 'watch_discover'];

/**
 * Frames for /ws. `foreignIds` are recipes that exist but that the socket's user may not read: a
 * join of one is refused like a join of nothing.
 */
export function wsFrames(maxMessageBytes: number, foreignIds: string[]): fc.Arbitrary<WsFrame> {
  const badRecipeId = fc.oneof(
    { weight: 3, arbitrary: edgeText },
    { weight: 1, arbitrary: wrongTypeFor('id') },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'x'.repeat(65), ...foreignIds) },
    { weight: 1, arbitrary: deepJson },
  );
  return fc.oneof(
    // Not JSON, or JSON that is not an object.
    edgeText.map(text),
    anyValue.map(json),
    deepJson.map(json),
    // An object whose type is missing, of the wrong type, or unknown.
    fc
      .record({
        type: fc.oneof(
          wrongTypeFor('join'),
          fc.constantFrom(...MESSAGE_TYPES).chain(spliceText),
          fc.constantFrom('JOIN', 'presence', 'error', 'recipe_update', 'presence_state'),
          edgeText,
        ),
        recipeId: badRecipeId,
      })
      .map(json),
    fc.dictionary(suspiciousKey, anyValue).map(json),
    // join and leave naming no recipe, with odd extra fields.
    fc
      .record({
        type: fc.constantFrom('join', 'leave'),
        recipeId: badRecipeId,
        userId: fc.option(anyValue, { nil: undefined }),
      })
      .map(json),
    // Prototype keys (the server parses with JSON.parse, not a prototype-safe parser).
    fc
      .constantFrom(
        '{"__proto__":{"type":"join"},"type":"join","recipeId":"x"}',
        '{"type":"join","recipeId":"x","constructor":{"prototype":{"type":"leave"}}}',
        '{"type":"join","recipeId":{"toString":"x"}}',
      )
      .map(text),
    // Huge: over the message limit (the socket is closed), or just under it.
    fc
      .integer({ min: maxMessageBytes - 200, max: maxMessageBytes * 3 })
      .map((size) => json({ type: 'join', recipeId: 'x'.repeat(size) })),
    hugeText.map((recipeId) => json({ type: 'join', recipeId })),
    fc
      .uint8Array({ maxLength: 64 })
      .map((bytes): WsFrame => ({ kind: 'binary', bytes: [...bytes] })),
    fc
      .array(fc.constantFrom(0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0), { minLength: 1, maxLength: 8 })
      // Some of these sequences happen to be UTF-8 (ED 80 A0 is U+D020).
      .filter((bytes) => !isUtf8(Buffer.from(bytes)))
      .map((bytes): WsFrame => ({
        kind: 'not-utf8',
        bytes: [...Buffer.from('{"type":"'), ...bytes],
      })),
  );
}

/** The bytes a frame puts on the wire. */
export function frameBytes(frame: WsFrame): Buffer {
  return frame.kind === 'text' ? Buffer.from(frame.text) : Buffer.from(frame.bytes);
}

/** What the server must answer (ids generated here never name a recipe the user may read). */
export function expectedAnswer(frame: WsFrame, maxMessageBytes: number): WsAnswer {
  if (frame.kind === 'not-utf8') return { close: INVALID_PAYLOAD };
  const bytes = frameBytes(frame);
  if (bytes.length > maxMessageBytes) return { close: WS_CLOSE_CODES.messageTooBig };
  if (frame.kind === 'binary') return { error: true };
  let value: unknown;
  try {
    // As the server reads it: lone surrogates went out as U+FFFD.
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { error: true };
  }
  const parsed = ClientMessageSchema.safeParse(value);
  // A join names no recipe (refused as not found); anything else is malformed.
  if (!parsed.success || parsed.data.type === 'join') return { error: true };
  return { atMostAnError: true };
}

// ── the client side ──────────────────────────────────────────────────────────────────────────

/** 101 when the upgrade was accepted (the socket is closed at once), else the refusal's status. */
export function upgradeStatus(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { cookie } });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** `promise`, or a failure naming `what` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
