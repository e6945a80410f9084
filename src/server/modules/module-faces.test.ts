import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(__dirname);
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOf(path.join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/** Which other modules each module imports, read from its files' import specifiers. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map(modules.map((module) => [module, new Set<string>()]));
  for (const module of modules) {
    for (const file of filesOf(path.join(modulesDir, module))) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/from '(\.[^']*)'/g)) {
        const target = path.resolve(path.dirname(file), specifier!);
        const [other] = path.relative(modulesDir, target).split(path.sep);
        if (other && other !== module && graph.has(other)) graph.get(module)!.add(other);
      }
    }
  }
  return graph;
}

/** Layer 0 imports no module; each other module sits one above the highest it imports. */
function layersOf(graph: Map<string, Set<string>>): string[][] {
  const layer = new Map<string, number>();
  const visiting = new Set<string>();
  const visit = (module: string, trail: string[]): number => {
    if (layer.has(module)) return layer.get(module)!;
    if (visiting.has(module)) throw new Error(`Module cycle: ${[...trail, module].join(' → ')}`);
    visiting.add(module);
    const below = [...graph.get(module)!].map((other) => visit(other, [...trail, module]));
    visiting.delete(module);
    const own = below.length === 0 ? 0 : Math.max(...below) + 1;
    layer.set(module, own);
    return own;
  };
  for (const module of graph.keys()) visit(module, []);
  const layers: string[][] = [];
  for (const [module, index] of layer) (layers[index] ??= []).push(module);
  return layers.map((modulesOnFloor) => modulesOnFloor.sort());
}

describe('server modules', () => {
  // Notifications and system stand on nothing; couples only on notifications, and accounts on
  // no more than those two: the areas supply their own parts of the data export. The play areas
  // stand on top, and the ceiling keeps the floors few.
  it('import each other without a cycle, in layers with couples and accounts at the bottom', () => {
    const layers = layersOf(moduleGraph());
    console.info(layers.map((floor, index) => `${index}: ${floor.join(', ')}`).join('\n'));
    expect(layers[0]).toEqual(['notifications', 'system']);
    expect(layers[1]).toContain('couples');
    expect(layers[2]).toContain('accounts');
    expect(layers.at(-1)).toEqual(
      expect.arrayContaining(['adventures', 'coach', 'dares', 'quicktasks']),
    );
    expect(layers.length).toBeLessThanOrEqual(5);
  });

  describe('lint', () => {
    const eslint = new ESLint({ cwd: path.resolve(modulesDir, '../../..') });
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, {
        filePath: path.join(modulesDir, 'dares', 'fence-probe.ts'),
      });
      return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
    };

    it("refuses an import of another module's inner file", async () => {
      const messages = await lint(
        "import { isMemberOf } from '../couples/members';\nexport const probe = isMemberOf;\n",
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]!.message).toContain(
        "Import couples through its index ('../couples'), which says what it shares.",
      );
    });

    it('lets a module import another through its index', async () => {
      const messages = await lint(
        "import { isMemberOf } from '../couples';\nexport const probe = isMemberOf;\n",
      );
      expect(messages).toEqual([]);
    });
  });
});
