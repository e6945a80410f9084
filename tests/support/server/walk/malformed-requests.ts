import type { z } from 'zod';
import type { RouteDef } from '@shared/api/define';
import { bodyInputs, paramCandidates, queryInputs } from './breakers';
import { contractRejects } from './contract-rejects';
import { mutateString, objectLayer, randomString, randomValue } from './malformed-values';
import { createRng, seedOf, type Rng } from './prng';
import {
  JSON_TYPE,
  describeValue,
  encodeQuery,
  fieldPaths,
  getAt,
  setAt,
  toWalkInput,
  type Path,
  type ValidRequest,
  type WalkInput,
} from './walk-input';

export const MIN_INPUTS_PER_ROUTE = 100;
/** Generated beyond the minimum, so dropping a few accepted candidates keeps us above it. */
const TARGET_INPUTS_PER_ROUTE = 130;

function randomInput(rng: Rng, route: RouteDef, valid: ValidRequest, base: WalkInput): WalkInput {
  const parts = [
    ...(route.params ? (['params'] as const) : []),
    ...(route.query ? (['query'] as const) : []),
    ...(route.body ? (['body'] as const) : []),
  ];
  const part = rng.pick(parts);
  if (part === 'params') {
    const name = rng.pick(Object.keys(valid.params));
    const raw = rng.int(2) ? mutateString(rng, valid.params[name] ?? '') : randomString(rng);
    // Surrogates cannot always be percent-encoded; replacement characters keep the input.
    const text = raw.replace(/[\ud800-\udfff]/g, '\ufffd');
    const segment = encodeURIComponent(text);
    return {
      ...base,
      label: `fuzz ${name} = ${describeValue(text)}`,
      part,
      params: { ...base.params, [name]: segment },
    };
  }
  if (part === 'query') {
    const keys = Object.keys(objectLayer(route.query as z.ZodType)?.shape ?? {});
    const name = keys.length ? rng.pick(keys) : 'q';
    const value = randomString(rng);
    return {
      ...base,
      label: `fuzz query.${name} = ${describeValue(value)}`,
      part,
      query: encodeQuery({ ...valid.query, [name]: value }),
    };
  }
  const paths: Path[] = [[], ...fieldPaths(route.body as z.ZodType)];
  const path = rng.pick(paths);
  const value = randomValue(rng, getAt(valid.body, path));
  return {
    ...base,
    label: `fuzz body${path.length ? `.${path.join('.')}` : ''} = ${describeValue(value)}`,
    part,
    body: { payload: JSON.stringify(setAt(valid.body, path, value)), contentType: JSON_TYPE },
  };
}

/**
 * At least MIN_INPUTS_PER_ROUTE inputs the route's contract rejects: fixed breakers for every
 * parameter, query field and body field, then seeded fuzz until the target is reached.
 */
export function malformedInputs(route: RouteDef, valid: ValidRequest): WalkInput[] {
  const base = toWalkInput(valid);
  const candidates: WalkInput[] = [];
  for (const name of Object.keys(valid.params)) {
    for (const [label, segment] of paramCandidates(name, valid.params[name] ?? '')) {
      candidates.push({
        ...base,
        label,
        part: 'params',
        params: { ...base.params, [name]: segment },
      });
    }
  }
  if (route.query) {
    for (const [label, query] of queryInputs(route.query, valid.query)) {
      candidates.push({ ...base, label, part: 'query', query });
    }
  }
  if (route.body) {
    for (const [label, body] of bodyInputs(route.body, valid.body)) {
      candidates.push({ ...base, label, part: 'body', body });
    }
  }

  const seen = new Set<string>();
  const kept: WalkInput[] = [];
  const keep = (input: WalkInput) => {
    const key = `${JSON.stringify(input.params)} ${input.query} ${input.body?.contentType} ${input.body?.payload}`;
    if (seen.has(key) || !contractRejects(route, input)) return;
    seen.add(key);
    kept.push(input);
  };
  candidates.forEach(keep);
  const rng = createRng(seedOf(route.name));
  for (let attempt = 0; kept.length < TARGET_INPUTS_PER_ROUTE && attempt < 20_000; attempt += 1) {
    keep(randomInput(rng, route, valid, base));
  }
  return kept;
}
