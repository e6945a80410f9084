import fs from 'node:fs/promises';
import path from 'node:path';
import { parseSync, Visitor, type ESTree } from 'vite';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@shared/api/define';
import { ROUTE_SCHEMA_KEYS, routesWithoutSchemas } from '../../web/routes-without-schemas';

// The browser build's view of the contract: every route keeps what the renderer calls it by,
// and loses the schemas only the server validates with (web/routes-without-schemas.ts).

const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../src/shared/api');

const isRoute = (value: unknown): value is RouteDef =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  'method' in value &&
  'path' in value &&
  'access' in value;

interface RouteInCode {
  /** Matches the route's name: a literal, or a template filled by a route factory. */
  name: RegExp;
  keys: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function nameMatcher(value: ESTree.Expression): RegExp {
  if (value.type === 'Literal') return new RegExp(`^${escapeRegExp(String(value.value))}$`);
  if (value.type === 'TemplateLiteral')
    return new RegExp(`^${value.quasis.map((quasi) => escapeRegExp(quasi.value.raw)).join('.+')}$`);
  throw new Error(`A route name the test cannot read: ${value.type}`);
}

/** Each `defineRoute({ ... })` in `code`: its name and its keys. */
function routesIn(code: string, fileName: string): RouteInCode[] {
  const { program, errors } = parseSync(fileName, code, { lang: 'ts', sourceType: 'module' });
  expect(errors, `${fileName} still parses`).toEqual([]);
  const routes: RouteInCode[] = [];
  new Visitor({
    CallExpression(call: ESTree.CallExpression) {
      const [definition] = call.arguments;
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'defineRoute') return;
      if (definition?.type !== 'ObjectExpression') return;
      const route: RouteInCode = { name: /^$/, keys: [] };
      for (const property of definition.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
        route.keys.push(property.key.name);
        if (property.key.name === 'name') route.name = nameMatcher(property.value);
      }
      routes.push(route);
    },
  }).visit(program);
  return routes;
}

const contractFiles = (await fs.readdir(CONTRACT_DIR)).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

describe('the contract as the browser build sees it', () => {
  it('covers every area of the contract', () => {
    expect(contractFiles).toContain('couples.ts');
    expect(contractFiles.length).toBeGreaterThan(15);
  });

  for (const file of contractFiles) {
    it(`${file}: each route keeps its name, method, path and access, and no schema`, async () => {
      const fileName = path.join(CONTRACT_DIR, file);
      const source = await fs.readFile(fileName, 'utf8');
      const built = routesWithoutSchemas(source, fileName);
      expect(built).not.toBeNull();
      const module = (await import(fileName)) as Record<string, unknown>;
      const routes = Object.values(module).filter(isRoute);
      const inCode = routesIn(built!.code, fileName);
      expect(routes.length).toBeGreaterThanOrEqual(inCode.length);
      for (const route of routes) {
        const found = inCode.find((candidate) => candidate.name.test(route.name));
        const kept = Object.keys(route).filter((key) => !ROUTE_SCHEMA_KEYS.has(key));
        expect(found?.keys.sort(), route.name).toEqual(kept.sort());
        for (const schema of ['params', 'query', 'body', 'response'])
          expect(found?.keys, route.name).not.toContain(schema);
      }
    });
  }

  it('marks what the contract builds pure, so what nothing uses is left out', () => {
    const fileName = path.join(CONTRACT_DIR, 'couples.ts');
    const source =
      'export const coupleSchema = z.object({ id: z.uuid() });\nexport const LIMIT = 3;\n';
    const built = routesWithoutSchemas(source, fileName)!.code;
    expect(built).toContain(
      'export const coupleSchema = /* @__PURE__ */ (() => (z.object({ id: z.uuid() })))();',
    );
    expect(built).toContain('export const LIMIT = 3;');
  });

  it('leaves every module outside the contract as it is', () => {
    const fileName = path.resolve(CONTRACT_DIR, '../../renderer/lib/http.ts');
    expect(routesWithoutSchemas('export const x = f();', fileName)).toBeNull();
  });
});
