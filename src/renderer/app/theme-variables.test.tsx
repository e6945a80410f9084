import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeVariablesCss } from './theme-variables';

// The builds write the theme's variables into the stylesheet and the app's provider no longer
// writes them (./provider.tsx): what the stylesheet holds must be what the provider would write.

function providerVariables(): string {
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <p>Velvet</p>
    </MantineProvider>,
  );
  const style = document.querySelector(
    'style[data-mantine-styles]:not([data-mantine-styles="classes"])',
  );
  if (!style?.textContent) throw new Error('MantineProvider wrote no variables');
  return style.textContent;
}

describe("the theme's CSS variables in the stylesheet", () => {
  it('are exactly those MantineProvider writes for the theme', () => {
    expect(themeVariablesCss()).toBe(providerVariables());
  });

  it("hold the theme's own colors for both schemes", () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-velvet-8: #ac2756');
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\]\)\{[^}]*--mantine-color-dimmed: #5c636a/,
    );
    expect(css).toMatch(
      /\[data-mantine-color-scheme="dark"\]\)\{[^}]*--mantine-color-dimmed: #ababab/,
    );
  });
});
