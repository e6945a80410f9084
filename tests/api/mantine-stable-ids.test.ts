import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineStableIds } from '../../web/mantine-stable-ids';

// The builds give Mantine's components the app's id hook (web/mantine-stable-ids.ts). Built
// here from the installed @mantine/hooks, so an update that moves Mantine's hook fails this
// test instead of silently bringing back the second render.

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = 'virtual:use-id-entry';

/** The code a build makes of `useId` as @mantine/hooks exports it, with or without the plugin. */
async function builtUseId(withPlugin: boolean): Promise<string> {
  const entry: Plugin = {
    name: 'use-id-entry',
    resolveId: (id) => (id === ENTRY ? id : null),
    // What a Mantine component imports.
    load: (id) => (id === ENTRY ? "export { useId } from '@mantine/hooks';" : null),
  };
  const result = (await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: withPlugin ? [mantineStableIds(), entry] : [entry],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: ENTRY, external: ['react'], preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  return [result]
    .flat()
    .flatMap(({ output }) => output)
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}

describe("Mantine's id hook in the app's builds", () => {
  it("is the app's, which sets no state once mounted", async () => {
    const code = await builtUseId(true);
    expect(code).toContain('src/renderer/lib/mantine-use-id.ts');
    expect(code).not.toMatch(/setUuid|randomId/);
  });

  it("is Mantine's own without it (the plugin is what changes it)", async () => {
    expect(await builtUseId(false)).toMatch(/setUuid\(randomId\(\)\)/);
  });
});
