// The bad input each route gets, as fast-check arbitraries: one field of its valid body spoiled,
// a body that is not its JSON object (or not JSON, mislabelled, too big), a spoiled query string,
// path parameters naming nothing it may touch, and NUL or lone surrogates in its text fields.
import fc from 'fast-check';
import type { Config } from '../../config';
import {
  BROKEN_ESCAPES,
  NOT_TEXT,
  anyValue,
  deepJson,
  edgeText,
  forgedToken,
  holdsNonText,
  jsonText,
  oddNumber,
  oddNumberText,
  overLimitFor,
  percentEncode,
  spliceText,
  suspiciousKey,
  wireParam,
  wireText,
  wrongTypeFor,
} from './generators';
import {
  changedBody,
  paramNames,
  type BodyChange,
  type FuzzInput,
  type Route,
  type RouteSpec,
  type WireBody,
} from './requests';

/**
 * Every kind of bad input for a route, by name, each with the rest of the request valid.
 * `foreignIds` name things that exist but that the caller may not touch.
 */
export function badInputKinds<F>(
  route: Route,
  spec: RouteSpec<F>,
  fixtures: F,
  config: Config,
  foreignIds: string[],
): Record<string, fc.Arbitrary<FuzzInput>> {
  const isRead = route.method === 'GET';
  const sample = isRead ? undefined : spec.body?.sample(fixtures);
  const limit = spec.bodyLimit?.(config) ?? config.BODY_LIMIT_BYTES;
  const hugeSizes = [...new Set([config.BODY_LIMIT_BYTES + 1, limit + 1])];
  const spoiledField = sample ? bodyChange(sample).map((change) => ({ change })) : null;
  const garbage = garbageBody(sample ? jsonText(sample) : '', hugeSizes).map((body) => ({ body }));
  const query = garbageQuery(spec.query?.(fixtures) ?? {});

  const kinds: Record<string, fc.Arbitrary<FuzzInput>> = {};
  if (spoiledField) kinds['one field of a valid body spoiled'] = spoiledField;
  kinds['a body that is not its JSON object, or not JSON'] = garbage;
  // A query is read only by GETs (and checked by the signed upload URL); elsewhere it comes
  // with a spoiled body, so the request stays bad input.
  kinds['a spoiled query string'] =
    isRead || spec.signedUrl
      ? query.map((text) => ({ query: text }))
      : fc
          .tuple(query, spoiledField ?? garbage)
          .map(([text, input]) => ({ ...input, query: text }));
  if (paramNames(route.url).length) {
    kinds['path parameters naming nothing it may touch'] = garbageParams(route.url, foreignIds).map(
      (params) => ({ params }),
    );
  }
  return kinds;
}

/**
 * The fields of a route's valid body that hold text (a string, or a list of them) which the
 * contract would take with a NUL in it: where only the check for non-text can refuse it.
 */
export function textFieldsOf<F>(route: Route, spec: RouteSpec<F>, fixtures: F): string[] {
  const sample = route.method === 'GET' ? undefined : spec.body?.sample(fixtures);
  if (!sample || !spec.body) return [];
  const { schema } = spec.body;
  return Object.keys(sample).filter((field) => {
    const value = sample[field];
    if (typeof value !== 'string' && !Array.isArray(value)) return false;
    const withNul = Array.isArray(value) ? ['a\u0000b'] : `${value}\u0000`;
    return schema.safeParse(changedBody(sample, { set: [field, withNul] })).success;
  });
}

/** One field of the valid body spoiled: wrong type, past its limit, deep, mangled, or missing; or a key added. */
export function bodyChange(sample: Record<string, unknown>): fc.Arbitrary<BodyChange> {
  const fields = Object.keys(sample);
  const textFields = fields.filter((field) => typeof sample[field] === 'string');
  const spoil = fc.constantFrom(...fields).chain((field) => {
    const valid = sample[field];
    const values = [wrongTypeFor(valid), overLimitFor(valid), deepJson];
    if (typeof valid === 'string') values.push(spliceText(valid));
    return fc.oneof(...values).map((value): BodyChange => ({ set: [field, value] }));
  });
  const also = textFields.length
    ? fc.option(fc.tuple(fc.constantFrom(...textFields), edgeText), { nil: undefined })
    : fc.constant(undefined);
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: spoil },
        { weight: 1, arbitrary: fc.constantFrom(...fields).map((drop): BodyChange => ({ drop })) },
        {
          weight: 1,
          arbitrary: fc.tuple(suspiciousKey, anyValue).map(([key, value]): BodyChange => ({
            extra: [key, value],
          })),
        },
      ),
      also,
    )
    .map(([change, extraText]) => (extraText ? { ...change, also: extraText } : change));
}

/** Known malformed JSON. */
const BAD_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  '{"a" 1}',
  '{"a":1}}',
  'NaN',
  'undefined',
  '"unterminated',
  '{"a":"\\x"}',
  '{"a":01}',
  '\uFEFF',
  '\uFEFF\uFEFF{}',
  '//{}',
  '{"a":1}\u0000',
];

/** Content types no route of the app reads as JSON or text. */
const FOREIGN_CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/json-patch+json',
  'application/jsonp',
];

/** Content-Type headers that are malformed or unusual: sent only with a body that is bad anyway. */
const ODD_CONTENT_TYPES = [
  ';',
  'application/',
  '/json',
  '*/*',
  'application/json;',
  'application/json; charset',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  'text/plain; charset=utf-8',
  'TEXT/PLAIN',
  'application/json; charset="\\"',
];

const isNotJson = (text: string) => {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return false;
  } catch {
    return true;
  }
};

/** Bodies that are not the route's object at all, or not JSON, or too big, or mislabelled. */
export function garbageBody(sampleText: string, hugeSizes: number[]): fc.Arbitrary<WireBody> {
  const json = (text: string): WireBody => ({ contentType: 'application/json', text });
  const malformed = fc.oneof(
    fc.nat({ max: Math.max(0, sampleText.length - 1) }).map((end) => sampleText.slice(0, end)),
    fc.constantFrom(...BAD_JSON),
    edgeText.filter(isNotJson),
  );
  return fc.oneof(
    // Not an object: numbers, strings, arrays, null, deep nesting.
    fc
      .oneof(edgeText, oddNumber, fc.boolean(), fc.constant(null), fc.array(anyValue), deepJson)
      .map((value) => json(jsonText(value))),
    malformed.map(json),
    // Invalid UTF-8 after an unfinished JSON text.
    fc
      .tuple(
        fc.nat({ max: Math.max(0, sampleText.length - 1) }),
        fc.array(fc.constantFrom(0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0), { minLength: 1 }),
      )
      .map(([end, trailingBytes]) => ({ ...json(sampleText.slice(0, end)), trailingBytes })),
    fc.constantFrom(...FOREIGN_CONTENT_TYPES, 'text/plain').map((contentType) => ({
      contentType,
      text: sampleText,
    })),
    fc.constant<WireBody>({ text: sampleText }),
    fc
      .tuple(fc.constantFrom(...ODD_CONTENT_TYPES), malformed)
      .map(([contentType, text]) => ({ contentType, text })),
    fc.constantFrom(...hugeSizes).map((size) => ({ ...json(''), hugeBytes: size })),
    fc
      .constantFrom(
        '{"__proto__":{"isAdmin":true},',
        '{"constructor":{"prototype":{"isAdmin":true}},',
      )
      .map((start) => json(start + (sampleText.length > 2 ? sampleText.slice(1) : '"a":1}'))),
  );
}

/** A query string of the route's own keys spoiled, keys it does not know, or broken escapes. */
export function garbageQuery(validQuery: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(validQuery);
  const encoded = (pairs: Array<[string, string]>) =>
    pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  const badValue = fc.oneof(
    edgeText,
    oddNumberText,
    forgedToken,
    fc.constantFrom('x'.repeat(201), 'x'.repeat(2001)),
  );
  const spoiled = keys.length
    ? fc.tuple(fc.constantFrom(...keys), badValue, fc.boolean()).map(([key, value, repeat]) => {
        const pairs = Object.entries(validQuery).map(([k, v]): [string, string] => [
          k,
          k === key ? value : v,
        ]);
        // A repeated key reaches the route as an array instead of a string.
        return encoded(repeat ? [...pairs, [key, value]] : pairs);
      })
    : wireText;
  return fc.oneof(
    { weight: 3, arbitrary: spoiled },
    {
      weight: 1,
      arbitrary: fc
        .array(
          fc.tuple(fc.oneof(suspiciousKey, fc.constantFrom('a[b]', 'a.b', '=', '&')), edgeText),
          {
            minLength: 1,
            maxLength: 4,
          },
        )
        .map(encoded),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(
          fc.oneof(wireText, fc.constantFrom(...BROKEN_ESCAPES, '&', '=', '&&', '==', '+', '#')),
          {
            minLength: 1,
            maxLength: 8,
          },
        )
        .map((parts) => parts.join('')),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 2000, max: 40_000 }).map((n) => `q=${'x'.repeat(n)}`),
    },
  );
}

/**
 * Path parameters that name nothing the caller may touch: garbage in each parameter, or (for an
 * id) the id of something that exists but is not the caller's to see.
 */
export function garbageParams(
  url: string,
  foreignIds: string[],
): fc.Arbitrary<Record<string, string>> {
  const names = paramNames(url);
  const value = (name: string) => {
    if (name === '*') {
      return fc
        .array(fc.oneof(wireParam, fc.constantFrom('..', '.', '')), { minLength: 1, maxLength: 4 })
        .map((parts) => parts.join('/'));
    }
    return name === 'id' && foreignIds.length
      ? fc.oneof(
          { weight: 4, arbitrary: wireParam },
          { weight: 1, arbitrary: fc.constantFrom(...foreignIds) },
        )
      : wireParam;
  };
  return fc.record(Object.fromEntries(names.map((name) => [name, value(name)])));
}

/** Text spliced with NUL or a lone surrogate into one text field of the valid body. */
export function nonTextChange(
  sample: Record<string, unknown>,
  textFields: string[],
): fc.Arbitrary<BodyChange> {
  return fc
    .record({
      field: fc.constantFrom(...textFields),
      bad: fc.constantFrom(...NOT_TEXT),
      around: fc.option(
        edgeText.filter((text) => !holdsNonText(text)),
        { nil: undefined },
      ),
      at: fc.nat(),
    })
    .map(({ field, bad, around, at }) => {
      const valid = sample[field];
      const insert = (text: string) => {
        const position = at % (text.length + 1);
        return text.slice(0, position) + (around ?? '') + bad + text.slice(position);
      };
      const value = Array.isArray(valid)
        ? valid.map((line, i) => (i === 0 ? insert(String(line)) : line))
        : insert(String(valid));
      return { set: [field, value] };
    });
}
