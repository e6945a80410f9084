import { createDocument, type oas32, type ZodOpenApiOperationObject } from 'zod-openapi';
import type { z } from 'zod';
import type { RouteDef } from '@shared/api/define';
import { errorBody } from '@shared/api/errors';
import {
  ACCESS_EXTENSION,
  RATE_LIMIT_EXTENSION,
  SECURITY_SCHEMES,
  accessExtension,
  describeAccess,
  securityOf,
} from './access';

/** The same members as T, as an object type rather than an interface, so it fits JSON types. */
type Plain<T> = { [K in keyof T]: T[K] };

/**
 * The document, typed by zod-openapi's OpenAPI 3.2 model (a superset of the 3.1 it declares),
 * with `paths` always present; its top and its `info` fit the contract's response schema.
 */
export type OpenApiDocument = Plain<
  Omit<oas32.OpenAPIObject, 'info' | 'paths'> & {
    info: Plain<oas32.InfoObject>;
    paths: oas32.PathsObject;
  }
>;

export interface DocumentInfo {
  title?: string;
  version?: string;
}

const PATH_PARAM = /:([A-Za-z0-9_]+)/g;

/** `/api/couples/:id` as OpenAPI writes it: `/api/couples/{id}`. */
export const openApiPath = (path: string): string => path.replace(PATH_PARAM, '{$1}');

/** The area a route belongs to: the first part of its name ("survey.markComplete"). */
export const areaOf = (route: RouteDef): string => route.name.split('.')[0] ?? route.name;

const REFUSED = 'Refused; `message` says why.';

function pathParamsOf(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1] ?? '');
}

/** JSON, unless the schema declares another media type (the reference page is HTML). */
function mediaTypeOf(schema: z.ZodType): string {
  const declared = schema.meta()?.contentMediaType;
  return typeof declared === 'string' ? declared : 'application/json';
}

function operationOf(route: RouteDef): ZodOpenApiOperationObject {
  const access = accessExtension(route.access);
  const status = String(route.successStatus ?? 200) as `2${string}`;
  const declared = new Set(
    route.params && 'shape' in route.params ? Object.keys((route.params as z.ZodObject).shape) : [],
  );
  // A path segment the params schema does not name still has to be a declared parameter.
  const undeclared = pathParamsOf(route.path)
    .filter((name) => !declared.has(name))
    .map((name) => ({
      name,
      in: 'path' as const,
      required: true,
      schema: { type: 'string' as const },
    }));
  return {
    operationId: route.name,
    summary: route.name,
    description: describeAccess(access),
    tags: [areaOf(route)],
    security: securityOf(route.access),
    [ACCESS_EXTENSION]: access,
    ...(route.rateLimit ? { [RATE_LIMIT_EXTENSION]: route.rateLimit } : {}),
    ...(route.params || route.query
      ? {
          requestParams: {
            ...(route.params ? { path: route.params as z.ZodObject } : {}),
            ...(route.query ? { query: route.query as z.ZodObject } : {}),
          },
        }
      : {}),
    ...(undeclared.length ? { parameters: undeclared } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: route.body } },
          },
        }
      : {}),
    responses: {
      [status]: {
        description: 'Success.',
        content: { [mediaTypeOf(route.response)]: { schema: route.response } },
      },
      '4XX': {
        description: REFUSED,
        content: { 'application/json': { schema: errorBody } },
      },
    },
  };
}

/**
 * The OpenAPI 3.1 description of `routes`, straight from the contract's zod schemas: request
 * parts in zod's input form (what a client sends, before coercion and transforms), responses in
 * its output form (what the server's serializer lets through).
 */
export function buildOpenApiDocument(
  routes: readonly RouteDef[],
  info: DocumentInfo = {},
): OpenApiDocument {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase();
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`Two contract routes serve ${route.method} ${route.path}.`);
    item[method] = operationOf(route);
  }
  const areas = [...new Set(routes.map(areaOf))];
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: info.title ?? 'Velvet API',
        version: info.version ?? '0.0.0',
        description:
          'Every route of the Velvet API, generated from the shared contract. A refusal answers ' +
          '4xx with `{ "message": string }`: invalid input (400), no valid token (401), not ' +
          'allowed (403), not found (404), a conflict (409) or too many attempts (429).',
      },
      tags: areas.map((name) => ({ name })),
      paths,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    {
      // A schema part JSON Schema cannot express (a custom check, a transform's result) becomes
      // an open schema there, so one such route never takes the whole document down.
      allowEmptySchema: { custom: true, pipe: { output: true }, transform: true },
    },
  );
  return { ...document, paths: document.paths ?? {} };
}
