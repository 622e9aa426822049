// Bad WebSocket frames for /ws and what the server must answer to each: an `error` message, at
// most one (a `leave` of a recipe never joined is ignored), the one sync answer a sync message
// must get (ws-sync.ts), or a close with the right code; and the client side of the upgrade.
import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import WebSocket from 'ws';
import {
  ClientMessageSchema,
  WS_CLOSE_CODES,
  type ServerMessage,
} from '../../../contract/realtime';
import {
  anyValue,
  deepJson,
  edgeText,
  holdsNonText,
  hugeText,
  jsonText,
  spliceText,
  suspiciousKey,
  wrongTypeFor,
} from './generators';
import { foreignIdsOf, isSyncMessage, syncMessages, type OpenDocs, type SyncDocs } from './ws-sync';

export type WsFrame =
  | { kind: 'text'; text: string }
  | { kind: 'binary'; bytes: number[] }
  /** A text frame whose bytes are not UTF-8. */
  | { kind: 'not-utf8'; bytes: number[] };

/**
 * An error message (its code is the server's to choose, but never `server_error`); at most one
 * (a `leave` of a recipe never joined is ignored); nothing (a sync_close); one sync message of
 * the document (for an update, with its ref), a sync_refused with `code` when one is named and
 * never `server_error`; or a close.
 */
export type WsAnswer =
  | { error: true }
  | { atMostAnError: true }
  | { nothing: true }
  | {
      sync: 'sync_state' | 'sync_ack' | 'sync_refused';
      docId: string;
      ref?: number;
      code?: string;
    }
  | { close: number };

/** RFC 6455: a text frame that is not UTF-8. */
const INVALID_PAYLOAD = 1007;

const text = (value: string): WsFrame => ({ kind: 'text', text: value });
const json = (value: unknown): WsFrame => text(jsonText(value));

const MESSAGE_TYPES = [
  'join',
  'leave',
  'watch_list',
  'unwatch_list',
  'watch_discover',
  'sync_open',
  'sync_update',
  'sync_close',
];

/**
 * Frames for /ws. A join of another's document or of a non-document is refused like a join of
 * nothing, and so is a sync_open.
 */
export function wsFrames(maxMessageBytes: number, docs: SyncDocs): fc.Arbitrary<WsFrame> {
  const badRecipeId = fc.oneof(
    { weight: 3, arbitrary: edgeText },
    { weight: 1, arbitrary: wrongTypeFor('id') },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'x'.repeat(65), ...foreignIdsOf(docs)) },
    { weight: 1, arbitrary: deepJson },
  );
  return fc.oneof(
    // The sync engine's messages: more than all the others together, for their many cases.
    { weight: 15, arbitrary: syncMessages(docs).map(json) },
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

/**
 * What the server must answer (a join generated here never names a recipe the user may read);
 * `openDocs` is the socket's open documents, which a sync message's answer depends on and may
 * change.
 */
export function expectedAnswer(
  frame: WsFrame,
  maxMessageBytes: number,
  openDocs: OpenDocs,
): WsAnswer {
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
  // A join names no recipe (refused as not found); text that is not text (NUL, a lone surrogate
  // sent escaped) is refused wherever it is; anything else is malformed.
  if (!parsed.success || parsed.data.type === 'join' || holdsNonTextIn(value)) {
    return { error: true };
  }
  if (isSyncMessage(parsed.data)) return openDocs.answer(parsed.data);
  return { atMostAnError: true };
}

/** Whether a string or key in `value` holds NUL or a lone surrogate (as deep as the server looks). */
function holdsNonTextIn(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return holdsNonText(value);
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  return Object.entries(value).some(
    ([key, item]) => holdsNonText(key) || holdsNonTextIn(item, depth + 1),
  );
}

/**
 * What is wrong with the answers to a frame, or null. Whatever the frame, a sync_state may only
 * name a document the user may read.
 */
export function wrongAnswers(
  expected: Exclude<WsAnswer, { close: number }>,
  answers: ServerMessage[],
  openDocs: OpenDocs,
): string | null {
  const leak = answers.find((m) => m.type === 'sync_state' && !openDocs.mayRead(m.docId));
  if (leak) return 'a sync_state of a document the user may not read';
  if (answers.some((m) => 'code' in m && m.code === 'server_error')) return 'a server_error';
  if ('nothing' in expected) {
    return answers.length === 0 ? null : 'answers to a message that has none';
  }
  if ('sync' in expected) {
    const answer: Record<string, unknown> | undefined = answers[0];
    const isRight =
      answers.length === 1 &&
      answer?.type === expected.sync &&
      answer.docId === expected.docId &&
      (expected.ref === undefined || answer.ref === expected.ref) &&
      (expected.code === undefined || answer.code === expected.code);
    return isRight ? null : `not the one answer expected: ${JSON.stringify(expected)}`;
  }
  if (!answers.every((m) => m.type === 'error')) return 'an answer that is not an error';
  if ('error' in expected) return answers.length === 1 ? null : 'not exactly one error';
  return answers.length <= 1 ? null : 'more than one error';
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
