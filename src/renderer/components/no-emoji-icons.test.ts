import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BADGES } from '@shared/domain/adventures';
import { DISCREET_NOTIFICATION } from '@shared/domain/discreet-mode';
import { LEVEL_EMOJI } from '@shared/domain/journey';
import { EMOJI_ICONS, iconForEmoji } from './emoji-icon';

// Emoji used as icons show as empty boxes where no emoji font is installed: the renderer draws
// icons as SVG (@tabler/icons-react), and only ./emoji-icon.tsx names emoji, to map the ones the
// server sends onto drawings.

const ROOT = join(import.meta.dirname, '../../..');
const RENDERER = join(ROOT, 'src/renderer');
const ICON_TABLE = join(RENDERER, 'components/emoji-icon.tsx');

/** Pictographic emoji (not ©, ® or ™, which are plain text symbols every font has). */
const EMOJI = /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/gu;

/** Each emoji in a source text, with its line number. */
export function emojiIn(source: string): { line: number; emoji: string }[] {
  return source
    .split('\n')
    .flatMap((text, index) =>
      [...text.matchAll(EMOJI)].map((match) => ({ line: index + 1, emoji: match[0] })),
    );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every emoji the server and the shared domain send as a notification's or badge's `icon`. */
function iconsSent(): string[] {
  const files = [join(ROOT, 'src/server'), join(ROOT, 'src/shared')].flatMap(sourceFiles);
  const written = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/icon: '([^']+)'/g)].map((match) => match[1] ?? ''),
  );
  return [
    ...written,
    ...BADGES.map((badge) => badge.icon),
    ...Object.values(LEVEL_EMOJI),
    DISCREET_NOTIFICATION.icon,
  ];
}

describe('icons in the renderer', () => {
  it('finds an emoji added to a component', () => {
    const component =
      "export const Hot = () => <span aria-hidden>🔥</span>;\nconst ok = '© Velvet';";
    expect(emojiIn(component)).toEqual([{ line: 1, emoji: '🔥' }]);
    expect(emojiIn("title: '✍️ Write'")).toEqual([{ line: 1, emoji: '✍' }]);
  });

  it('are SVG: no component or text of the renderer holds an emoji, the icon table aside', () => {
    const found = sourceFiles(RENDERER)
      .filter((file) => file !== ICON_TABLE)
      .flatMap((file) =>
        emojiIn(readFileSync(file, 'utf8')).map(
          ({ line, emoji }) => `${relative(ROOT, file)}:${line} ${emoji}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('draw every emoji icon the server sends', () => {
    const sent = iconsSent();
    expect(sent.length).toBeGreaterThan(20);
    const undrawn = [...new Set(sent)].filter((emoji) => iconForEmoji(emoji, NONE) === NONE);
    expect(undrawn).toEqual([]);
  });

  it('holds only emoji keys, each once without its presentation selector', () => {
    for (const key of Object.keys(EMOJI_ICONS)) expect(emojiIn(key), key).toHaveLength(1);
    expect(Object.keys(EMOJI_ICONS).some((key) => key.includes('\uFE0F'))).toBe(false);
  });
});

const NONE = (() => null) as unknown as Parameters<typeof iconForEmoji>[1];
