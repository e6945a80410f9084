import { z } from 'zod';

/**
 * How a value travels: request bodies as JSON, path parameters and query strings as text.
 * A sample only counts once the schema accepts it in that form.
 */
export type Wire = 'json' | 'text';

export function onWire(value: unknown, wire: Wire): unknown {
  if (value === undefined) return undefined;
  if (wire === 'text') {
    // Path parameters and query strings are objects of texts.
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onWire(v, wire)]));
    return String(value);
  }
  return JSON.parse(JSON.stringify(value)) as unknown;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

// Counters rather than randomness, so a failing input reproduces exactly.
let sampleCounter = 0;
const next = () => (sampleCounter += 1);
const sampleUuid = () => `5a3b1e00-0000-4000-8000-${String(next()).padStart(12, '0')}`;
const FORMAT_SAMPLES: Record<string, () => string[]> = {
  email: () => [`walk.sample.${next()}@example.com`],
  uuid: () => [sampleUuid(), '01890a5d-ac96-774b-bcce-b302099a8057'],
  guid: () => [sampleUuid()],
  url: () => ['https://example.com/sample'],
  datetime: () => [new Date().toISOString()],
  date: () => [new Date().toISOString().slice(0, 10)],
  time: () => ['12:34:56'],
  duration: () => ['P1D'],
  ipv4: () => ['192.0.2.1'],
  ipv6: () => ['2001:db8::1'],
  cidrv4: () => ['192.0.2.0/24'],
  cidrv6: () => ['2001:db8::/32'],
  base64: () => ['c2FtcGxl'],
  base64url: () => ['c2FtcGxl'],
  e164: () => ['+14155550100'],
  emoji: () => ['😀'],
  nanoid: () => ['V1StGXR8_Z5jdHi6B-myT'],
  cuid: () => ['cjld2cjxh0000qzrmn831i7rn'],
  cuid2: () => ['tz4a98xxat96iws9zmbrgj3a'],
  ulid: () => ['01ARZ3NDEKTSV4RRFFQ69G5FAV'],
  lowercase: () => ['sample'],
  uppercase: () => ['SAMPLE'],
  hex: () => ['deadbeef'],
};

/** A text the password rule accepts, and quickly: short, with no words it knows. */
const STRONG_SAMPLE = 'Velvet sample 7Qv';

function fitLength(text: string, min: number | null, max: number | null): string {
  let result = text;
  if (min !== null && result.length < min) result = result.padEnd(min, 'x');
  if (max !== null && result.length > max) result = result.slice(0, max);
  return result;
}

function numberCandidates(schema: z.ZodNumber): number[] {
  const min = Number.isFinite(schema.minValue) ? (schema.minValue as number) : null;
  const max = Number.isFinite(schema.maxValue) ? (schema.maxValue as number) : null;
  const values = [1, 0, 2, 10];
  if (min !== null) values.push(min, min + 1, Math.ceil(min) + 1);
  if (max !== null) values.push(max, max - 1, Math.floor(max) - 1);
  if (min !== null && max !== null) values.push(Math.round((min + max) / 2));
  return values;
}

/** Values the schema may accept, most natural first; the caller keeps the first that parses. */
function candidates(schema: z.ZodType, depth: number): unknown[] {
  if (depth > 8) return [];
  const inner = (s: z.ZodType) => candidates(s, depth + 1);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodExactOptional)
    return [...inner(schema.unwrap() as z.ZodType), undefined];
  if (schema instanceof z.ZodNullable) return [...inner(schema.unwrap() as z.ZodType), null];
  if (
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly
  )
    return inner(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodCatch) return inner(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) {
    const out = schema.out as z.ZodType;
    const from = inner(schema.in as z.ZodType);
    return out instanceof z.ZodTransform ? from : [...inner(out), ...from];
  }
  if (schema instanceof z.ZodLazy) return inner(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodStringFormat) {
    const make = FORMAT_SAMPLES[schema.format ?? ''];
    const base = make ? make() : ['sample'];
    return base.map((text) => fitLength(text, schema.minLength, schema.maxLength));
  }
  if (schema instanceof z.ZodString) {
    // A new password must be hard to guess: the strong sample before the id spares the server's
    // estimator a 36-character id in each of the hundreds of requests that carry one (about
    // ten times the work). A pattern-checked text (an answer key, say) often holds an id.
    return ['Sample', 'sample', 'a', '1', STRONG_SAMPLE, sampleUuid()].map((text) =>
      fitLength(text, schema.minLength, schema.maxLength),
    );
  }
  if (schema instanceof z.ZodNumber) return numberCandidates(schema);
  if (schema instanceof z.ZodBoolean) return [true, false];
  if (schema instanceof z.ZodLiteral) return [...schema.values];
  if (schema instanceof z.ZodEnum) return [...schema.options];
  if (schema instanceof z.ZodNull) return [null];
  if (schema instanceof z.ZodUndefined || schema instanceof z.ZodVoid) return [undefined];
  if (schema instanceof z.ZodAny || schema instanceof z.ZodUnknown) return ['sample'];
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((o) => inner(o as z.ZodType));
  if (schema instanceof z.ZodArray) {
    const element = inner(schema.element as z.ZodType);
    const one = element.find((value) => accepts(schema.element as z.ZodType, value));
    if (one === undefined) return [[]];
    return [[one], ...[2, 3, 5, 10].map((size) => Array<unknown>(size).fill(one)), []];
  }
  if (schema instanceof z.ZodTuple) {
    const items = (schema.def.items as z.ZodType[]).map((item) =>
      inner(item).find((value) => accepts(item, value)),
    );
    return [items];
  }
  if (schema instanceof z.ZodRecord) {
    const keyType = schema.keyType as z.ZodType;
    const valueType = schema.valueType as z.ZodType;
    const key = inner(keyType).find((k) => typeof k === 'string' && accepts(keyType, k));
    const value = inner(valueType).find((v) => accepts(valueType, v));
    return [{ [(key as string | undefined) ?? 'sample']: value }, {}];
  }
  if (schema instanceof z.ZodObject) return objectCandidates(schema, 'json', depth);
  if (schema instanceof z.ZodIntersection) {
    const left = inner(schema.def.left as z.ZodType)[0];
    const right = inner(schema.def.right as z.ZodType)[0];
    return [{ ...(left as object), ...(right as object) }];
  }
  return [];
}

function objectCandidates(schema: z.ZodObject, wire: Wire, depth: number): unknown[] {
  const full: Record<string, unknown> = {};
  const required: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const fieldSchema = field as z.ZodType;
    const value = candidates(fieldSchema, depth + 1)
      .map((candidate) => onWire(candidate, wire))
      .find((candidate) => accepts(fieldSchema, candidate));
    if (value === undefined) continue;
    full[key] = value;
    if (!accepts(fieldSchema, undefined)) required[key] = value;
  }
  return [full, required];
}

/**
 * A value the schema accepts on the wire, or an error naming what this generator cannot yet
 * build (teach `candidates` the new shape when that happens).
 */
export function validSample(
  schema: z.ZodType,
  wire: Wire,
  overrides: Record<string, unknown> = {},
): unknown {
  const options =
    schema instanceof z.ZodObject ? objectCandidates(schema, wire, 0) : candidates(schema, 0);
  const withOverrides = options.map((option) =>
    option && typeof option === 'object' && !Array.isArray(option)
      ? { ...option, ...overrides }
      : option,
  );
  for (const option of withOverrides) {
    const value = onWire(option, wire);
    if (accepts(schema, value)) return value;
  }
  const tried = withOverrides.map((option) => JSON.stringify(option)).join(' | ');
  throw new Error(`No valid sample found for a ${schema.def.type} schema; tried ${tried}`);
}
