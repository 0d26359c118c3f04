/**
 * Property-based fuzzing of HTTP routes (issue 9.9), for the gateway's and every service's tests:
 * fast-check makes hostile bodies, query strings and headers; `fuzzRoute` sends them to a route and
 * checks the invariants every answer keeps, whatever it was sent (see `answerProblems`). Test
 * support only, never imported by production code.
 */
import http from 'node:http';
import path from 'node:path';
import * as fc from 'fast-check';
import { isErrorBody } from '@scp/shared/contracts/errors';

export type FuzzMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface FuzzRoute {
  method: FuzzMethod;
  /**
   * The route's path, e.g. `/api/auth/sign-in`. A `:name` segment is filled from `params.name`
   * and from hostile segments, so the route's parameter parsing is fuzzed too.
   */
  path: string;
  /** Told apart in reports, e.g. 'signed in'. */
  label?: string;
  /** Known good values per `:name` segment. */
  params?: Record<string, readonly string[]>;
  /**
   * A body the route accepts. Random bodies rarely get past its schema, so it is also sent with
   * fields swapped for hostile values, dropped, or joined by hostile keys.
   */
  validBody?: Record<string, unknown>;
  /** Query keys the route reads: hostile query strings aim at them. */
  queryKeys?: readonly string[];
  /**
   * The caller (internal token, session cookie), made fresh for each request and told the request
   * line (a token may be bound to it). These win over the hostile headers, except `cookie`, where
   * the hostile pairs are added after the caller's.
   */
  headers?: (request: {
    method: FuzzMethod;
    target: string;
  }) => Record<string, string> | Promise<Record<string, string>>;
}

export interface FuzzRequest {
  method: FuzzMethod;
  /** Path and query exactly as they go on the request line (never normalised). */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export type FuzzSend = (request: FuzzRequest) => Promise<FuzzResponse>;

export interface FuzzOptions {
  send: FuzzSend;
  /** Cases per route (default 30): enough to hit every kind of input, small enough for CI. */
  numRuns?: number;
  /** Replays a reported failure (its report gives the seed). */
  seed?: number;
  /**
   * Shrinks a failure to a smaller request (off by default: each step is a real request, thousands
   * of them eat rate limits and minutes, and the report already shows the failing request).
   */
  shrink?: boolean;
  /**
   * How many records the service holds (e.g. documents in `users`): it must not grow from a
   * request answered >= 400. Nothing may run in the background between two requests.
   */
  storedCount?: () => Promise<number>;
  /**
   * The 5xx answers allowed: 503 by default, for a dependency the test leaves out on purpose (a
   * provider that is not configured, a service that is down). 500 never is.
   */
  allowedServerErrors?: readonly number[];
}

// ---------------------------------------------------------------------------------------------
// Hostile input

/** Percent-encodes every byte but the unreserved ones: any string can then go on the request line. */
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A few KB of one character (plain, multi-byte, NUL, a quote): length limits must hold before any work. */
function longText(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('a', 'é', '\u0000', '𝕏', '<', '"', '%', ' '), fc.integer({ min: 256, max }))
    .map(([unit, length]) => unit.repeat(length));
}

/** Property names that have bitten JavaScript servers: prototype pollution and query operators. */
const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '$where',
  '$ne',
  '$gt',
  '$regex',
  '$set',
  '',
  ' ',
  'a.b',
  '\u0000',
] as const;

/** The first surrogate code point (so also how many code points come before them), and how many surrogates there are. */
const BELOW_SURROGATES = 0xd800;
const SURROGATES = 0x800;

/**
 * Any Unicode scalar value (every code point but the surrogates), as fast-check's `unit: 'binary'`
 * draws them. Its own unit builds a reverse table of all 1.1 million on first use, about 2 s in
 * every test file (each file loads fast-check afresh); this one maps an integer both ways instead.
 */
const anyCodePoint: fc.Arbitrary<string> = fc.integer({ min: 0, max: 0x10ffff - SURROGATES }).map(
  (index) => String.fromCodePoint(index < BELOW_SURROGATES ? index : index + SURROGATES),
  (value) => {
    const codePoint = typeof value === 'string' ? value.codePointAt(0) : undefined;
    if (codePoint === undefined || String.fromCodePoint(codePoint) !== value) throw new Error('not one code point');
    if (codePoint >= BELOW_SURROGATES && codePoint < BELOW_SURROGATES + SURROGATES) throw new Error('a surrogate');
    return codePoint < BELOW_SURROGATES ? codePoint : codePoint - SURROGATES;
  },
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileKeys),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: anyCodePoint, maxLength: 6 }),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: anyCodePoint, maxLength: 12 }),
  fc.string({ unit: 'binary-ascii', maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    '\u202e',
    '\ufeff',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '{"$ne":null}',
    '%s%n',
    'ＡＢＣ@ｅｘａｍｐｌｅ.ｃｏｍ',
    'user@example.com\r\nBcc: x@example.com',
    'javascript:alert(1)',
    '//evil.example',
  ),
  longText(4096),
);

/** JSON number literals that parse to something awkward (Infinity, -0, beyond safe integers). */
const awkwardNumbers = [
  '-0',
  '1e309',
  '-1e309',
  '1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
  '0.1e1',
];

const scalarText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('null', 'true', 'false', ...awkwardNumbers),
  fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map((n) => JSON.stringify(n)),
  hostileString.map((s) => JSON.stringify(s)),
);

/** `{"key": value}` written out by hand, so `__proto__` is a real key of the text, not a prototype. */
function objectText(entries: ReadonlyArray<readonly [string, string]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/** Any JSON value as text: wrong types, nested objects and arrays, hostile keys and strings. */
export const hostileJsonText: fc.Arbitrary<string> = fc.letrec<{
  value: string;
  array: string;
  object: string;
}>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalarText, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).chain((entries) =>
    fc.oneof(
      fc.constant(objectText(entries)),
      // Operators and pollution as whole values, not only as keys.
      fc
        .constantFrom(
          '{"$ne":null}',
          '{"$gt":""}',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
        )
        .map((polluted) => objectText([...entries, ['__proto__', polluted]])),
    ),
  ),
})).value;

/**
 * The route's own body, valid or one step off it: a field hostile (often still a string, so it gets
 * past the type check to the code behind), a field missing, a hostile key added, or several at once.
 */
function nearValidJsonText(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const base = keys.map((key) => [key, JSON.stringify(valid[key])] as const);
  const value = fc.oneof(
    hostileString.map((text) => JSON.stringify(text)),
    hostileJsonText,
  );
  const steps: Array<fc.WeightedArbitrary<string>> = [
    // Valid as it is: then the query and headers are what is hostile.
    { arbitrary: fc.constant(objectText(base)), weight: 2 },
    { arbitrary: fc.tuple(hostileKey, value).map(([key, text]) => objectText([...base, [key, text]])), weight: 1 },
  ];
  if (keys.length > 0) {
    const oneField = fc
      .tuple(fc.constantFrom(...keys), value)
      .map(([key, text]) => objectText(base.map(([name, old]) => [name, name === key ? text : old])));
    const missing = fc.constantFrom(...keys).map((key) => objectText(base.filter(([name]) => name !== key)));
    const several = fc
      .record({
        swaps: fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 3 }),
        dropped: fc.subarray(keys),
        extra: fc.array(fc.tuple(hostileKey, value), { maxLength: 3 }),
      })
      .map(({ swaps, dropped, extra }) => {
        const entries = new Map(base);
        for (const [key, text] of swaps) entries.set(key, text);
        for (const key of dropped) entries.delete(key);
        return objectText([...entries, ...extra]);
      });
    steps.push(
      { arbitrary: oneField, weight: 3 },
      { arbitrary: missing, weight: 1 },
      { arbitrary: several, weight: 1 },
    );
  }
  return fc.oneof(...steps);
}

const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    'undefined',
    'NaN',
    'Infinity',
    '[1,2',
    '\u0000',
    '{"a":"\\x"}',
    '{"a":"\\u12"}',
    '\ufeff{}',
    '{"__proto__":',
    'null null',
    '{"a":1}{"b":2}',
    '<?xml version="1.0"?><a/>',
    '--boundary\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--boundary--',
  ),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
  longText(2048).map((text) => `{"a":"${text}`),
);

export interface HostileBody {
  body?: string;
  contentType?: string;
}

const jsonTypes = ['application/json', 'application/json; charset=utf-8'];
const oddJsonTypes = [
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/json; charset=latin1',
  'application/json; charset=x-unknown',
  'application/json, text/html',
  'application/json; boundary=x',
  'APPLICATION/JSON',
];
const otherTypes = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=boundary',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'application/',
  ';;;',
  'x',
];

const formText = fc.oneof(
  fc.constantFrom(
    'a=1&a=2',
    'a[b]=1&a[c][d]=2',
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'code=%zz&state=%E0%A4%A',
    '=&=&&',
    'a=%00',
    'user={"name":{"firstName":1}}&code=&state=',
  ),
  fc.integer({ min: 1001, max: 1500 }).map((n) => 'a=1&'.repeat(n)),
  fc
    .array(fc.tuple(hostileKey, hostileString), { maxLength: 5 })
    .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')),
);

/** Bodies of every kind a client can send, with the content type that goes with them (or not). */
export function hostileBody(validBody?: Record<string, unknown>): fc.Arbitrary<HostileBody> {
  const json = validBody
    ? fc.oneof({ arbitrary: hostileJsonText, weight: 1 }, { arbitrary: nearValidJsonText(validBody), weight: 3 })
    : hostileJsonText;
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: 2 },
    { arbitrary: fc.record({ body: json, contentType: fc.constantFrom(...jsonTypes) }), weight: validBody ? 8 : 4 },
    { arbitrary: fc.record({ body: malformedJson, contentType: fc.constantFrom(...jsonTypes) }), weight: 2 },
    { arbitrary: fc.record({ body: json, contentType: fc.constantFrom(...oddJsonTypes, ...otherTypes) }), weight: 2 },
    {
      arbitrary: fc.record({
        body: formText,
        contentType: fc.constantFrom('application/x-www-form-urlencoded', ...otherTypes),
      }),
      weight: 2,
    },
    { arbitrary: fc.record({ body: fc.oneof(json, hostileString) }), weight: 1 },
    // Past the 100 kb body limit.
    {
      arbitrary: fc.constant({ body: JSON.stringify({ a: 'a'.repeat(110 * 1024) }), contentType: 'application/json' }),
      weight: 1,
    },
  );
}

const queryGarbage = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%FF%FE',
  '%u0041',
  '+',
  '%2B',
  '%25',
  '%C0%AF',
  '%ED%A0%80',
  '..%2F..%2F',
  '%0D%0ASet-Cookie:%20x=1',
  '%3Cscript%3E',
  '[]',
  '{}',
  '1e309',
  'true',
  'null',
] as const;

function queryPart(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, ...hostileKeys.map(encode)), hostileKey.map(encode));
  const shaped = fc
    .tuple(
      key,
      fc.constantFrom('', '[]', '[b]', '[0]', '[__proto__]', '[constructor][prototype]', '.x', '[a][b][c][d][e][f][g]'),
    )
    .map(([name, shape]) => `${name}${shape}`);
  const value = fc.oneof(
    fc.constantFrom(...queryGarbage),
    hostileString.map((text) => encode(text.slice(0, 256))),
    fc.integer({ min: 256, max: 2000 }).map((n) => 'a'.repeat(n)),
  );
  return fc.oneof(
    fc.tuple(shaped, fc.option(value)).map(([name, text]) => (text === null ? name : `${name}=${text}`)),
    // The same key again and again: a string handler gets an array.
    fc
      .tuple(shaped, fc.array(value, { minLength: 2, maxLength: 4 }))
      .map(([name, values]) => values.map((text) => `${name}=${text}`).join('&')),
  );
}

const MAX_QUERY_LENGTH = 3000;

/** A query string (with its `?`, or empty) of repeated keys, `a[]=`/`a[b]=` shapes and encoded garbage. */
export function hostileQuery(keys: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(''),
    fc.constantFrom('?', '??', '?&', '?=', '?&&=&'),
    fc
      .tuple(
        fc.array(queryPart([...keys, 'a', 'token']), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('&', ';', '&&'),
      )
      // Node refuses a request head over 16 KB (431, before any route): the query stays well below.
      .map(([parts, separator]) => `?${parts.join(separator)}`.slice(0, MAX_QUERY_LENGTH)),
  );
}

/** Header values Node's HTTP client will put on the wire (printable latin1). */
const headerText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'null', 'undefined', '\t', '%00', 'é', '\u00ff\u00fe'),
  fc.integer({ min: 256, max: 2048 }).map((n) => 'a'.repeat(n)),
);

const cookiePair = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(
        'scp.sid',
        'scp.auth.flow',
        'scp.settings.flow',
        'scp.other',
        '__proto__',
        'constructor',
        '',
        ' ',
        '$Version',
      ),
      fc.string({ maxLength: 10 }),
    ),
    fc.oneof(
      fc.constantFrom(
        's%3Aforged.signature',
        's:forged',
        '%E0%A4%A',
        '"quoted"',
        'j:{"a":1}',
        '=',
        '',
        'deleted',
        'eyJhbGciOiJub25lIn0.e30.',
      ),
      fc.string({ maxLength: 30 }),
      fc.integer({ min: 256, max: 1024 }).map((n) => 'x'.repeat(n)),
    ),
  )
  .map(([name, value]) => `${name}=${value}`);

export const hostileCookie: fc.Arbitrary<string> = fc
  .tuple(fc.array(cookiePair, { minLength: 1, maxLength: 4 }), fc.constantFrom('; ', ';', ';;', ', '))
  .map(([pairs, separator]) => pairs.join(separator));

const hostileHeaderValues: Record<string, fc.Arbitrary<string>> = {
  'content-type': fc.oneof(fc.constantFrom(...jsonTypes, ...oddJsonTypes, ...otherTypes), headerText),
  'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip'),
  cookie: hostileCookie,
  accept: fc.constantFrom('text/html', '*/*', 'application/xml', 'text/event-stream', ';q=x', ''),
  'accept-language': headerText,
  'user-agent': headerText,
  'x-forwarded-for': fc.oneof(
    fc.constantFrom('not-an-ip', '::ffff:999.1.1.1', '1.2.3.4, 5.6.7.8', ' , ,', 'unknown', '2001:db8::1%eth0', '::'),
    headerText,
  ),
  'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
  'x-forwarded-host': headerText,
  'x-request-id': headerText,
  origin: fc.constantFrom('null', 'https://evil.example', 'http://app.test.evil.example', 'file://', ''),
  'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'same-site', 'none', 'garbage'),
  authorization: fc.constantFrom('Bearer eyJhbGciOiJub25lIn0.e30.', 'Basic Og==', 'Bearer'),
  'x-internal-token': fc.constantFrom('eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.', 'garbage', ''),
  'x-session-grant': fc.constantFrom('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad', 'garbage'),
  'x-session-revoke-user': fc.constant('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad'),
  'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
  host: fc.constantFrom('evil.example', 'localhost:1', '[::1]', 'a'.repeat(300)),
  range: fc.constantFrom('bytes=0-1,5-2', 'bytes=999999-', 'bytes=x'),
  'if-none-match': fc.constantFrom('*', '"x"', 'W/'),
  'if-modified-since': fc.constantFrom('garbage', 'Thu, 01 Jan 2099 00:00:00 GMT'),
  'if-match': fc.constantFrom('"nope"', '*', 'garbage'),
  'if-unmodified-since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'garbage'),
};

/**
 * Headers a client controls: odd content types and encodings, forged identity, long values, odd
 * cookies. A few at a time: with all of them at once nearly every request would stop at the first
 * check (a foreign Origin, a broken encoding) and the routes behind it would never be reached.
 */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .uniqueArray(fc.constantFrom(...Object.keys(hostileHeaderValues)), { maxLength: 3 })
  .chain((names) =>
    fc.record(Object.fromEntries(names.map((name) => [name, hostileHeaderValues[name] ?? fc.constant('')]))),
  );

/** `/a/:b` with `:b` from the route's known values or a hostile segment. */
function routePath(route: FuzzRoute): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return fc.constant(route.path);
  const segment = (name: string): fc.Arbitrary<string> => {
    const known = route.params?.[name] ?? [];
    const hostile = fc.oneof(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'toString',
        '%00',
        '%E0%A4%A',
        '%2e%2e',
        '..',
        '%2F',
        'a'.repeat(300),
      ),
      hostileString.map((text) => encode(text.slice(0, 64)) || 'x'),
    );
    return known.length > 0 ? fc.oneof(fc.constantFrom(...known), fc.constantFrom(...known), hostile) : hostile;
  };
  return fc
    .tuple(...names.map((name) => segment(name)))
    .map((values) => names.reduce((text, name, i) => text.replace(`:${name}`, values[i] ?? ''), route.path));
}

export interface FuzzInput {
  path: string;
  query: string;
  headers: Record<string, string>;
  body: HostileBody;
}

/** Everything one request to `route` carries, hostile in every part. */
export function fuzzInput(route: FuzzRoute): fc.Arbitrary<FuzzInput> {
  return fc.record({
    path: routePath(route),
    query: hostileQuery(route.queryKeys),
    headers: hostileHeaders,
    body: hostileBody(route.validBody),
  });
}

// ---------------------------------------------------------------------------------------------
// Invariants

/** The repository's folder (kit/src or kit/dist, two levels below): a body naming it leaks the layout. */
const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** What a body must never show: how the server is built and where it runs. */
const leaks: ReadonlyArray<readonly [string, RegExp]> = [
  ['a stack line', /(?:^|\n) {4}at \S/],
  ['a stack frame', /\bat (?:async )?[\w$.<>[\] ]*\(?(?:\/|[A-Za-z]:\\|node:|file:)[^\s)]*:\d+:\d+\)?/],
  ['a source position', /[\w-]\.(?:[cm]?[jt]sx?):\d+:\d+/],
  ['node_modules', /node_modules/],
  ['an error with a file path', /\b\w*Error: [^\n]*(?:\/|\\)[\w.-]+\.(?:[cm]?[jt]sx?|node)\b/],
  ['a JavaScript error', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|EvalError)\b/],
  ['a database error', /\bE11000\b|\bMongo\w*Error\b|\bMongooseError\b|\bCast to \w+ failed\b|\bBSON\w*Error\b/],
  ['a raw validation dump', /\[\s*\{\s*"(?:expected|code|origin)"\s*:/],
  ...(repoRoot.split(path.sep).filter(Boolean).length >= 2
    ? ([['the server folder', new RegExp(repoRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))]] as const)
    : []),
];

/** Every string in a JSON value, so an escaped `\n    at` is read as the line it is. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      stringsOf(item, out);
    }
  }
  return out;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Built files (scripts, styles, images, fonts) are the app's code, not answers to check for leaks. */
function isStaticAsset(contentType: string): boolean {
  return /javascript|css|wasm|^image\/|^font\//.test(contentType);
}

function headerOf(response: FuzzResponse, name: string): string {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * What is wrong with an answer to `request`; empty when it keeps every invariant:
 * - no 500, and no other 5xx than the allowed ones;
 * - no stack trace or internal detail in the body (text the request itself carried is an echo, not a leak);
 * - from 400 up, a JSON body `{ error: { code, message, field? } }`.
 */
export function answerProblems(
  request: FuzzRequest,
  response: FuzzResponse,
  allowedServerErrors: readonly number[] = [503],
): string[] {
  const problems: string[] = [];
  if (response.status >= 500 && (response.status === 500 || !allowedServerErrors.includes(response.status))) {
    problems.push(`answered ${response.status}`);
  }
  const contentType = headerOf(response, 'content-type').toLowerCase();
  const parsed = parseJson(response.text);
  if (!isStaticAsset(contentType)) {
    const sent = [request.target, safeDecode(request.target), ...Object.values(request.headers), request.body ?? ''];
    const sentJson = request.body === undefined ? undefined : parseJson(request.body);
    if (sentJson?.ok) sent.push(...stringsOf(sentJson.value));
    const haystacks = [response.text, ...(parsed.ok ? stringsOf(parsed.value) : [])];
    for (const [what, pattern] of leaks) {
      for (const text of haystacks) {
        const found = pattern.exec(text)?.[0];
        if (found !== undefined && !sent.some((part) => part.includes(found.trim()))) {
          problems.push(`body shows ${what}: ${JSON.stringify(found)}`);
          break;
        }
      }
    }
  }
  if (response.status >= 400 && request.method !== 'HEAD') {
    if (!contentType.startsWith('application/json'))
      problems.push(`error answer is ${contentType || 'untyped'}, not JSON`);
    else if (!parsed.ok) problems.push('error answer is not valid JSON');
    else if (!isErrorBody(parsed.value)) problems.push('error answer is not { error: { code, message, field? } }');
  }
  return problems;
}

function excerpt(text: string | undefined, max = 300): string {
  if (text === undefined) return '(none)';
  return text.length > max ? `${JSON.stringify(text.slice(0, max))}... (${text.length} chars)` : JSON.stringify(text);
}

function routeName(route: FuzzRoute): string {
  return `${route.method} ${route.path}${route.label ? ` (${route.label})` : ''}`;
}

/** The caller's headers over the hostile ones; cookies of both, the caller's first. */
function mergeHeaders(hostile: Record<string, string>, caller: Record<string, string>, body: HostileBody) {
  const headers: Record<string, string> = { ...hostile };
  if (body.contentType !== undefined && !('content-type' in hostile)) headers['content-type'] = body.contentType;
  for (const [name, value] of Object.entries(caller)) {
    const key = name.toLowerCase();
    headers[key] = key === 'cookie' && hostile.cookie ? `${value}; ${hostile.cookie}` : value;
  }
  return headers;
}

/**
 * Sends `numRuns` hostile requests to one route, one at a time, and fails with the route, the
 * request and the answer of the first one that breaks an invariant (fast-check then shrinks it and
 * prints the seed to replay it).
 */
export async function fuzzRoute(route: FuzzRoute, options: FuzzOptions): Promise<void> {
  const { send, storedCount, allowedServerErrors = [503] } = options;
  await fc.assert(
    fc.asyncProperty(fuzzInput(route), async (input) => {
      const target = `${input.path}${input.query}`;
      const caller = (await route.headers?.({ method: route.method, target })) ?? {};
      const request: FuzzRequest = {
        method: route.method,
        target,
        headers: mergeHeaders(input.headers, caller, input.body),
        body: input.body.body,
      };
      const before = await storedCount?.();
      let response: FuzzResponse;
      try {
        response = await send(request);
      } catch (err) {
        throw new Error(`${routeName(route)}: no HTTP answer (${err instanceof Error ? err.message : String(err)})`);
      }
      const problems = answerProblems(request, response, allowedServerErrors);
      if (before !== undefined && storedCount && response.status >= 400) {
        const after = await storedCount();
        if (after > before) problems.push(`stored ${after - before} record(s) although it answered ${response.status}`);
      }
      if (problems.length > 0) {
        throw new Error(
          [
            `${routeName(route)}: ${problems.join('; ')}`,
            `  request: ${request.method} ${excerpt(request.target, 200)} headers ${excerpt(JSON.stringify(request.headers), 400)} body ${excerpt(request.body)}`,
            `  answer: ${response.status} ${headerOf(response, 'content-type')} ${excerpt(response.text, 500)}`,
          ].join('\n'),
        );
      }
    }),
    {
      numRuns: options.numRuns ?? 30,
      seed: options.seed,
      endOnFailure: !options.shrink,
      // fast-check's own report prints the whole input (bodies of 100 KB): ours names the route,
      // the request and the answer in excerpts, and how to replay.
      reporter: (details) => {
        if (!details.failed) return;
        const cause =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        throw new Error(`${cause}\n  replay: seed ${details.seed} (failed after ${details.numRuns} case(s))`);
      },
    },
  );
}

/** `fuzzRoute` for each route in turn. */
export async function fuzzRoutes(routes: readonly FuzzRoute[], options: FuzzOptions): Promise<void> {
  for (const route of routes) await fuzzRoute(route, options);
}

/**
 * A `send` over real HTTP to `baseUrl`, the request line exactly as generated (a test client
 * would normalise it). An event stream is read up to its first frame, then dropped.
 */
export function httpSend(baseUrl: string, options: { timeoutMs?: number } = {}): FuzzSend {
  const base = new URL(baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;
  return (request) =>
    new Promise<FuzzResponse>((resolve, reject) => {
      // Node frames a GET or DELETE body only with an explicit length; without one the server
      // would read the body as the next request.
      const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.target,
          headers: request.headers,
          // A fresh connection each time: one request's broken body cannot poison the next.
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          const finish = (): void =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
            res.once('data', (chunk: Buffer) => {
              chunks.push(chunk);
              finish();
              req.destroy();
            });
            res.on('end', finish);
            return;
          }
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', finish);
          res.on('error', reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      if (body) req.setHeader('content-length', body.length);
      req.end(body);
    });
}
