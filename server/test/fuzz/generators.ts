// The bad input the fuzz suite sends, as fast-check arbitraries: awkward text (NUL, lone
// surrogates, bidi and zero-width marks, emoji, combining marks, long lines), values of the wrong
// type, values past the contract's limits, deep nesting, bodies that are not JSON objects or not
// JSON at all, hostile query strings and path segments. Everything here is data; whether a given
// input is bad for a given route is decided in requests.ts.
import fc from 'fast-check';

/** A JSON fragment sent exactly as written: numbers JSON cannot otherwise carry, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson fragments (keys such as "__proto__" kept as keys). */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Text that trips code handling strings: each piece is a known troublemaker. */
export const EDGE_TEXT = [
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uDC00\uD800',
  '\u202E',
  '\u202D',
  '\u200F',
  '\u2066',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u2028',
  '\u2029',
  '\u0085',
  '\r\n',
  '\t',
  '\u000B',
  '\u001B[31m',
  '\u007F',
  '🍕',
  '👩🏽‍🍳',
  '🏳️‍🌈',
  '\u{1F1EB}\u{1F1F7}',
  'e\u0301',
  'Z\u0364\u0311\u0313a\u0308\u0356\u032D',
  'İ',
  'ß',
  'ﬃ',
  'ǅ',
  '\u{10FFFF}',
  '\uFFFF',
  '\uFFFE',
  '\uFFFD',
  '%00',
  '%',
  '\\',
  '"',
  "'",
  '`',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${7*7}',
  '{{7*7}}',
  '../../',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  // Search syntax: FTS5, tsquery and LIKE operators.
  'NEAR(a b)',
  'title:a',
  ' OR ',
  'NOT',
  '-a*',
  '^a',
  '(a',
  'a & !b',
  'a <-> b',
  'a:*',
  '%_\\',
] as const;

/** NUL and the UTF-16 halves that are not text on their own. */
export const NOT_TEXT = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800'] as const;

/** Does this string hold NUL or a lone surrogate? */
export function holdsNonText(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

const edgePiece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 }) },
);

/** A short string made of edge pieces (at most a few hundred UTF-16 units). */
export const edgeText = fc
  .array(edgePiece, { minLength: 1, maxLength: 10 })
  .map((pieces) => pieces.join(''));

/**
 * Text longer than any bounded field of the contract allows (5000 units is the largest limit),
 * made of one repeated edge piece, or one very long line.
 */
export const hugeText = fc
  .record({ piece: edgePiece, length: fc.integer({ min: 5001, max: 40_000 }) })
  .map(({ piece, length }) => piece.repeat(Math.ceil(length / piece.length)));

/** Nesting far deeper than any payload: arrays, or objects of one key. */
export const deepJson = fc
  .record({ depth: fc.integer({ min: 64, max: 20_000 }), shape: fc.constantFrom('[', '{') })
  .map(({ depth, shape }) =>
    shape === '['
      ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** Numbers JSON can spell but code may not expect. */
export const oddNumber = fc.oneof(
  fc.constantFrom(
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('1e-400'),
    new RawJson('-0'),
    new RawJson('123456789012345678901234567890'),
  ),
  fc.constantFrom(-1, 1.5, 2 ** 53 + 2, -(2 ** 31), 1e300, 0.1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON-ish value built from the pieces above (shallow). */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeText,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(edgeText, fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(edgeText, fc.oneof(edgeText, fc.integer()), { maxKeys: 4 }),
);

/** A value of another JSON type than `valid` (which is a string, number, boolean or array). */
export function wrongTypeFor(valid: unknown): fc.Arbitrary<unknown> {
  const notString = fc.oneof(oddNumber, fc.boolean(), fc.array(edgeText, { maxLength: 4 }));
  const object = fc.dictionary(edgeText, anyValue, { maxKeys: 4 });
  if (typeof valid === 'string') return fc.oneof(notString, object);
  if (typeof valid === 'number') {
    return fc.oneof(
      edgeText,
      fc.constantFrom('10', '1e3', ''),
      fc.boolean(),
      object,
      fc.array(fc.integer()),
    );
  }
  if (typeof valid === 'boolean') {
    return fc.oneof(fc.constantFrom('true', 'false', 1, 0, [], {}), edgeText);
  }
  if (Array.isArray(valid)) {
    return fc.oneof(
      edgeText,
      oddNumber,
      object,
      fc.array(fc.oneof(oddNumber, fc.constant(null), fc.boolean(), object, fc.array(edgeText)), {
        minLength: 1,
        maxLength: 5,
      }),
    );
  }
  return anyValue;
}

/** A value past the contract's limits for a field whose valid value is `valid`. */
export function overLimitFor(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === 'string') return hugeText;
  if (typeof valid === 'number') return oddNumber.filter((n) => n instanceof RawJson || n !== 0);
  if (Array.isArray(valid)) {
    return fc.oneof(
      fc.integer({ min: 501, max: 3000 }).map((count) => Array.from({ length: count }, () => 'x')),
      hugeText.map((line) => [line]),
      fc
        .integer({ min: 31, max: 200 })
        .map((count) => Array.from({ length: count }, (_, i) => `t${i}`)),
    );
  }
  return hugeText;
}

/** A valid string with awkward text spliced in: breaks enums, e-mail addresses, ids, codes. */
export function spliceText(valid: string): fc.Arbitrary<string> {
  return fc
    .record({ at: fc.nat({ max: valid.length }), text: edgeText })
    .map(({ at, text }) => valid.slice(0, at) + text + valid.slice(at));
}

/** Keys an attacker might add to a body. */
export const suspiciousKey = fc.oneof(
  fc.constantFrom(
    'id',
    'ownerUid',
    'userId',
    'createdAt',
    'accountType',
    'isAdmin',
    'subscriptionPlan',
    '',
    'constructor',
    'prototype',
    'toString',
  ),
  edgeText,
);

// ── the wire: percent-encoding of anything, including lone surrogates ─────────────────────────

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** UTF-8 bytes of a string, with lone surrogates as their 3-byte (WTF-8) form. */
function wtf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    let code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      i += 1;
    }
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
    }
  }
  return bytes;
}

/** Percent-encodes every byte but the unreserved ASCII ones (lone surrogates as WTF-8). */
export function percentEncode(text: string): string {
  return wtf8Bytes(text)
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && UNRESERVED.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Escapes that are not valid percent-encoding, or decode to bytes that are not UTF-8. */
export const BROKEN_ESCAPES = [
  '%',
  '%%',
  '%zz',
  '%0',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '%C0%80',
  '%FF',
  '%E2%82',
  '%F4%90%80%80',
] as const;

/** A segment of a URL as it goes on the wire: encoded edge text, broken escapes, odd ASCII. */
export const wireText = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: edgeText.map(percentEncode) },
      { weight: 2, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
      {
        weight: 1,
        arbitrary: fc.string({
          unit: fc.constantFrom(...'!$\'()*+,;:@"<>{}|\\^`[]~.-_'.split('')),
          minLength: 1,
          maxLength: 4,
        }),
      },
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** A path parameter that names nothing: awkward text, too long, dot segments, broken escapes. */
export const wireParam = fc.oneof(
  { weight: 4, arbitrary: wireText },
  { weight: 1, arbitrary: fc.constantFrom('.', '..', '%2e%2e', '%2F', '..%2F..%2Fetc%2Fpasswd') },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 65, max: 20_000 }).map((length) => 'a'.repeat(length)),
  },
  { weight: 1, arbitrary: hugeText.map((text) => percentEncode(text.slice(0, 3000))) },
);

/** Numbers as a query string spells them, wrongly. */
export const oddNumberText = fc.constantFrom(
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  ' 5',
  '5 ',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740991',
  '9007199254740993',
  '1e400',
  '٣',
  '１',
  '',
  '[]',
  'true',
);

/** Opaque tokens (cursors) as clients might forge them: base64url of odd JSON. */
export const forgedToken = fc
  .oneof(anyValue, fc.tuple(anyValue, anyValue), fc.tuple(edgeText, edgeText))
  .map((value) => Buffer.from(jsonText(value)).toString('base64url'));

/** A Cookie header that opens no session: forged, malformed or oversized. */
export const forgedCookie = fc.oneof(
  wireText.map((value) => `potluck_sid=${value}`),
  wireText,
  fc.constant(`potluck_sid=${'a'.repeat(8000)}`),
  fc.constant('potluck_sid=a; potluck_sid=b; potluck_sid='),
);
