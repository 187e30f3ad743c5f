import fc from 'fast-check';

/**
 * Generators of the input a careless or hostile client sends: wrong types, huge strings, deep nesting,
 * prototype keys, unicode, extreme and NaN-like numbers, missing and extra fields, bodies that are not
 * JSON. Built around a well-formed body so the generated ones get past the first check and reach the
 * deeper ones.
 */

/** Numbers written as text that a sloppy parser takes for numbers. */
const NAN_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x1F',
  '0b101',
  '0o17',
  '1_000',
  ' 7 ',
  '07',
  '+7',
  '-7',
  '7.0',
  '7.5',
  '-0',
  '١٢٣',
  '１２３',
  '٣',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '',
  ' ',
  '\t',
  '9'.repeat(40),
  '2147483648',
  '9007199254740993'
];

const EXTREME_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  -2147483649,
  2147483647,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e15,
  1e20,
  1e300,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  -1e-300
];

/** Keys that mean something to JavaScript objects and must never reach one as such. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__'
];

const HUGE = [
  'x'.repeat(100_000),
  'é'.repeat(40_000),
  '%_!'.repeat(20_000),
  '😀'.repeat(20_000),
  '\u0000'.repeat(5_000),
  '<script>'.repeat(10_000)
];
const TRICKY = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  '"; DROP TABLE requests; --',
  '${7*7}',
  '{{7*7}}',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil")',
  'Asha\u0000Rao',
  '\u202Eevil',
  'a\r\nSet-Cookie: x=1',
  '\uD800',
  '\uDFFF',
  'ﷺ',
  'नमस्ते',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '/api/v1/global/documents/',
  '/api/v1/global/documents/AAAAAAAAAAAAAAAAAAAAAAAA',
  'http://evil.example/x.pdf',
  'PENDING',
  'REJECTED',
  'ASSIGNED TO VENDOR',
  'COMPLETED'
];

/** A deeply nested value: arrays or objects `depth` levels down. */
function deep(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(...NAN_LIKE),
  fc.constantFrom(...TRICKY),
  fc.constantFrom(...HUGE)
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EXTREME_NUMBERS),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true })
);

const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

/** Any value a JSON body can carry, biased towards the ones that break things. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyScalar },
  { weight: 2, arbitrary: fc.array(nastyScalar, { maxLength: 5 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...PROTOTYPE_KEYS)), nastyScalar, {
      maxKeys: 4
    })
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean())
      .map(([depth, asArray]) => deep(depth, asArray))
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) }
);

/** A JSON text: objects keep own `__proto__` keys, which JSON.stringify of a literal would lose. */
function jsonText(body: Record<string, unknown>, protoKeys: [string, unknown][]): string {
  const own = JSON.stringify(body);
  if (protoKeys.length === 0) return own;
  const extra = protoKeys.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',');
  return own === '{}' ? `{${extra}}` : `{${extra},${own.slice(1)}`;
}

/** What goes on the wire: the text and its content type (absent when undefined). */
export interface WireBody {
  payload: string;
  contentType: string | undefined;
}

/** Number literals JSON allows but JavaScript cannot hold: they parse to Infinity, 0 or a rounded value. */
const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '1E400',
  '1e-400',
  '123456789012345678901234567890',
  '-0',
  '0.0000000000000000000001',
  '2147483647.5'
];
const RAW_MARK = '\u0000raw\u0000';

const NOT_JSON = [
  '',
  'not json',
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"just a string"',
  '12',
  'true',
  '<xml><id>1</id></xml>',
  'id=1&status=REJECTED',
  '\u0000\u0001',
  '{"a":1}{"b":2}',
  "{'id': 1}",
  '{"id": 1,}',
  '\uFEFF{"id": 1}',
  '{"id": NaN}',
  '{"id": Infinity}',
  '{"id": 0x10}'
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'application/json; charset=latin1',
  'application/octet-stream'
];

/**
 * Bodies derived from a well-formed one: a field replaced by a nasty value, fields dropped, fields
 * added (prototype keys among them), or a body that is not a JSON object at all.
 */
export function nastyBody(base: Record<string, unknown>, extraKeys: readonly string[] = []): fc.Arbitrary<WireBody> {
  const keys = [...Object.keys(base), ...extraKeys];
  const json = (body: Record<string, unknown>, proto: [string, unknown][] = []): WireBody => ({
    payload: jsonText(body, proto),
    contentType: 'application/json'
  });
  const replaced = fc
    .tuple(fc.constantFrom(...keys), nastyValue)
    .map(([key, value]) => json({ ...base, [key]: value }));
  const twoReplaced = fc
    .tuple(fc.constantFrom(...keys), nastyValue, fc.constantFrom(...keys), nastyValue)
    .map(([k1, v1, k2, v2]) => json({ ...base, [k1]: v1, [k2]: v2 }));
  const dropped = fc
    .subarray(keys, { minLength: 1 })
    .map((drop) => json(Object.fromEntries(Object.entries(base).filter(([k]) => !drop.includes(k)))));
  const added = fc
    .dictionary(fc.string({ minLength: 1, maxLength: 20 }), nastyValue, { minKeys: 1, maxKeys: 5 })
    .map((extra) => json({ ...base, ...extra }));
  const prototype = fc
    .tuple(
      fc.constantFrom(...PROTOTYPE_KEYS),
      fc.oneof(nastyValue, fc.constant({ isAdmin: true }), fc.constant({ prototype: { role: 'admin' } }))
    )
    .map(([key, value]) => json(base, [[key, value]]));
  const rawNumber = fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...RAW_NUMBERS)).map(([key, literal]) => ({
    payload: JSON.stringify({ ...base, [key]: RAW_MARK }).replace(JSON.stringify(RAW_MARK), literal),
    contentType: 'application/json'
  }));
  const notAnObject = nastyValue
    .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
    .map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  const notJson = fc.constantFrom(...NOT_JSON).map((payload) => ({ payload, contentType: 'application/json' }));
  // Past the 1 MiB body limit; rare, as each costs a megabyte.
  const tooLarge = fc.constant(null).map(() => ({
    payload: JSON.stringify({ ...base, padding: 'x'.repeat(1_100_000) }),
    contentType: 'application/json'
  }));
  const otherType = fc
    .tuple(
      fc.constantFrom(...CONTENT_TYPES, undefined),
      fc.oneof(fc.constantFrom(...NOT_JSON), fc.constant(JSON.stringify(base)))
    )
    .map(([contentType, payload]) => ({ payload, contentType }));
  return fc.oneof(
    { weight: 8, arbitrary: replaced },
    { weight: 3, arbitrary: twoReplaced },
    { weight: 2, arbitrary: dropped },
    { weight: 2, arbitrary: added },
    { weight: 2, arbitrary: prototype },
    { weight: 1, arbitrary: rawNumber },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: fc.oneof({ weight: 20, arbitrary: notJson }, { weight: 1, arbitrary: tooLarge }) },
    { weight: 1, arbitrary: otherType }
  );
}

/** Text as a URL carries it, byte by byte: unlike encodeURIComponent it takes lone surrogates too. */
export function percent(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`
    )
    .join('');
}

const BROKEN_QUERIES = [
  '%',
  '%zz',
  'q=%E0%A4%A',
  '&&=&',
  '=',
  'page',
  'page=&limit=',
  'q[]=1&q[]=2',
  'page=1&page=2',
  'status=PENDING&status=REJECTED',
  '__proto__[x]=1'
];

/** Query strings for reads: known parameters with nasty values, unknown ones, repeated ones, broken encoding. */
export function nastyQuery(known: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    nastyString.filter((s) => s.length < 5000),
    nastyNumber.map(String)
  );
  const pair = fc.tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...known) },
      fc.constantFrom(...PROTOTYPE_KEYS),
      fc.string({ maxLength: 12 })
    ),
    value
  );
  const pairs = fc
    .array(pair, { minLength: 1, maxLength: 6 })
    .map((list) => list.map(([k, v]) => `${percent(k)}=${percent(v)}`).join('&'));
  return fc.oneof({ weight: 9, arbitrary: pairs }, fc.constantFrom(...BROKEN_QUERIES));
}
