import type { z } from 'zod';
import { objectLayer } from './malformed-values';

export const JSON_TYPE = 'application/json';

/** One request of the bad-input walk, already in wire form. */
export interface WalkInput {
  /** What is wrong with it, for the failure message. */
  label: string;
  /** The part of the request that is malformed. */
  part: 'params' | 'query' | 'body' | 'none';
  /** Path parameters as raw (already encoded) path segments. */
  params: Record<string, string>;
  /** The raw query string, without "?". */
  query: string;
  /** The raw body and its content type; undefined sends no body. */
  body: { payload: string; contentType: string | undefined } | undefined;
}

/** A valid request for the route; every malformed input changes one part of it. */
export interface ValidRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/**
 * The statuses that prove validation refused an input before any handler ran: a handler's own
 * 401, 403, 404 or 409 would mean an input the contract rejects got through. A mangled path
 * may also match no route (404) or be too long for the router (414).
 */
export const REFUSALS: Record<WalkInput['part'], readonly number[]> = {
  params: [400, 404, 414],
  query: [400, 414],
  body: [400, 413, 415],
  none: [],
};

/** A field's location inside a body or query object. */
export type Path = readonly string[];

export function setAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...source };
  if (rest.length === 0 && remove) delete copy[head];
  else copy[head] = setAt(source[head], rest, replacement, remove);
  return copy;
}

export const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

/** Every field path of an object schema, nested objects included. */
export function fieldPaths(schema: z.ZodType, prefix: Path = [], depth = 0): Path[] {
  const object = objectLayer(schema);
  if (!object || depth > 4) return [];
  return Object.entries(object.shape).flatMap(([key, field]) => {
    const path = [...prefix, key];
    return [path, ...fieldPaths(field as z.ZodType, path, depth + 1)];
  });
}

export function fieldSchema(schema: z.ZodType, path: Path): z.ZodType {
  return path.reduce<z.ZodType>((s, key) => objectLayer(s)?.shape[key] as z.ZodType, schema);
}

export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 100)}… (${text.length} chars)` : text;
}

export function encodeQuery(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  return search.toString();
}

/** The query object the server will see, repeated keys becoming arrays. */
export function parseQuery(raw: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const existing = result[key];
    result[key] = existing === undefined ? value : [...[existing].flat(), value];
  }
  return result;
}

/** The wire form of a valid request. */
export function toWalkInput(request: ValidRequest, label = 'valid'): WalkInput {
  return {
    label,
    part: 'none',
    params: Object.fromEntries(
      Object.entries(request.params).map(([k, v]) => [k, encodeURIComponent(v)]),
    ),
    query: encodeQuery(request.query),
    body:
      request.body === undefined
        ? undefined
        : { payload: JSON.stringify(request.body), contentType: JSON_TYPE },
  };
}
