import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes, system } from '@shared/api';
import type { RouteDef } from '@shared/api/define';
import {
  ACCESS_EXTENSION,
  buildOpenApiDocument,
  openApiPath,
  renderApiReference,
  type OpenApiDocument,
} from '../../src/server/openapi';
import { createTestApp, type TestApp } from '../support/server/test-app';

/** Every contract route, the documentation's own two included even before they are served. */
const documented: readonly RouteDef[] = [
  ...new Set([...allRoutes, system.openApiDocument, system.apiDocs]),
];

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
  [ACCESS_EXTENSION]?: Json;
}

const operationOf = (document: OpenApiDocument, route: RouteDef): Operation | undefined =>
  (document.paths?.[openApiPath(route.path)] as Record<string, Operation> | undefined)?.[
    route.method.toLowerCase()
  ];

/** The keys of an object schema, also behind a preprocess (intent's Pascal-case bodies). */
const shapeKeys = (schema: z.ZodType | undefined): string[] => {
  const object = schema instanceof z.ZodPipe ? schema.out : schema;
  return object instanceof z.ZodObject ? Object.keys(object.shape).sort() : [];
};

const pathParams = (route: RouteDef) =>
  [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

describe('the OpenAPI document built from the contract', () => {
  let document: OpenApiDocument;
  beforeAll(() => {
    document = buildOpenApiDocument(documented, { version: '1.2.3' });
  });

  it('is generated for each route on its own without throwing', () => {
    const failures = documented.flatMap((route) => {
      try {
        buildOpenApiDocument([route]);
        return [];
      } catch (error) {
        return [`${route.name}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Velvet API', version: '1.2.3' });
    // The validator dereferences in place, so it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('holds every contract route and nothing else', () => {
    const missing = documented.filter((route) => !operationOf(document, route));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.keys(item ?? {}),
    );
    expect(operations.length).toBe(documented.length);
    expect(documented.length).toBeGreaterThan(50);
  });

  it("declares each route's access, readable and as a security requirement", () => {
    const schemes = document.components?.securitySchemes ?? {};
    for (const scheme of Object.values(schemes)) {
      expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    }
    for (const route of documented) {
      const operation = operationOf(document, route)!;
      expect(operation[ACCESS_EXTENSION], route.name).toMatchObject({ ...route.access });
      if (route.access.level === 'public') {
        expect(operation.security, route.name).toEqual([]);
      } else {
        expect(operation.security, route.name).toHaveLength(1);
        for (const name of Object.keys(operation.security![0]!)) {
          expect(schemes, `${route.name} names scheme ${name}`).toHaveProperty(name);
        }
      }
    }
  });

  it('gives each route its name, area, parameters, body and responses', () => {
    for (const route of documented) {
      const operation = operationOf(document, route)!;
      expect(operation.operationId).toBe(route.name);
      expect(operation.tags).toEqual([route.name.split('.')[0]]);
      expect(document.tags?.map((tag) => tag.name)).toContain(route.name.split('.')[0]);

      const parameters = operation.parameters ?? [];
      const where = (place: string) =>
        parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => parameter.name)
          .sort();
      expect(where('path'), route.name).toEqual(pathParams(route).sort());
      for (const parameter of parameters.filter((p) => p.in === 'path')) {
        expect(parameter.required, `${route.name} {${parameter.name}}`).toBe(true);
      }
      expect(where('query'), route.name).toEqual(shapeKeys(route.query));

      const body = operation.requestBody?.content['application/json']?.schema;
      if (route.body) {
        expect(body, route.name).toBeDefined();
        expect(Object.keys((body?.properties as Json) ?? {}).sort(), route.name).toEqual(
          shapeKeys(route.body),
        );
      } else {
        expect(operation.requestBody, route.name).toBeUndefined();
      }

      const status = String(route.successStatus ?? 200);
      expect(Object.keys(operation.responses).sort(), route.name).toEqual(['4XX', status].sort());
      const success = Object.values(operation.responses[status]?.content ?? {})[0]?.schema;
      expect(success, route.name).toBeDefined();
      if (route.response instanceof z.ZodObject) {
        expect(Object.keys((success?.properties as Json) ?? {}).sort(), route.name).toEqual(
          shapeKeys(route.response),
        );
      }
      expect(operation.responses['4XX']?.content?.['application/json']?.schema).toMatchObject({
        type: 'object',
        properties: { message: { type: 'string' } },
        required: ['message'],
      });
    }
  });

  it('describes the reference page as HTML, not JSON', () => {
    const content = operationOf(document, system.apiDocs)!.responses['200']?.content ?? {};
    expect(Object.keys(content)).toEqual(['text/html']);
  });
});

describe('the API reference page', () => {
  const document = buildOpenApiDocument(documented);
  const html = renderApiReference(document);
  const text = html
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

  it('names every route with its method, path and access', () => {
    const missing = documented.filter(
      (route) =>
        !text.includes(`>${route.method}</span>`) ||
        !text.includes(`>${openApiPath(route.path)}</span>`) ||
        !text.includes(`>${route.name}</span>`),
    );
    expect(missing.map((route) => route.name)).toEqual([]);
    for (const level of new Set(documented.map((route) => route.access.level))) {
      expect(text).toContain(`<span class="badge">${level}</span>`);
    }
    expect(text).toContain('Signed-in staff with role Admin or higher.');
  });

  it('groups the routes by area', () => {
    for (const area of new Set(documented.map((route) => route.name.split('.')[0]))) {
      expect(html).toContain(`<h2 id="area-${area!.toLowerCase()}">${area}</h2>`);
    }
  });

  it('is one self-contained page: no script, nothing loaded from elsewhere', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link/i);
    expect(html).not.toMatch(/\s(?:src|href)="(?:https?:)?\/\//i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('served by the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('GET /api/openapi.json answers the document of every route, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const served = response.json() as OpenApiDocument;
    const result = await validate(structuredClone(served) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    const missing = allRoutes.filter((route) => !operationOf(served, route));
    expect(missing.map((route) => route.name)).toEqual([]);
  });

  it('GET /api/docs answers the reference page as HTML under the strict policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body.startsWith('<!doctype html>')).toBe(true);
    for (const route of allRoutes) expect(response.body).toContain(`>${route.name}</span>`);
  });
});
