import type { RouteDef } from '@shared/api/define';
import { JSON_TYPE, parseQuery, type WalkInput } from './walk-input';

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Parses as Fastify does, noting the keys its parser refuses (prototype poisoning). */
function parseJson(text: string): { ok: true; value: unknown; poisoned: boolean } | { ok: false } {
  let poisoned = false;
  try {
    // Like secure-json-parse, ignore a leading byte-order mark.
    const value = JSON.parse(text.replace(/^\ufeff/, ''), (key, child: unknown) => {
      if (key === '__proto__') poisoned = true;
      if (key === 'constructor' && child && typeof child === 'object' && 'prototype' in child)
        poisoned = true;
      return child;
    }) as unknown;
    return { ok: true, value, poisoned };
  } catch {
    return { ok: false };
  }
}

/**
 * Whether the contract rejects the input. Only rejected inputs are sent, so a 2xx can only
 * mean the server accepted something its own contract refuses.
 */
export function contractRejects(route: RouteDef, input: WalkInput): boolean {
  if (route.params) {
    const decoded: Record<string, string> = {};
    for (const [name, segment] of Object.entries(input.params)) {
      const value = safeDecode(segment);
      if (value === undefined || /[/?#]/.test(segment)) return true;
      decoded[name] = value;
    }
    if (!route.params.safeParse(decoded).success) return true;
  }
  if (route.query && !route.query.safeParse(parseQuery(input.query)).success) return true;
  if (route.body) {
    if (!input.body) return !route.body.safeParse(undefined).success;
    const { contentType, payload } = input.body;
    // The server parses JSON only; any other content type is refused before validation.
    if (contentType === undefined || contentType.split(';')[0]?.trim() !== JSON_TYPE) return true;
    const parsed = parseJson(payload);
    return !parsed.ok || parsed.poisoned || !route.body.safeParse(parsed.value).success;
  }
  return false;
}
