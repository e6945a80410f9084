import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The renderer loads Mantine's styles in two parts (src/renderer/styles): what the first screens
// show, then the rest. Together they must be Mantine's stylesheet, each part in Mantine's order,
// which puts a component after those it builds on; a Mantine upgrade that adds a file fails here.

const STYLES_DIR = path.resolve(import.meta.dirname, '../../src/renderer/styles');
const mantineCore = path.dirname(
  createRequire(import.meta.url).resolve('@mantine/core/styles.css'),
);

const importsOf = (file: string) =>
  [...readFileSync(path.join(STYLES_DIR, file), 'utf8').matchAll(/@import '([^']+)';/g)].map(
    (match) => match[1]!,
  );

const CORE_PREFIX = '@mantine/core/styles/';
const coreFilesIn = (imports: string[]) =>
  imports.filter((id) => id.startsWith(CORE_PREFIX)).map((id) => id.slice(CORE_PREFIX.length));

/** Mantine's style files (without their cascade-layer twins), in the order styles.css has them. */
function mantineOrder(): string[] {
  const whole = readFileSync(path.join(mantineCore, 'styles.css'), 'utf8');
  const files = readdirSync(path.join(mantineCore, 'styles')).filter(
    (file) => file.endsWith('.css') && !file.endsWith('.layer.css'),
  );
  const placed = files.map((file) => {
    const text = readFileSync(path.join(mantineCore, 'styles', file), 'utf8').trim();
    return { file, at: whole.indexOf(text) };
  });
  const missing = placed.filter(({ at }) => at < 0).map(({ file }) => file);
  expect(missing, "style files not found in Mantine's styles.css").toEqual([]);
  return placed.sort((a, b) => a.at - b.at).map(({ file }) => file);
}

describe("Mantine's styles in two parts", () => {
  const order = mantineOrder();
  const first = coreFilesIn(importsOf('first-screen.css'));
  const later = coreFilesIn(importsOf('later.css'));

  it("holds each of Mantine's style files exactly once, in one part or the other", () => {
    expect(order.length).toBeGreaterThan(100);
    expect([...first, ...later].sort()).toEqual([...order].sort());
  });

  it("keeps Mantine's order in each part", () => {
    const inMantineOrder = (files: string[]) =>
      [...files].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    expect(first).toEqual(inMantineOrder(first));
    expect(later).toEqual(inMantineOrder(later));
  });

  it('puts the base styles and the theme variables first', () => {
    expect(first.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
  });

  it("brings the toasts' styles with the rest", () => {
    expect(importsOf('later.css')).toContain('@mantine/notifications/styles.css');
    expect(importsOf('first-screen.css')).not.toContain('@mantine/notifications/styles.css');
  });
});
