import { z } from 'zod';
import type { Rng } from './prng';

/** Nested arrays `depth` deep: hostile to recursive parsers and validators. */
export const deepNesting = (depth: number): unknown =>
  JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

export const KB = 1024;

/** Strings that are hostile whatever the field: control characters, injection, odd unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'x',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\r\n\t',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  '😀'.repeat(50),
  '\ud800',
  'Ω≈ç√∫˜µ≤≥÷',
  "' OR '1'='1' --",
  "'; DROP TABLE players; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${jndi:ldap://example.com/x}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  '__proto__',
  'x'.repeat(10 * KB),
  'x'.repeat(300 * KB),
];

/** Values of every JSON type, for fields of any type. */
function universal(valid: unknown): unknown[] {
  return [
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    [],
    [valid],
    {},
    { value: valid },
    deepNesting(2000),
    ...HOSTILE_STRINGS,
    ...(typeof valid === 'string'
      ? [`${valid}\u0000`, `${valid}'--`, valid.toUpperCase(), valid.repeat(40)]
      : []),
    ...(valid !== null && typeof valid !== 'object' ? [String(valid)] : []),
  ];
}

/** The schemas a value passes through: wrappers removed, both sides of a pipe kept. */
export function layers(schema: z.ZodType, depth = 0): z.ZodType[] {
  if (depth > 8) return [];
  const next = (s: unknown) => layers(s as z.ZodType, depth + 1);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodExactOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodLazy
  )
    return next(schema.unwrap());
  if (schema instanceof z.ZodPipe) return [...next(schema.in), ...next(schema.out)];
  if (schema instanceof z.ZodTransform) return [];
  return [schema];
}

const FORMAT_BREAKERS: Record<string, (valid: string) => string[]> = {
  email: (valid) => [
    'plainaddress',
    '@example.com',
    'a@',
    'a@b',
    'a @b.com',
    'a@@b.com',
    'a@b..com',
    '.a@b.com',
    'a@b.com\u0000',
    valid.replace('@', ''),
    `${'a'.repeat(250)}@example.com`,
    `${valid}, other@example.com`,
  ],
  uuid: (valid) => [
    'not-a-uuid',
    valid.replaceAll('-', ''),
    `${valid}0`,
    valid.slice(1),
    `g${valid.slice(1)}`,
    `{${valid}}`,
    `${valid}\u0000`,
    valid.replace(/[0-9]/, '٣'),
  ],
  url: () => ['not a url', 'http//example.com', '://example.com'],
  datetime: () => ['2024-13-01T00:00:00Z', 'yesterday', '2024-01-01 25:00'],
  date: () => ['2024-02-30', '01/02/2024', 'today'],
};

function stringBreakers(schema: z.ZodString | z.ZodStringFormat, valid: unknown): string[] {
  const text = typeof valid === 'string' ? valid : 'x';
  const values: string[] = [];
  const { minLength, maxLength } = schema;
  if (minLength !== null && minLength > 0)
    values.push('x'.repeat(minLength - 1), ' '.repeat(minLength));
  if (maxLength !== null) values.push('x'.repeat(maxLength + 1), text.padEnd(maxLength + 1, 'x'));
  if (schema instanceof z.ZodStringFormat) {
    values.push(...(FORMAT_BREAKERS[schema.format ?? '']?.(text) ?? []));
  }
  return values;
}

function numberBreakers(schema: z.ZodNumber): unknown[] {
  const values: unknown[] = [0.5, -0.5, 2 ** 31, -(2 ** 31) - 1, '1', '0'];
  const { minValue, maxValue } = schema;
  if (minValue !== null && Number.isFinite(minValue)) values.push(minValue - 1, minValue - 0.5);
  if (maxValue !== null && Number.isFinite(maxValue)) values.push(maxValue + 1, maxValue + 0.5);
  return values;
}

function literalBreakers(values: readonly unknown[]): unknown[] {
  return values.flatMap((value) => [
    String(value),
    typeof value === 'boolean' ? !value : 'other',
    typeof value === 'number' ? value + 1 : 0,
    typeof value === 'string' ? value.toUpperCase() : null,
    typeof value === 'string' ? ` ${value} ` : 1,
  ]);
}

/** `count` distinct keys shaped like `key` (an id keeps its form, only its tail changes). */
const keysLike = (key: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    key.length >= 12 ? `${key.slice(0, -12)}${String(i).padStart(12, '0')}` : `${key}${i}`,
  );

/** Maps with a wrong key, a wrong value, none at all or too many entries. */
function recordBreakers(valid: Record<string, unknown>): unknown[] {
  const [key = 'key', value = null] = Object.entries(valid)[0] ?? [];
  const many = (count: number) =>
    Object.fromEntries(keysLike(key, count).map((each) => [each, value]));
  return [
    {},
    { 'not-a-key': value },
    { '': value },
    { [` ${key}`]: value },
    { [`${key}::sideways`]: value },
    { [`${key}::wear::wear`]: value },
    { [`${key}\u0000`]: value },
    { [key]: 'Never' },
    { [key]: null },
    { [key]: 1 },
    { [key]: [value] },
    { [key]: { value } },
    { ...valid, 'not-a-key': value },
    many(1001),
    many(5000),
  ];
}

/** Wrong values for one field: JSON of every type plus breakers aimed at the field's own rules. */
export function badValues(schema: z.ZodType, valid: unknown): unknown[] {
  const values = universal(valid);
  for (const layer of layers(schema)) {
    if (layer instanceof z.ZodString || layer instanceof z.ZodStringFormat)
      values.push(...stringBreakers(layer, valid));
    else if (layer instanceof z.ZodNumber) values.push(...numberBreakers(layer));
    else if (layer instanceof z.ZodBoolean) values.push('true', 'false', 1, 0, 'yes', 'on');
    else if (layer instanceof z.ZodLiteral) values.push(...literalBreakers([...layer.values]));
    else if (layer instanceof z.ZodEnum) values.push(...literalBreakers(layer.options));
    else if (layer instanceof z.ZodArray && Array.isArray(valid))
      values.push([null], [1, 'a', {}], Array(5000).fill(valid[0] ?? 'x'), [[[]]]);
    else if (layer instanceof z.ZodRecord && valid && typeof valid === 'object')
      values.push(...recordBreakers(valid as Record<string, unknown>));
  }
  return values;
}

/** The object schema behind a field, if the field holds an object. */
export function objectLayer(schema: z.ZodType): z.ZodObject | undefined {
  return layers(schema).find((layer): layer is z.ZodObject => layer instanceof z.ZodObject);
}

const POOLS = [
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCXYZ[\\]^_`abcxyz{|}~',
  '\u0000\u0001\u0008\u000b\u000c\u001b\u007f\u0085',
  'éßΩжЖ中文العربية😀🏳️‍🌈\u0301\u200d\u202e\ufffd',
  '\';"--/**/%_\\',
  '0123456789abcdef-',
];

export function randomString(rng: Rng): string {
  const pool = [...rng.pick(POOLS)];
  const length = rng.pick([0, 1, 2, 3, 8, 36, 100, 300, 3000]);
  let text = '';
  for (let i = 0; i < length; i += 1) text += rng.pick(pool);
  return text;
}

/** Inserts, deletes or replaces a few characters of a valid text. */
export function mutateString(rng: Rng, valid: string): string {
  const chars = [...valid];
  const edits = 1 + rng.int(3);
  for (let i = 0; i < edits; i += 1) {
    const at = rng.int(chars.length + 1);
    const char = rng.pick([...rng.pick(POOLS)]);
    const kind = rng.int(3);
    if (kind === 0) chars.splice(at, 0, char);
    else if (kind === 1) chars.splice(at, 1);
    else chars.splice(at, 1, char);
  }
  return chars.join('');
}

/** A random JSON value of a random type, for fuzzing beyond the fixed lists. */
export function randomValue(rng: Rng, valid: unknown, depth = 0): unknown {
  const kind = rng.int(depth > 1 ? 5 : 7);
  switch (kind) {
    case 0:
      return typeof valid === 'string' ? mutateString(rng, valid) : randomString(rng);
    case 1:
      return randomString(rng);
    case 2: {
      const magnitude = 10 ** rng.int(20);
      const sign = rng.int(2) ? -1 : 1;
      return rng.int(2) ? sign * rng.int(magnitude) : sign * rng.next() * magnitude;
    }
    case 3:
      return rng.pick([true, false, null]);
    case 4:
      return typeof valid === 'number' ? valid + rng.pick([-1000, -1, 0.25, 1, 1000]) : 'x';
    case 5:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, valid, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: rng.int(4) }, (_, i) => [
          `${randomString(rng).slice(0, 12)}${i}`,
          randomValue(rng, valid, depth + 1),
        ]),
      );
  }
}
