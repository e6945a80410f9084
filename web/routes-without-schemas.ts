import MagicString from 'magic-string';
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

/**
 * The browser build's view of the contract (src/shared). The renderer calls a route by its
 * name, method, path and access only; the server validates with the route's schemas. Without
 * this, every screen would download and build the schemas of every route it calls, and zod with
 * them, before showing anything. So, in this build only:
 * - each `defineRoute({ ... })` in src/shared/api loses its schema properties;
 * - every top-level `const x = ...` in src/shared that builds something (a call, an object or
 *   a list) is marked pure, so a schema that nothing in the renderer uses (most of them, once
 *   the routes no longer hold them), and whatever only it needs, is left out.
 * A schema a screen does use (a form's fields: src/shared/api/form-fields.ts) is kept as is.
 */

/** The properties of a route that hold its schemas. */
export const ROUTE_SCHEMA_KEYS: ReadonlySet<string> = new Set([
  'params',
  'query',
  'body',
  'response',
]);
const SHARED_MODULE = /\/src\/shared\/.+\.ts$/;
const CONTRACT_MODULE = /\/src\/shared\/api\/[^/]+\.ts$/;

const keyName = (property: ESTree.ObjectPropertyKind): string | undefined =>
  property.type === 'Property' && property.key.type === 'Identifier'
    ? property.key.name
    : undefined;

function stripRouteSchemas(program: ESTree.Program, out: MagicString) {
  new Visitor({
    CallExpression(call) {
      const [definition] = call.arguments;
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'defineRoute') return;
      if (definition?.type !== 'ObjectExpression') return;
      for (const property of definition.properties) {
        const name = keyName(property);
        if (name === undefined || !ROUTE_SCHEMA_KEYS.has(name)) continue;
        const end = out.original[property.end] === ',' ? property.end + 1 : property.end;
        out.remove(property.start, end);
      }
    },
  }).visit(program);
}

/** Initializers with nothing to leave out: a name, a literal, a function. */
const SIMPLE_VALUES: ReadonlySet<string> = new Set([
  'Identifier',
  'Literal',
  'TemplateLiteral',
  'ArrowFunctionExpression',
  'FunctionExpression',
]);

/** Wraps each top-level `const x = value` as `/* @__PURE__ *\/ (() => (value))()`. */
function markTopLevelValuesPure(program: ESTree.Program, out: MagicString) {
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) {
      if (!init || SIMPLE_VALUES.has(init.type)) continue;
      out.prependLeft(init.start, '/* @__PURE__ */ (() => (');
      out.appendRight(init.end, '))()');
    }
  }
}

/** The module as the browser build sees it; null when it is not part of the contract. */
export function routesWithoutSchemas(code: string, id: string) {
  if (!SHARED_MODULE.test(id)) return null;
  const { program } = parseSync(id, code, { lang: 'ts', sourceType: 'module' });
  const out = new MagicString(code);
  if (CONTRACT_MODULE.test(id)) stripRouteSchemas(program, out);
  markTopLevelValuesPure(program, out);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

export function routesWithoutSchemasPlugin(): Plugin {
  return {
    name: 'velvet:routes-without-schemas',
    // Before TypeScript is stripped, so the positions are the source's.
    enforce: 'pre',
    transform(code, id) {
      return routesWithoutSchemas(code, id.split('?')[0] ?? id);
    },
  };
}
