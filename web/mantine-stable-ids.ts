import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The app's id hook (its comment says why it replaces Mantine's). */
export const STABLE_ID_HOOK = fileURLToPath(
  new URL('../src/renderer/lib/mantine-use-id.ts', import.meta.url),
);

/** Where @mantine/hooks' index takes its `useId` from, and so every Mantine component. */
const MANTINE_HOOKS_INDEX = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
const MANTINE_USE_ID = './use-id/use-id.mjs';

/**
 * In the app's builds, Mantine's components get the app's id hook instead of their own, which
 * changes every id once mounted and so renders the first screen twice in the task that shows it.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'velvet:mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === MANTINE_USE_ID && importer && MANTINE_HOOKS_INDEX.test(importer))
        return STABLE_ID_HOOK;
      return null;
    },
  };
}
