import type { Plugin } from 'vite';
import { themeVariablesCss } from '../src/renderer/app/theme-variables';

/** The module the renderer's entry imports for the theme's CSS variables. */
export const THEME_VARIABLES_MODULE = 'virtual:velvet-theme-variables.css';
const RESOLVED = `\0${THEME_VARIABLES_MODULE}`;

/**
 * Writes the theme's CSS variables (src/renderer/app/theme-variables.ts) into the app's
 * stylesheet at build time, so MantineProvider need not compute and insert them at run time.
 */
export function themeVariablesCssPlugin(): Plugin {
  return {
    name: 'velvet:theme-variables-css',
    resolveId: (id) => (id === THEME_VARIABLES_MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? themeVariablesCss() : null),
  };
}
