import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type Variables = Record<string, string>;

/** `variables` without those Mantine's stylesheet already gives the same value. */
const differing = (variables: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(variables).filter(([name, value]) => defaults[name] !== value));

/**
 * The stylesheet of the theme's CSS variables (its colors, fonts, dimmed text...), as
 * MantineProvider would write it into the page on its first render: only what differs from
 * Mantine's own defaults, which its stylesheet already holds. The builds write it into the
 * app's stylesheet instead (web/theme-variables-css.ts), so the browser has it before the first
 * paint, and the provider skips computing and inserting it while the first screen renders.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(
    defaultCssVariablesResolver(merged),
    cssVariablesResolver(merged),
  ) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: differing(variables.variables, defaults.variables),
    light: differing(variables.light, defaults.light),
    dark: differing(variables.dark, defaults.dark),
  });
}
