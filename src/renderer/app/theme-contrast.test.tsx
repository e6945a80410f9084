import { cloneElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  Badge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  deepMerge,
  MantineProvider,
  mergeMantineTheme,
  Text,
  Title,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

// WCAG contrast of the pairs the issue reported, computed from the colours the theme gives the
// page in each scheme: card headings against body text, and the "Completed" badge's text on
// its tint (axe measured 4.32:1 there, under the 4.5:1 that normal-size text needs).

type Scheme = 'light' | 'dark';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = deepMerge(
  defaultCssVariablesResolver(merged),
  cssVariablesResolver(merged),
) as ConvertCSSVariablesInput as Record<'variables' | Scheme, Record<string, string>>;

/** A colour as the page computes it in `scheme`: CSS variables followed to their value. */
function resolve(value: string, scheme: Scheme): string {
  const reference = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value.trim());
  if (!reference) return value.trim();
  const [, name = '', fallback] = reference;
  const found = variables[scheme][name] ?? variables.variables[name] ?? fallback;
  if (found === undefined) throw new Error(`No value for ${name} in the ${scheme} scheme`);
  return resolve(found, scheme);
}

function channels(color: string): [number, number, number] {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const hex = short
    ? short
        .slice(1)
        .map((digit) => digit + digit)
        .join('')
    : /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex)
    return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  const rgb = /^rgba?\(([^)]+)\)$/.exec(color)?.[1];
  if (rgb) return rgb.split(',').slice(0, 3).map(Number) as [number, number, number];
  throw new Error(`Cannot read the colour ${color}`);
}

const luminance = (color: string) => {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG 2.1 contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour a rendered element's inline style gives `property` (a value or a variable). */
function styleOf(node: ReactElement<{ 'data-testid'?: string }>, property: string): string {
  const { getByTestId, unmount } = render(
    <MantineProvider theme={theme}>
      {cloneElement(node, { 'data-testid': 'probe' })}
    </MantineProvider>,
  );
  const value = getByTestId('probe').style.getPropertyValue(property);
  unmount();
  return value;
}

const SCHEMES: Scheme[] = ['light', 'dark'];
const page = (scheme: Scheme) => resolve('var(--mantine-color-body)', scheme);
const bodyText = (scheme: Scheme) => resolve('var(--mantine-color-text)', scheme);

describe('contrast in both themes', () => {
  it('checks itself against known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#087f5b', '#c3fae8')).toBeCloseTo(4.33, 2);
  });

  it.each(SCHEMES)('card headings are at least as strong as body text (%s)', (scheme) => {
    const heading = styleOf(<Title order={3}>Scoreboard</Title>, 'color');
    expect(heading).not.toBe('');
    // Body text sets no colour of its own: it inherits the page's text colour.
    expect(styleOf(<Text>Last completed</Text>, 'color')).toBe('');
    const headingRatio = contrast(resolve(heading, scheme), page(scheme));
    expect(headingRatio).toBeGreaterThanOrEqual(contrast(bodyText(scheme), page(scheme)));
    expect(headingRatio).toBeGreaterThanOrEqual(4.5);
  });

  it.each(SCHEMES)('the "Completed" badge keeps 4.5:1 (%s)', (scheme) => {
    const badge = (
      <Badge color="teal" variant="light" size="lg">
        Completed
      </Badge>
    );
    const text = resolve(styleOf(badge, '--badge-color'), scheme);
    const tint = resolve(styleOf(badge, '--badge-bg'), scheme);
    expect(contrast(text, tint)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(SCHEMES)('every colour of the palette keeps 4.5:1 as a light badge (%s)', (scheme) => {
    const weak = Object.keys(merged.colors).flatMap((color) => {
      const text = resolve(`var(--mantine-color-${color}-light-color)`, scheme);
      const tint = resolve(`var(--mantine-color-${color}-light)`, scheme);
      const ratio = contrast(text, tint);
      return ratio >= 4.5 ? [] : [`${color} ${ratio.toFixed(2)}:1`];
    });
    expect(weak).toEqual([]);
  });
});
