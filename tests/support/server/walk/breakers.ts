import type { z } from 'zod';
import { HOSTILE_STRINGS, KB, badValues, deepNesting } from './malformed-values';
import {
  JSON_TYPE,
  describeValue,
  encodeQuery,
  fieldPaths,
  fieldSchema,
  getAt,
  setAt,
  type ValidRequest,
  type WalkInput,
} from './walk-input';

/** Longer texts would exceed any real URL limit; the body walk covers huge strings. */
export const MAX_URL_TEXT = 20 * KB;

export function paramCandidates(name: string, valid: string): [string, string][] {
  const encoded = (label: string, value: string): [string, string] | undefined => {
    if (value.length > MAX_URL_TEXT) return undefined;
    try {
      return [label, encodeURIComponent(value)];
    } catch {
      return undefined; // lone surrogates cannot be percent-encoded
    }
  };
  const texts = [
    ...HOSTILE_STRINGS,
    'not-a-uuid',
    '0',
    '-1',
    '1e3',
    'true',
    '[]',
    '{}',
    '..',
    'a/b',
    `${valid}/extra`,
    'x'.repeat(101),
    valid.replaceAll('-', ''),
    `${valid}0`,
    valid.slice(1),
    ` ${valid}`,
    `${valid}\u0000`,
    `${valid}' OR '1'='1`,
  ];
  const raw = ['..', '.', '%', '%zz', '%E0%A4%A', '%2e%2e', '%2F', '%00', ';', 'a%20b', '%uFFFF'];
  return [
    ...texts
      .map((text) => encoded(`${name} = ${describeValue(text)}`, text))
      .filter((entry): entry is [string, string] => entry !== undefined),
    ...raw.map((segment): [string, string] => [`${name} = raw segment ${segment}`, segment]),
  ];
}

export function bodyInputs(schema: z.ZodType, valid: unknown): [string, WalkInput['body']][] {
  const json = (value: unknown): WalkInput['body'] => ({
    payload: JSON.stringify(value),
    contentType: JSON_TYPE,
  });
  const validText = JSON.stringify(valid);
  const whole: unknown[] = [
    [],
    [valid],
    'string',
    '',
    0,
    1.5,
    true,
    false,
    null,
    {},
    { data: valid },
    ...(valid && typeof valid === 'object' && !Array.isArray(valid)
      ? [{ ...valid, unexpectedField: 'x' }]
      : []),
    deepNesting(2000),
    Array(60_000).fill(1),
  ];
  const raw: [string, string | undefined, string][] = [
    ['empty body with a JSON content type', JSON_TYPE, ''],
    ['whitespace body', JSON_TYPE, '   '],
    ['truncated JSON', JSON_TYPE, validText.slice(0, Math.max(1, validText.length - 1))],
    ['half the JSON', JSON_TYPE, validText.slice(0, Math.floor(validText.length / 2))],
    ['trailing comma', JSON_TYPE, validText.replace(/}$/, ',}')],
    ['single quotes', JSON_TYPE, validText.replaceAll('"', "'")],
    ['unquoted keys', JSON_TYPE, validText.replace(/"([A-Za-z0-9_]+)":/g, '$1:')],
    ['two JSON documents', JSON_TYPE, `${validText}${validText}`],
    ['a comment', JSON_TYPE, `/* x */${validText}`],
    ['the word undefined', JSON_TYPE, 'undefined'],
    ['NaN', JSON_TYPE, 'NaN'],
    ['prototype poisoning', JSON_TYPE, '{"__proto__":{"polluted":true}}'],
    [
      'prototype poisoning beside valid fields',
      JSON_TYPE,
      validText.replace(/^{/, '{"__proto__":{"polluted":true},'),
    ],
    ['constructor poisoning', JSON_TYPE, '{"constructor":{"prototype":{"polluted":true}}}'],
    ['byte-order mark then nothing', JSON_TYPE, '\ufeff'],
    ['no content type', undefined, validText],
    ['text/plain', 'text/plain', validText],
    ['form encoding', 'application/x-www-form-urlencoded', 'email=a%40b.com&password=x'],
    ['multipart', 'multipart/form-data; boundary=x', `--x\r\n\r\n${validText}\r\n--x--`],
    ['XML', 'application/xml', '<body/>'],
    ['octet stream', 'application/octet-stream', validText],
  ];
  const inputs: [string, WalkInput['body']][] = [
    ['no body at all', undefined],
    ...whole.map((value): [string, WalkInput['body']] => [
      `whole body = ${describeValue(value)}`,
      json(value),
    ]),
    ...raw.map(([label, contentType, payload]): [string, WalkInput['body']] => [
      label,
      { payload, contentType },
    ]),
  ];
  for (const path of fieldPaths(schema)) {
    const name = `body.${path.join('.')}`;
    const current = getAt(valid, path);
    inputs.push([`${name} missing`, json(setAt(valid, path, undefined, true))]);
    for (const value of badValues(fieldSchema(schema, path), current)) {
      inputs.push([`${name} = ${describeValue(value)}`, json(setAt(valid, path, value))]);
    }
  }
  return inputs;
}

/** Raw query strings, each with one field missing, wrong, hostile or repeated. */
export function queryInputs(schema: z.ZodType, valid: ValidRequest['query']): [string, string][] {
  const inputs: [string, string][] = [['query = "%"', '%']];
  for (const path of fieldPaths(schema)) {
    const name = path.join('.');
    const current = valid[name];
    const { [name]: _dropped, ...without } = valid;
    inputs.push([`query.${name} missing`, encodeQuery(without)]);
    for (const value of badValues(fieldSchema(schema, path), current)) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      if (text.length > MAX_URL_TEXT) continue;
      inputs.push([
        `query.${name} = ${describeValue(text)}`,
        encodeQuery({ ...valid, [name]: text }),
      ]);
    }
    inputs.push([
      `query.${name} repeated`,
      encodeQuery({ ...valid, [name]: [current ?? 'x', 'x'] }),
    ]);
  }
  return inputs;
}
